import { Text } from '@react-email/components';
import { formatPrice } from '@hometunnel/rules';
import { type MailContent, headerText } from './content';
import { ActionButton, Layout, styles } from './layout';
import type { DiscountCodeMailData, ShopIdentity } from './types';

/** "27 December 2026": the day a code stops working, in UTC as it is stored. */
function dayLabel(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A personal discount code: the waitlist's promise kept when the device is back (productName set),
 * or a code an admin issued by hand. The button opens the shop with the code filled in at checkout.
 */
export function DiscountCodeMail({ shop, data }: { shop: ShopIdentity; data: DiscountCodeMailData }) {
  const amount = formatPrice(data.amount);
  return (
    <Layout
      shop={shop}
      preview={`Your personal ${amount} discount code: ${data.code}`}
      heading={data.productName ? `${data.productName} is back in stock` : 'Your discount code'}
    >
      <Text style={styles.text}>Hello,</Text>
      {data.productName ? (
        <Text style={styles.text}>
          Good news: the <strong>{data.productName}</strong> you were waiting for is back in stock. As
          promised, here is your personal discount of {amount}.
        </Text>
      ) : (
        <Text style={styles.text}>
          Here is your personal discount of {amount} for the {shop.brandName} shop.
        </Text>
      )}
      <Text style={styles.text}>
        Your code: <strong>{data.code}</strong>
      </Text>
      <ActionButton href={data.link} label="Shop with your discount" copyable={false} />
      <Text style={styles.muted}>
        Enter the code in the Discount code field of the order summary at checkout (the button fills it in).
        It works once, for orders placed with this email address, until {dayLabel(data.expiresAt)}.
      </Text>
    </Layout>
  );
}

export function discountCodeMail(shop: ShopIdentity, data: DiscountCodeMailData): MailContent {
  return {
    subject: data.productName
      ? `${headerText(data.productName)} is back at ${shop.brandName}: your ${formatPrice(data.amount)} code`
      : `Your ${shop.brandName} discount code: ${formatPrice(data.amount)} off`,
    element: <DiscountCodeMail shop={shop} data={data} />,
  };
}
