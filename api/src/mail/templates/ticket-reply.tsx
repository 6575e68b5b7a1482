import { Link, Text } from '@react-email/components';
import { type MailContent, headerText } from './content';
import type { MailText } from './i18n';
import { Layout, Multiline, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

type Ticket = { number: string; fullName: string; subject: string };

export function TicketReply({
  m,
  shop,
  ticket,
  reply,
}: {
  m: MailText;
  shop: ShopIdentity;
  ticket: Ticket;
  reply: string;
}) {
  const { number } = ticket;
  return (
    <Layout
      m={m}
      shop={shop}
      preview={m.t('ticketReply.preview', { brand: shop.brandName, number })}
      heading={m.t('ticketReply.heading', { number })}
    >
      <Text style={styles.text}>{greeting(m, ticket.fullName)}</Text>
      <Text style={styles.text}>{m.t('ticketReply.intro', { subject: ticket.subject })}</Text>
      <blockquote style={styles.quote}>
        <Multiline text={reply} />
      </blockquote>
      <Text style={styles.muted}>
        {m.rich('ticketReply.howToAnswer', {
          email: shop.supportEmail,
          number,
          mail: (chunks) => (
            <Link href={`mailto:${shop.supportEmail}`} style={styles.link}>
              {chunks}
            </Link>
          ),
        })}
      </Text>
    </Layout>
  );
}

export function ticketReplyMail(m: MailText, shop: ShopIdentity, ticket: Ticket, reply: string): MailContent {
  return {
    subject: m.t('ticketReply.subject', {
      subject: headerText(ticket.subject),
      brand: shop.brandName,
      number: ticket.number,
    }),
    element: <TicketReply m={m} shop={shop} ticket={ticket} reply={reply} />,
  };
}
