import { Heading, Section, Text } from '@react-email/components';
import { WAITLIST_DISCOUNT_EUR, formatPrice, toCents } from '@hometunnel/rules';
import type { MailContent } from './content';
import { GiroCodeImage } from './girocode';
import { Layout, greeting, styles } from './layout';
import type { OrderMailData, ShopIdentity } from './types';

/** The checkout's names for the two pay buttons. */
export const PAYMENT_METHOD_LABELS: Record<OrderMailData['paymentMethod'], string> = {
  paypal: 'PayPal',
  stripe: 'Credit Card',
  bank_transfer: 'Bank Transfer',
};

/** "19.00" → "19", "7.70" → "7.7" (as the checkout's summary shows the rate). */
export function vatRateLabel(rate: string): string {
  const n = Number(rate);
  return rate.trim() !== '' && Number.isFinite(n) ? String(n) : rate;
}

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700 } : {};
  return (
    <tr>
      <td style={{ ...styles.cell, ...weight }}>{label}</td>
      <td style={{ ...styles.amount, ...weight }}>{amount}</td>
    </tr>
  );
}

export function OrderConfirmation({ shop, order }: { shop: ShopIdentity; order: OrderMailData }) {
  const address = order.shippingAddress;
  const rate = vatRateLabel(order.vatRate);
  return (
    <Layout
      shop={shop}
      preview={`Order #${order.shortId}: ${formatPrice(order.total)} with ${PAYMENT_METHOD_LABELS[order.paymentMethod]}.`}
      heading={`Thank you for your order #${order.shortId}`}
    >
      <Text style={styles.text}>{greeting(order.customerName)}</Text>
      <Text style={styles.text}>
        We have received your order. Your order number is <strong>#{order.shortId}</strong>; please quote it
        when you contact us.
      </Text>
      {order.deviceOutOfStock && (
        <Section style={styles.notice}>
          <strong>Currently out of stock.</strong> The device in your order is not in stock right now. We will
          email you as soon as it is back in stock, with a {WAITLIST_DISCOUNT_EUR} EUR discount.
        </Section>
      )}
      <Heading as="h2" style={styles.heading2}>
        Your items
      </Heading>
      <table style={styles.table} cellPadding={0} cellSpacing={0} data-text-table>
        <tbody>
          {order.items.map((item, index) => (
            <Row key={index} label={`${item.quantity} × ${item.name}`} amount={formatPrice(item.lineTotal)} />
          ))}
          <Row label="Subtotal" amount={formatPrice(order.subtotal)} />
          <Row label="Delivery" amount={formatPrice(order.shipping)} />
          {order.discount && order.discount !== '0.00' && (
            <Row label="Discount" amount={`−${formatPrice(order.discount)}`} />
          )}
          <Row label="Total" amount={formatPrice(order.total)} strong />
          <Row label={`incl. ${rate}% VAT`} amount={formatPrice(order.vatAmount)} />
        </tbody>
      </table>
      <Heading as="h2" style={styles.heading2}>
        Shipping address
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
        Payment method
      </Heading>
      <Text style={styles.text}>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Text>
      {order.bankTransfer && (
        <Section style={styles.notice}>
          <strong>Please transfer {formatPrice(order.bankTransfer.amount)}</strong> with the reference below;
          your order is paid when the money arrives.
          <br />
          Account holder: {order.bankTransfer.holder}
          <br />
          IBAN: {order.bankTransfer.iban}
          <br />
          BIC: {order.bankTransfer.bic}
          <br />
          Reference: {order.bankTransfer.reference}
          {toCents(order.bankTransfer.amount) > 0 && <GiroCodeImage />}
        </Section>
      )}
      <Text style={styles.muted}>Your purchase is covered by our 14-day money-back guarantee.</Text>
    </Layout>
  );
}

export function orderConfirmationMail(shop: ShopIdentity, order: OrderMailData): MailContent {
  return {
    subject: `Your ${shop.brandName} order #${order.shortId}`,
    element: <OrderConfirmation shop={shop} order={order} />,
  };
}
