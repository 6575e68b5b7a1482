import { Heading, Text } from '@react-email/components';
import { type MailContent, headerText } from './content';
import type { MailText } from './i18n';
import { Layout, Multiline, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

type Ticket = { number: string; fullName: string; subject: string; message: string };

/** The help page's promise for a first reply. */
export const FIRST_REPLY_HOURS = 2;

export function TicketReceipt({ m, shop, ticket }: { m: MailText; shop: ShopIdentity; ticket: Ticket }) {
  const { number } = ticket;
  const hours = FIRST_REPLY_HOURS;
  return (
    <Layout
      m={m}
      shop={shop}
      preview={m.t('ticketReceipt.preview', { number, hours })}
      heading={m.t('ticketReceipt.heading')}
    >
      <Text style={styles.text}>{greeting(m, ticket.fullName)}</Text>
      <Text style={styles.text}>
        {m.rich('ticketReceipt.thanks', { brand: shop.brandName, number, hours })}
      </Text>
      <Heading as="h2" style={styles.heading2}>
        {m.t('ticketReceipt.yourMessage')}
      </Heading>
      <Text style={styles.text}>{m.rich('ticketReceipt.subjectLine', { subject: ticket.subject })}</Text>
      <blockquote style={styles.quote}>
        <Multiline text={ticket.message} />
      </blockquote>
      <Text style={styles.muted}>{m.t('ticketReceipt.addMore', { email: shop.supportEmail, number })}</Text>
    </Layout>
  );
}

export function ticketReceiptMail(m: MailText, shop: ShopIdentity, ticket: Ticket): MailContent {
  return {
    subject: m.t('ticketReceipt.subject', {
      brand: shop.brandName,
      number: ticket.number,
      subject: headerText(ticket.subject),
    }),
    element: <TicketReceipt m={m} shop={shop} ticket={ticket} />,
  };
}
