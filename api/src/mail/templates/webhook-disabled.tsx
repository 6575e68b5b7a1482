import { Text } from '@react-email/components';
import { type MailContent, headerText } from './content';
import { ActionButton, Layout, styles } from './layout';
import type { MailText } from './i18n';
import type { ShopIdentity } from './types';

/** To the shop's admins, so in English whatever language a page was in. */
export function WebhookDisabled({ m, shop, url }: { m: MailText; shop: ShopIdentity; url: string }) {
  return (
    <Layout
      m={m}
      shop={shop}
      preview={`Every delivery to ${url} failed for 3 days.`}
      heading="A webhook endpoint was disabled"
    >
      <Text style={styles.text}>Hello,</Text>
      <Text style={styles.text}>
        Every delivery to the webhook endpoint <strong>{url}</strong> has failed for 3 days, so{' '}
        {shop.brandName} stopped sending events to it. Events that happen while it is disabled are not queued
        for it.
      </Text>
      <Text style={styles.text}>
        Once the receiver works again, enable the endpoint on the Integrations screen; failed deliveries can
        be sent again from its delivery list.
      </Text>
      <ActionButton
        m={m}
        href={`${shop.publicUrl}/admin/tokens`}
        label="Open Integrations"
        copyable={false}
      />
    </Layout>
  );
}

export function webhookDisabledMail(m: MailText, shop: ShopIdentity, url: string): MailContent {
  return {
    subject: `${shop.brandName}: webhook endpoint disabled (${headerText(url, 80)})`,
    element: <WebhookDisabled m={m} shop={shop} url={url} />,
  };
}
