import { Text } from '@react-email/components';
import { PASSWORD_RESET_TOKEN_HOURS } from '@hometunnel/rules';
import { type MailContent, hoursLabel } from './content';
import { ActionButton, Layout, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

export function PasswordReset({
  shop,
  firstName,
  link,
}: {
  shop: ShopIdentity;
  firstName: string | null;
  link: string;
}) {
  return (
    <Layout shop={shop} preview={`Reset your ${shop.brandName} password.`} heading="Reset your password">
      <Text style={styles.text}>{greeting(firstName)}</Text>
      <Text style={styles.text}>
        We received a request to reset the password of your {shop.brandName} account. Choose a new password
        here:
      </Text>
      <ActionButton href={link} label="Choose a new password" />
      <Text style={styles.muted}>
        The link is valid for {hoursLabel(PASSWORD_RESET_TOKEN_HOURS)} and works once. Setting a new password
        signs you out on every device.
      </Text>
      <Text style={styles.muted}>
        If you did not ask for this, ignore this email: your password stays unchanged.
      </Text>
    </Layout>
  );
}

export function passwordResetMail(
  shop: ShopIdentity,
  data: { firstName: string | null; link: string },
): MailContent {
  return {
    subject: `Reset your ${shop.brandName} password`,
    element: <PasswordReset shop={shop} firstName={data.firstName} link={data.link} />,
  };
}
