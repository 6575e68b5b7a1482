import { Text } from '@react-email/components';
import { WAITLIST_DISCOUNT_EUR } from '@hometunnel/rules';
import { type MailContent, headerText } from './content';
import { ActionButton, Layout, styles } from './layout';
import type { ShopIdentity } from './types';

export function WaitlistReceipt({ shop, productName }: { shop: ShopIdentity; productName: string }) {
  return (
    <Layout
      shop={shop}
      preview={`We will email you when ${productName} is back, with a ${WAITLIST_DISCOUNT_EUR} EUR discount.`}
      heading="You're on the waitlist"
    >
      <Text style={styles.text}>Hello,</Text>
      <Text style={styles.text}>
        Thank you for your interest in the <strong>{productName}</strong>. It is out of stock right now: we
        will email you as soon as it is back in stock, with a {WAITLIST_DISCOUNT_EUR} EUR discount.
      </Text>
      <ActionButton
        href={`${shop.publicUrl}/#shop`}
        label={`Visit the ${shop.brandName} shop`}
        copyable={false}
      />
      <Text style={styles.muted}>
        You get this email once for each product you wait for. If you did not join the waitlist, you can
        ignore it.
      </Text>
    </Layout>
  );
}

export function waitlistReceiptMail(shop: ShopIdentity, productName: string): MailContent {
  return {
    subject: `You're on the ${shop.brandName} waitlist for ${headerText(productName)}`,
    element: <WaitlistReceipt shop={shop} productName={productName} />,
  };
}
