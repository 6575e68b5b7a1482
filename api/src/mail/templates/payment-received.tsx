import { Text } from '@react-email/components';
import type { MailContent } from './content';
import { pagePath, type MailText } from './i18n';
import { ActionButton, greeting, Layout, styles } from './layout';
import type { PaymentMailData, ShopIdentity } from './types';

/** Sent once, in the transaction that records the payment (the order became `paid`). */
export function PaymentReceived({
  m,
  shop,
  payment,
}: {
  m: MailText;
  shop: ShopIdentity;
  payment: PaymentMailData;
}) {
  const { shortId } = payment;
  const total = m.money(payment.total);
  return (
    <Layout
      m={m}
      shop={shop}
      preview={m.t('paymentReceived.preview', { total, shortId })}
      heading={m.t('paymentReceived.heading', { shortId })}
    >
      <Text style={styles.text}>{greeting(m, payment.customerName)}</Text>
      <Text style={styles.text}>{m.rich('paymentReceived.intro', { total, shortId })}</Text>
      {payment.invoice && (
        <>
          <Text style={styles.text}>
            {m.rich('paymentReceived.invoice', { number: payment.invoice.number })}
          </Text>
          <ActionButton
            m={m}
            href={payment.invoice.url}
            label={m.t('paymentReceived.download', { number: payment.invoice.number })}
          />
        </>
      )}
      <ActionButton
        m={m}
        href={`${shop.publicUrl}${pagePath(m.language, '/account')}`}
        label={m.t('paymentReceived.orders')}
        copyable={false}
      />
      <Text style={styles.muted}>{m.t('common.guarantee')}</Text>
    </Layout>
  );
}

export function paymentReceivedMail(m: MailText, shop: ShopIdentity, payment: PaymentMailData): MailContent {
  return {
    subject: m.t('paymentReceived.subject', { brand: shop.brandName, shortId: payment.shortId }),
    element: <PaymentReceived m={m} shop={shop} payment={payment} />,
  };
}
