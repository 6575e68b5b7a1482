import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The titles and descriptions of the public pages, in every language ({brand}: the shop's name). */
export const routeTexts: Record<string, MessageDescriptor> = defineMessages({
  landingTitle: {
    id: 'seo.landing.title',
    defaultMessage: '{brand} – Keep Your Home IP Anywhere | VPN Tunnel Routers & Plans',
  },
  landingDescription: {
    id: 'seo.landing.description',
    defaultMessage:
      '{brand} routers tunnel your traffic back to your own home connection: keep your home IP abroad, works with corporate VPNs, no software. Ships across Europe.',
  },
  faqTitle: { id: 'seo.faq.title', defaultMessage: 'Help & Support – FAQ | {brand}' },
  faqDescription: {
    id: 'seo.faq.description',
    defaultMessage:
      'Answers to common questions about {brand}: how the home-IP tunnel works, corporate VPNs, speed, setup, plans, shipping, refunds and 24/7 support.',
  },
  helpCenterTitle: {
    id: 'seo.helpCenter.title',
    defaultMessage: 'Help Center – Guides & Articles | {brand}',
  },
  helpCenterDescription: {
    id: 'seo.helpCenter.description',
    defaultMessage:
      'Guides for your {brand} routers: VPN basics, Light and Pro packages, setup, security and privacy, billing, and troubleshooting.',
  },
  articleTitle: { id: 'seo.article.title', defaultMessage: '{article} – {brand} Help Center' },
  loginTitle: { id: 'seo.login.title', defaultMessage: 'Sign In | {brand}' },
  loginDescription: {
    id: 'seo.login.description',
    defaultMessage: 'Sign in to your {brand} account to manage your devices, orders and subscription.',
  },
  checkoutTitle: { id: 'seo.checkout.title', defaultMessage: 'Checkout | {brand}' },
  checkoutDescription: {
    id: 'seo.checkout.description',
    defaultMessage: 'Complete your {brand} order: personal details, shipping address and payment.',
  },
  paymentTitle: { id: 'seo.payment.title', defaultMessage: 'Payment | {brand}' },
  paymentDescription: {
    id: 'seo.payment.description',
    defaultMessage: 'The result of your {brand} payment: paid, being confirmed, or not completed.',
  },
  accountTitle: { id: 'seo.account.title', defaultMessage: 'My Account | {brand}' },
  accountDescription: {
    id: 'seo.account.description',
    defaultMessage: 'Your {brand} account: profile, recent orders and active subscriptions.',
  },
  subscriptionTitle: { id: 'seo.subscription.title', defaultMessage: 'Subscription | My Account | {brand}' },
  subscriptionDescription: {
    id: 'seo.subscription.description',
    defaultMessage: 'One of your {brand} subscriptions: its renewal, payment method and history.',
  },
  verifyEmailTitle: { id: 'seo.verifyEmail.title', defaultMessage: 'Verify Your Email | {brand}' },
  verifyEmailDescription: {
    id: 'seo.verifyEmail.description',
    defaultMessage: 'Confirm the email address of your {brand} account.',
  },
  resetPasswordTitle: { id: 'seo.resetPassword.title', defaultMessage: 'Reset Your Password | {brand}' },
  resetPasswordDescription: {
    id: 'seo.resetPassword.description',
    defaultMessage: 'Choose a new password for your {brand} account.',
  },
  notFoundTitle: { id: 'seo.notFound.title', defaultMessage: 'Page Not Found | {brand}' },
  notFoundDescription: {
    id: 'seo.notFound.description',
    defaultMessage:
      'The page you are looking for does not exist. Visit the {brand} home page or the Help Center.',
  },
  breadcrumbHome: { id: 'seo.breadcrumb.home', defaultMessage: 'Home' },
  breadcrumbHelpCenter: { id: 'seo.breadcrumb.helpCenter', defaultMessage: 'Help Center' },
  imageAlt: { id: 'seo.image.alt', defaultMessage: '{brand}: Your home internet, anywhere' },
});
