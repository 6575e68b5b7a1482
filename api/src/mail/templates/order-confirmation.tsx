import { Heading, Section, Text } from '@react-email/components';
import { WAITLIST_DISCOUNT_EUR, toCents } from '@hometunnel/rules';
import type { MailContent } from './content';
import { GiroCodeImage } from './girocode';
import type { MailText } from './i18n';
import { Layout, greeting, styles } from './layout';
import type { OrderMailData, ShopIdentity } from './types';

/** The checkout's name for a pay button, in the mail's language. */
export const paymentMethodLabel = (m: MailText, method: OrderMailData['paymentMethod']): string =>
  m.t(`payment.${method}`);

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700 } : {};
  return (
    <tr>
      <td style={{ ...styles.cell, ...weight }}>{label}</td>
      <td style={{ ...styles.amount, ...weight }}>{amount}</td>
    </tr>
  );
}

/** Where to send a bank transfer's money (and its GiroCode when there is an amount to pay). */
function TransferDetails({
  m,
  transfer,
}: {
  m: MailText;
  transfer: NonNullable<OrderMailData['bankTransfer']>;
}) {
  return (
    <Section style={styles.notice}>
      {m.rich('order.transfer', { amount: m.money(transfer.amount) })}
      <br />
      {m.t('bank.holder', { holder: transfer.holder })}
      <br />
      IBAN: {transfer.iban}
      <br />
      BIC: {transfer.bic}
      <br />
      {m.t('bank.reference', { reference: transfer.reference })}
      {toCents(transfer.amount) > 0 && <GiroCodeImage m={m} />}
    </Section>
  );
}

export function OrderConfirmation({
  m,
  shop,
  order,
}: {
  m: MailText;
  shop: ShopIdentity;
  order: OrderMailData;
}) {
  const address = order.shippingAddress;
  const { shortId } = order;
  const method = paymentMethodLabel(m, order.paymentMethod);
  return (
    <Layout
      m={m}
      shop={shop}
      preview={m.t('order.preview', { shortId, total: m.money(order.total), method })}
      heading={m.t('order.heading', { shortId })}
    >
      <Text style={styles.text}>{greeting(m, order.customerName)}</Text>
      <Text style={styles.text}>{m.rich('order.intro', { shortId })}</Text>
      {order.deviceOutOfStock && (
        <Section style={styles.notice}>
          {m.rich('order.outOfStock', { discount: WAITLIST_DISCOUNT_EUR })}
        </Section>
      )}
      <Heading as="h2" style={styles.heading2}>
        {m.t('order.items')}
      </Heading>
      <table style={styles.table} cellPadding={0} cellSpacing={0} data-text-table>
        <tbody>
          {order.items.map((item, index) => (
            <Row
              key={index}
              label={m.t('order.line', { quantity: item.quantity, name: item.name })}
              amount={m.money(item.lineTotal)}
            />
          ))}
          <Row label={m.t('order.subtotal')} amount={m.money(order.subtotal)} />
          <Row label={m.t('order.delivery')} amount={m.money(order.shipping)} />
          {order.discount && order.discount !== '0.00' && (
            <Row label={m.t('order.discount')} amount={`−${m.money(order.discount)}`} />
          )}
          <Row label={m.t('order.total')} amount={m.money(order.total)} strong />
          <Row label={m.t('order.vat', { rate: Number(order.vatRate) })} amount={m.money(order.vatAmount)} />
        </tbody>
      </table>
      <Heading as="h2" style={styles.heading2}>
        {m.t('order.shippingAddress')}
      </Heading>
      <Text style={styles.text}>
        {order.customerName}
        <br />
        {address.street}
        <br />
        {address.postalCode} {address.city}
        <br />
        {address.country}
      </Text>
      <Heading as="h2" style={styles.heading2}>
        {m.t('order.paymentMethod')}
      </Heading>
      <Text style={styles.text}>{method}</Text>
      {order.bankTransfer && <TransferDetails m={m} transfer={order.bankTransfer} />}
      <Text style={styles.muted}>{m.t('common.guarantee')}</Text>
    </Layout>
  );
}

export function orderConfirmationMail(m: MailText, shop: ShopIdentity, order: OrderMailData): MailContent {
  return {
    subject: m.t('order.subject', { brand: shop.brandName, shortId: order.shortId }),
    element: <OrderConfirmation m={m} shop={shop} order={order} />,
  };
}
