import { Link, Text } from '@react-email/components';
import { type MailContent, headerText } from './content';
import { Layout, Multiline, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

type Ticket = { number: string; fullName: string; subject: string };

export function TicketReply({ shop, ticket, reply }: { shop: ShopIdentity; ticket: Ticket; reply: string }) {
  return (
    <Layout
      shop={shop}
      preview={`${shop.brandName} support answered your ticket #${ticket.number}.`}
      heading={`A reply to your ticket #${ticket.number}`}
    >
      <Text style={styles.text}>{greeting(ticket.fullName)}</Text>
      <Text style={styles.text}>Our support team answered your request “{ticket.subject}”:</Text>
      <blockquote style={styles.quote}>
        <Multiline text={reply} />
      </blockquote>
      <Text style={styles.muted}>
        To answer, reply to this email or write to{' '}
        <Link href={`mailto:${shop.supportEmail}`} style={styles.link}>
          {shop.supportEmail}
        </Link>{' '}
        with your ticket number #{ticket.number}. Signed in, you find the whole conversation in My Account.
      </Text>
    </Layout>
  );
}

export function ticketReplyMail(shop: ShopIdentity, ticket: Ticket, reply: string): MailContent {
  return {
    subject: `Re: ${headerText(ticket.subject)} [${shop.brandName} ticket #${ticket.number}]`,
    element: <TicketReply shop={shop} ticket={ticket} reply={reply} />,
  };
}
