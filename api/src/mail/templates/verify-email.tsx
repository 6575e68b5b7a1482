import { Text } from '@react-email/components';
import { VERIFY_EMAIL_TOKEN_HOURS } from '@hometunnel/rules';
import { type MailContent, hoursLabel } from './content';
import { ActionButton, Layout, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

export function VerifyEmail({
  shop,
  firstName,
  link,
}: {
  shop: ShopIdentity;
  firstName: string | null;
  link: string;
}) {
  return (
    <Layout
      shop={shop}
      preview={`Confirm your email address for ${shop.brandName}.`}
      heading="Confirm your email address"
    >
      <Text style={styles.text}>{greeting(firstName)}</Text>
      <Text style={styles.text}>
        Please confirm that this is your email address for your {shop.brandName} account. Once it is
        confirmed, orders you placed as a guest with this address join your account.
      </Text>
      <ActionButton href={link} label="Confirm email address" />
      <Text style={styles.muted}>
        The link is valid for {hoursLabel(VERIFY_EMAIL_TOKEN_HOURS)} and works once. If it has expired, sign
        in and send a new one from My Account.
      </Text>
      <Text style={styles.muted}>
        If you did not create a {shop.brandName} account, you can ignore this email.
      </Text>
    </Layout>
  );
}

export function verifyEmailMail(
  shop: ShopIdentity,
  data: { firstName: string | null; link: string },
): MailContent {
  return {
    subject: `Confirm your email for ${shop.brandName}`,
    element: <VerifyEmail shop={shop} firstName={data.firstName} link={data.link} />,
  };
}
