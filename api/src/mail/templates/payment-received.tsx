import { Text } from '@react-email/components';
import { formatPrice } from '@hometunnel/rules';
import type { MailContent } from './content';
import { ActionButton, greeting, Layout, styles } from './layout';
import type { PaymentMailData, ShopIdentity } from './types';

/** Sent once, in the transaction that records the payment (the order became `paid`). */
export function PaymentReceived({ shop, payment }: { shop: ShopIdentity; payment: PaymentMailData }) {
  return (
    <Layout
      shop={shop}
      preview={`We received ${formatPrice(payment.total)} for order #${payment.shortId}.`}
      heading={`Payment received for order #${payment.shortId}`}
    >
      <Text style={styles.text}>{greeting(payment.customerName)}</Text>
      <Text style={styles.text}>
        We have received your payment of <strong>{formatPrice(payment.total)}</strong> for order{' '}
        <strong>#{payment.shortId}</strong>. We are preparing it now.
      </Text>
      {payment.invoice && (
        <>
          <Text style={styles.text}>
            Your invoice <strong>{payment.invoice.number}</strong> is attached to this mail as a PDF. You can
            also download it here (the link works for 30 days; it is always in your account):
          </Text>
          <ActionButton href={payment.invoice.url} label={`Download invoice ${payment.invoice.number}`} />
        </>
      )}
      <ActionButton href={`${shop.publicUrl}/account`} label="See your orders" copyable={false} />
      <Text style={styles.muted}>Your purchase is covered by our 14-day money-back guarantee.</Text>
    </Layout>
  );
}

export function paymentReceivedMail(shop: ShopIdentity, payment: PaymentMailData): MailContent {
  return {
    subject: `Payment received for your ${shop.brandName} order #${payment.shortId}`,
    element: <PaymentReceived shop={shop} payment={payment} />,
  };
}
