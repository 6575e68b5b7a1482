import { Heading, Text } from '@react-email/components';
import { type MailContent, headerText } from './content';
import { Layout, Multiline, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

type Ticket = { number: string; fullName: string; subject: string; message: string };

/** The help page's promise for a first reply. */
export const FIRST_REPLY_HOURS = 2;

export function TicketReceipt({ shop, ticket }: { shop: ShopIdentity; ticket: Ticket }) {
  return (
    <Layout
      shop={shop}
      preview={`Ticket #${ticket.number}: we answer within ${FIRST_REPLY_HOURS} hours.`}
      heading="We received your support request"
    >
      <Text style={styles.text}>{greeting(ticket.fullName)}</Text>
      <Text style={styles.text}>
        Thank you for contacting {shop.brandName} support. Your ticket number is{' '}
        <strong>#{ticket.number}</strong>. A person from our team answers within {FIRST_REPLY_HOURS} hours, by
        email to this address.
      </Text>
      <Heading as="h2" style={styles.heading2}>
        Your message
      </Heading>
      <Text style={styles.text}>
        <strong>Subject:</strong> {ticket.subject}
      </Text>
      <blockquote style={styles.quote}>
        <Multiline text={ticket.message} />
      </blockquote>
      <Text style={styles.muted}>
        To add anything, reply to this email or write to {shop.supportEmail} with your ticket number #
        {ticket.number}.
      </Text>
    </Layout>
  );
}

export function ticketReceiptMail(shop: ShopIdentity, ticket: Ticket): MailContent {
  return {
    subject: `[${shop.brandName} ticket #${ticket.number}] ${headerText(ticket.subject)}`,
    element: <TicketReceipt shop={shop} ticket={ticket} />,
  };
}
