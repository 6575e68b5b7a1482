import { Text } from '@react-email/components';
import type { MailContent } from './content';
import type { MailText } from './i18n';
import { greeting, Layout, styles } from './layout';
import type { BankTransferMailData, ShopIdentity } from './types';

/** Once, 7 days after a bank transfer order was placed and while its money has not arrived. */
export function BankTransferReminder({
  m,
  shop,
  transfer,
}: {
  m: MailText;
  shop: ShopIdentity;
  transfer: BankTransferMailData;
}) {
  const { shortId } = transfer;
  const amount = m.money(transfer.amount);
  return (
    <Layout
      m={m}
      shop={shop}
      preview={m.t('bankReminder.preview', { shortId, amount })}
      heading={m.t('bankReminder.heading', { shortId })}
    >
      <Text style={styles.text}>{greeting(m, transfer.customerName)}</Text>
      <Text style={styles.text}>
        {m.rich('bankReminder.intro', { shortId, amount, deadline: m.date(transfer.deadline) })}
      </Text>
      <Text style={styles.text}>
        {m.t('bank.holder', { holder: transfer.holder })}
        <br />
        IBAN: {transfer.iban}
        <br />
        BIC: {transfer.bic}
        <br />
        {m.t('bank.reference', { reference: transfer.reference })}
      </Text>
      <Text style={styles.muted}>{m.t('bankReminder.paid')}</Text>
    </Layout>
  );
}

export function bankTransferReminderMail(
  m: MailText,
  shop: ShopIdentity,
  transfer: BankTransferMailData,
): MailContent {
  return {
    subject: m.t('bankReminder.subject', { brand: shop.brandName, shortId: transfer.shortId }),
    element: <BankTransferReminder m={m} shop={shop} transfer={transfer} />,
  };
}
