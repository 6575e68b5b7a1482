import { Text } from '@react-email/components';
import { WAITLIST_DISCOUNT_EUR } from '@hometunnel/rules';
import { type MailContent, headerText } from './content';
import { pagePath, type MailText } from './i18n';
import { ActionButton, Layout, greeting, styles } from './layout';
import type { ShopIdentity } from './types';

export function WaitlistReceipt({
  m,
  shop,
  productName,
}: {
  m: MailText;
  shop: ShopIdentity;
  productName: string;
}) {
  const discount = WAITLIST_DISCOUNT_EUR;
  return (
    <Layout
      m={m}
      shop={shop}
      preview={m.t('waitlist.preview', { product: productName, discount })}
      heading={m.t('waitlist.heading')}
    >
      <Text style={styles.text}>{greeting(m, null)}</Text>
      <Text style={styles.text}>{m.rich('waitlist.thanks', { product: productName, discount })}</Text>
      <ActionButton
        m={m}
        href={`${shop.publicUrl}${pagePath(m.language, '/')}#shop`}
        label={m.t('waitlist.action', { brand: shop.brandName })}
        copyable={false}
      />
      <Text style={styles.muted}>{m.t('waitlist.once')}</Text>
    </Layout>
  );
}

export function waitlistReceiptMail(m: MailText, shop: ShopIdentity, productName: string): MailContent {
  return {
    subject: m.t('waitlist.subject', { brand: shop.brandName, product: headerText(productName) }),
    element: <WaitlistReceipt m={m} shop={shop} productName={productName} />,
  };
}
