import { Text } from '@react-email/components';
import { VERIFY_EMAIL_TOKEN_HOURS } from '@hometunnel/rules';
import type { MailContent } from './content';
import type { MailText } from './i18n';
import { ActionButton, Layout, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

export function VerifyEmail({
  m,
  shop,
  firstName,
  link,
}: {
  m: MailText;
  shop: ShopIdentity;
  firstName: string | null;
  link: string;
}) {
  const brand = shop.brandName;
  return (
    <Layout
      m={m}
      shop={shop}
      preview={m.t('verifyEmail.preview', { brand })}
      heading={m.t('verifyEmail.heading')}
    >
      <Text style={styles.text}>{greeting(m, firstName)}</Text>
      <Text style={styles.text}>{m.t('verifyEmail.intro', { brand })}</Text>
      <ActionButton m={m} href={link} label={m.t('verifyEmail.action')} />
      <Text style={styles.muted}>{m.t('verifyEmail.validity', { hours: VERIFY_EMAIL_TOKEN_HOURS })}</Text>
      <Text style={styles.muted}>{m.t('verifyEmail.notYou', { brand })}</Text>
    </Layout>
  );
}

export function verifyEmailMail(
  m: MailText,
  shop: ShopIdentity,
  data: { firstName: string | null; link: string },
): MailContent {
  return {
    subject: m.t('verifyEmail.subject', { brand: shop.brandName }),
    element: <VerifyEmail m={m} shop={shop} firstName={data.firstName} link={data.link} />,
  };
}
