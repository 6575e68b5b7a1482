import { Text } from '@react-email/components';
import { formatPrice } from '@hometunnel/rules';
import type { MailContent } from './content';
import { greeting, Layout, styles } from './layout';
import type { BankTransferMailData, ShopIdentity } from './types';

/** Once, 7 days after a bank transfer order was placed and while its money has not arrived. */
export function BankTransferReminder({
  shop,
  transfer,
}: {
  shop: ShopIdentity;
  transfer: BankTransferMailData;
}) {
  return (
    <Layout
      shop={shop}
      preview={`Order #${transfer.shortId} is waiting for your transfer of ${formatPrice(transfer.amount)}.`}
      heading={`Order #${transfer.shortId} is waiting for your transfer`}
    >
      <Text style={styles.text}>{greeting(transfer.customerName)}</Text>
      <Text style={styles.text}>
        We have not received the transfer for order <strong>#{transfer.shortId}</strong> yet. Please transfer{' '}
        <strong>{formatPrice(transfer.amount)}</strong> by {transfer.deadline} or the order is cancelled.
      </Text>
      <Text style={styles.text}>
        Account holder: {transfer.holder}
        <br />
        IBAN: {transfer.iban}
        <br />
        BIC: {transfer.bic}
        <br />
        Reference: {transfer.reference}
      </Text>
      <Text style={styles.muted}>
        If you have already paid, thank you: transfers can take a few days to arrive.
      </Text>
    </Layout>
  );
}

export function bankTransferReminderMail(shop: ShopIdentity, transfer: BankTransferMailData): MailContent {
  return {
    subject: `Reminder: your ${shop.brandName} order #${transfer.shortId} is waiting for your bank transfer`,
    element: <BankTransferReminder shop={shop} transfer={transfer} />,
  };
}
