import { Text } from '@react-email/components';
import { type MailContent, headerText } from './content';
import type { MailText } from './i18n';
import { ActionButton, Layout, greeting, styles } from './layout';
import type { DiscountCodeMailData, ShopIdentity } from './types';

/**
 * A personal discount code: the waitlist's promise kept when the device is back (productName set),
 * or a code an admin issued by hand. The button opens the shop with the code filled in at checkout.
 */
export function DiscountCodeMail({
  m,
  shop,
  data,
}: {
  m: MailText;
  shop: ShopIdentity;
  data: DiscountCodeMailData;
}) {
  const amount = m.money(data.amount);
  const product = data.productName;
  return (
    <Layout
      m={m}
      shop={shop}
      preview={m.t('discount.preview', { amount, code: data.code })}
      heading={product ? m.t('discount.headingBack', { product }) : m.t('discount.heading')}
    >
      <Text style={styles.text}>{greeting(m, null)}</Text>
      <Text style={styles.text}>
        {product
          ? m.rich('discount.back', { product, amount })
          : m.t('discount.byHand', { amount, brand: shop.brandName })}
      </Text>
      <Text style={styles.text}>{m.rich('discount.code', { code: data.code })}</Text>
      <ActionButton m={m} href={data.link} label={m.t('discount.action')} copyable={false} />
      <Text style={styles.muted}>{m.t('discount.howTo', { date: m.date(data.expiresAt) })}</Text>
    </Layout>
  );
}

export function discountCodeMail(m: MailText, shop: ShopIdentity, data: DiscountCodeMailData): MailContent {
  const amount = m.money(data.amount);
  const brand = shop.brandName;
  return {
    subject: data.productName
      ? m.t('discount.subjectBack', { product: headerText(data.productName), brand, amount })
      : m.t('discount.subject', { brand, amount }),
    element: <DiscountCodeMail m={m} shop={shop} data={data} />,
  };
}
