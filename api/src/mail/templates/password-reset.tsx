import { Text } from '@react-email/components';
import { PASSWORD_RESET_TOKEN_HOURS } from '@hometunnel/rules';
import type { MailContent } from './content';
import type { MailText } from './i18n';
import { ActionButton, Layout, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

export function PasswordReset({
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
      preview={m.t('passwordReset.preview', { brand })}
      heading={m.t('passwordReset.heading')}
    >
      <Text style={styles.text}>{greeting(m, firstName)}</Text>
      <Text style={styles.text}>{m.t('passwordReset.intro', { brand })}</Text>
      <ActionButton m={m} href={link} label={m.t('passwordReset.action')} />
      <Text style={styles.muted}>{m.t('passwordReset.validity', { hours: PASSWORD_RESET_TOKEN_HOURS })}</Text>
      <Text style={styles.muted}>{m.t('passwordReset.notYou')}</Text>
    </Layout>
  );
}

export function passwordResetMail(
  m: MailText,
  shop: ShopIdentity,
  data: { firstName: string | null; link: string },
): MailContent {
  return {
    subject: m.t('passwordReset.subject', { brand: shop.brandName }),
    element: <PasswordReset m={m} shop={shop} firstName={data.firstName} link={data.link} />,
  };
}
