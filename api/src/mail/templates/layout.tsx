import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { MailText } from './i18n';
import type { ShopIdentity } from './types';

/**
 * The frame every mail shares: brand header, one column at most 600 px wide, the support address in
 * the footer. Colours are the web's tokens, chosen for contrast on white (text 13:1, muted 5.3:1,
 * the button's white on blue 6.7:1). System fonts only and no images: nothing is loaded from another
 * host, so a mail reads the same offline and with remote content blocked.
 */
const colors = {
  ink: '#0b1530',
  text: '#1e293b',
  muted: '#4b5b73',
  border: '#e2e8f0',
  soft: '#f5f7fb',
  button: '#1d4ed8',
  white: '#ffffff',
  notice: '#fef3c7',
  noticeInk: '#78350f',
};
const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const styles = {
  text: { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: colors.muted, fontSize: '14px', lineHeight: '22px', margin: '0 0 12px' },
  link: { color: colors.button, textDecoration: 'underline', wordBreak: 'break-all' },
  heading2: { color: colors.ink, fontSize: '18px', lineHeight: '26px', margin: '24px 0 8px' },
  quote: {
    margin: '0 0 16px',
    padding: '12px 16px',
    borderLeft: `4px solid ${colors.border}`,
    backgroundColor: colors.soft,
    color: colors.text,
    fontSize: '15px',
    lineHeight: '22px',
  },
  notice: {
    backgroundColor: colors.notice,
    color: colors.noticeInk,
    borderRadius: '6px',
    padding: '12px 16px',
    margin: '16px 0',
    fontSize: '15px',
    lineHeight: '22px',
  },
  table: { width: '100%', borderCollapse: 'collapse' },
  cell: {
    padding: '8px 0',
    borderBottom: `1px solid ${colors.border}`,
    color: colors.text,
    fontSize: '15px',
  },
  amount: {
    padding: '8px 0 8px 12px',
    borderBottom: `1px solid ${colors.border}`,
    color: colors.text,
    fontSize: '15px',
    textAlign: 'right',
    whiteSpace: 'nowrap',
  },
} satisfies Record<string, CSSProperties>;

export function Layout({
  m,
  shop,
  preview,
  heading,
  children,
}: {
  m: MailText;
  shop: ShopIdentity;
  /** The line mail clients show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Html lang={m.language} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{heading}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 12px', backgroundColor: colors.soft, fontFamily }}>
        <Container
          style={{
            width: '100%',
            maxWidth: '600px',
            backgroundColor: colors.white,
            border: `1px solid ${colors.border}`,
            borderRadius: '8px',
          }}
        >
          <Section style={{ backgroundColor: colors.ink, borderRadius: '8px 8px 0 0', padding: '20px 24px' }}>
            <Link
              href={shop.publicUrl}
              style={{ color: colors.white, fontSize: '22px', fontWeight: 700, textDecoration: 'none' }}
            >
              {shop.brandName}
            </Link>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading
              as="h1"
              style={{ color: colors.ink, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={{ ...styles.muted, margin: 0 }}>
              {m.rich('layout.questions', {
                email: shop.supportEmail,
                mail: (chunks) => (
                  <Link href={`mailto:${shop.supportEmail}`} style={styles.link}>
                    {chunks}
                  </Link>
                ),
              })}
            </Text>
            <Text style={{ ...styles.muted, margin: '8px 0 0' }}>
              {shop.brandName} ·{' '}
              <Link href={shop.publicUrl} style={styles.link}>
                {shop.publicUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The call to action: a button and, for a link that only works from this mail (a token), the same
 * link as text for clients that drop buttons.
 */
export function ActionButton({
  m,
  href,
  label,
  copyable = true,
}: {
  m: MailText;
  href: string;
  label: string;
  copyable?: boolean;
}) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button
          href={href}
          style={{
            backgroundColor: colors.button,
            color: colors.white,
            borderRadius: '6px',
            padding: '12px 20px',
            fontSize: '16px',
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          {label}
        </Button>
      </Section>
      {copyable && (
        <Text style={styles.muted}>
          {m.t('layout.copyLink')}{' '}
          <Link href={href} style={styles.link}>
            {href}
          </Link>
        </Text>
      )}
    </>
  );
}

/** User-written text, line breaks kept (as `<br>`, which the text part keeps too). */
export function Multiline({ text }: { text: string }) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  );
}

/** "Hello Ada," or "Hello," when the name is unknown (in the mail's language). */
export function greeting(m: MailText, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? m.t('greeting.named', { name: trimmed }) : m.t('greeting.anonymous');
}
