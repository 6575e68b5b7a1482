import { shopConfig } from '../../config/shop-config';
import type { HelpArticle } from '../help-center';

const { brandName, supportEmail } = shopConfig;

export const billingAccountArticle: HelpArticle = {
  slug: 'billing-account',
  title: 'Billing & Account',
  intro: `Everything about paying for ${brandName}: how plans are billed and renewed, what happens if a payment does not go through, and how cancellations, refunds and returns work. You can see your orders and subscriptions at any time in My Account.`,
  sections: [
    {
      heading: 'Plans, Payments and Auto-Renewal',
      paragraphs: [
        'All prices are in euro and include VAT. The VAT rate of your country is shown in your order summary, and the shipping fee for your destination is calculated at checkout. You can pay with PayPal or a credit card, and by bank transfer where the checkout offers it.',
        'Every device package includes 1 free month of service. After that, one of three plans keeps your tunnel running: Flexi at €29 per month, Secure at €79 for 3 months, or Ultimate at €149 for 6 months. A plan starts when your order is confirmed; if you buy a plan together with a device, the free month is added on top of your plan.',
        'Plans renew automatically at the end of each billing period, so your connection never stops while you are away. We send you an email 7 days before every renewal with the date and the amount. A plan you paid for by card renews by charging that card: we keep it for your renewals, and you can see it and replace it with "Update payment method" in My Account.',
        'A plan paid with PayPal or by bank transfer, or bought as a guest without an account, renews when you pay for it: the email 7 days before the renewal brings a link to pay. If it is not paid by the end of the period, the plan ends.',
        "If you want to switch to another plan or stop renewing, do it in My Account before the renewal date. A switch applies from your next renewal: until then you keep the plan you paid for, and the new plan's price and period start with the renewal. Prices may change, but never without notice: we tell you at least 30 days in advance, and a new price only applies from your next renewal.",
      ],
      bullets: [
        'Flexi: €29, billed every month.',
        'Secure: €79, billed every 3 months.',
        'Ultimate: €149, billed every 6 months.',
        'Renewal notice by email 7 days before each renewal, with the date and amount.',
        'Card payments renew by charging your saved card; PayPal, bank transfer and guest orders renew with a pay link.',
      ],
    },
    {
      heading: 'Failed Payments and Service Suspension',
      paragraphs: [
        'Cards expire and banks sometimes decline payments for reasons that have nothing to do with you. If a renewal payment fails, we do not switch off your connection. We send you an email with a link to pay or to update your card, and your service continues during a grace period. My Account shows the plan as past due.',
        'We automatically retry the payment after 3 days. If the payment still has not succeeded 7 days after the renewal date, your service is suspended: the travel router then cannot connect to your home router, and the kill switch keeps traffic blocked. Your account, settings and devices stay as they are.',
        `To avoid any interruption, keep your payment details up to date, especially before a long trip. If a payment has failed, pay it with "Pay now" or update your payment method in My Account: the outstanding amount is charged and the service is restored right away, with your new period counted from the renewal date. If you expect trouble with a payment, write to ${supportEmail} and we will find a solution together.`,
      ],
      bullets: [
        'Day 0: the renewal payment fails, we email you, and service continues.',
        'Day 3: we retry the payment automatically.',
        'Day 7: if the payment is still outstanding, the service is suspended.',
        'Any time: paying or updating your payment method restores the service at once.',
      ],
    },
    {
      heading: 'Cancellations, Refunds and Returns',
      paragraphs: [
        'You can cancel your subscription at any time in My Account or by email. A cancellation takes effect at the end of the billing period you have already paid for, and you keep full access until then. There are no cancellation fees, and you can subscribe again whenever you travel next.',
        'Every order comes with a 14-day money-back guarantee, starting on the day your device is delivered. If you are not happy, cancel within those 14 days and return the device within 30 days of your cancellation; we then refund the full amount you paid. Devices that you have not opened can be returned within 30 days of delivery for a full refund.',
        `To start a cancellation or a return, write to ${supportEmail} with your order number (you find it in My Account). We send you return instructions, and refunds are paid to your original payment method as soon as the device has arrived back with us. Your statutory rights, such as the right of withdrawal for online purchases in the EU, remain unaffected.`,
      ],
      bullets: [
        'Cancellation takes effect at the end of the current billing period.',
        '14-day money-back guarantee from delivery.',
        'Return the device within 30 days of cancellation for a full refund.',
        'Unopened devices can be returned within 30 days of delivery.',
      ],
    },
  ],
};
