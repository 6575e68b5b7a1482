import { shopConfig } from '../config/shop-config';
import type { ContentSection } from './types';

/** A legal document shown in a footer dialog. */
export interface LegalDocument {
  id: 'privacy' | 'terms' | 'cookies';
  title: string;
  effectiveDate: string;
  sections: ContentSection[];
}

const { brandName, supportEmail } = shopConfig;

/** The date from which all three documents apply. */
export const legalEffectiveDate: string = 'September 6, 2025';

export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  title: 'Privacy Policy',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: '1. Who we are',
      paragraphs: [
        `This Privacy Policy explains how ${brandName} ("we", "us") collects, uses and protects personal data when you visit our website, buy our devices and subscription plans, use the ${brandName} tunnel service or contact our support team. It applies from ${legalEffectiveDate}.`,
        `${brandName} is operated from Switzerland and is the controller responsible for your personal data. We process personal data in accordance with the Swiss Federal Act on Data Protection (FADP) and, where it applies to you, the EU General Data Protection Regulation (GDPR). For any privacy question or request, contact us at ${supportEmail}.`,
      ],
    },
    {
      heading: '2. Data we collect',
      paragraphs: [
        'We only collect the data we need to sell you our products, run the service and support you:',
      ],
      bullets: [
        'Account data: name, email address, phone number and a securely hashed password if you create an account.',
        'Order data: the products you buy, prices, your shipping address, the payment method you chose and the status of your orders and subscriptions.',
        'Payment data: payments are processed by our payment providers. We receive a confirmation and limited details such as the payment method type; we never see or store full card numbers.',
        'Connection logs: connection times, duration, amount of data transferred and device identifiers of your home and travel routers.',
        'Support data: the content of your tickets and emails and the contact details you give us.',
        'Website usage data: the steps of the checkout you complete, the page you came from and campaign parameters in links, and cookies as described in our Cookie Policy.',
      ],
    },
    {
      heading: '3. Data we do not collect',
      paragraphs: [
        'We do not record the websites you visit, the content of your traffic or your DNS queries. Traffic through your tunnel leaves the internet from your own home connection and is never inspected by us. We do not sell personal data and we do not use it for profiling with legal or similarly significant effects.',
      ],
    },
    {
      heading: '4. Why we use your data and on which legal basis',
      paragraphs: [
        'We use personal data for the following purposes, relying on the legal bases of Art. 6 GDPR and the corresponding principles of the FADP:',
      ],
      bullets: [
        'To process orders, ship devices, provide the tunnel service and manage subscriptions and renewals (performance of a contract).',
        'To answer support requests and handle warranty, return and refund cases (performance of a contract).',
        'To keep accounting and tax records (legal obligation).',
        'To secure the service, prevent fraud and abuse and troubleshoot connections (legitimate interest).',
        'To understand how visitors use our checkout so we can improve it, only if you accept analytics (consent, see our Cookie Policy).',
        'To send you product news and offers, only if you agreed, and you can unsubscribe at any time (consent).',
      ],
    },
    {
      heading: '5. How long we keep data',
      paragraphs: [
        'We keep personal data only as long as we need it for the purposes above or as the law requires, and then delete or anonymise it:',
      ],
      bullets: [
        'Connection logs are deleted after 30 days. This includes the connection data of our website: the checkout steps recorded for your visit and the counters that protect our forms and sign-in, which hold your IP address. Of the checkout steps we keep only daily totals per step, which identify nobody.',
        'Account data is kept until you delete your account or until 3 years after your last activity (your last sign-in or visit while signed in); then we delete the account as if you had deleted it yourself.',
        'Payment records are typically kept for 7 years to meet accounting and tax obligations. When you delete your account, your orders stay for this period without your name, email address, phone number or shipping address.',
        'Support records are kept for 2 years after the last message of a ticket.',
      ],
    },
    {
      heading: '6. Who we share data with',
      paragraphs: [
        'We share personal data only where necessary, with carefully selected service providers who process it on our behalf and under contracts that protect it: payment providers for payments and refunds, parcel carriers for delivery, and providers of hosting and email services that run our shop and support. We disclose data to authorities only where we are legally obliged to do so.',
      ],
    },
    {
      heading: '7. International transfers',
      paragraphs: [
        'We process data primarily in Switzerland and the European Economic Area. Where a service provider processes data in another country, we ensure an adequate level of protection, for example through an adequacy decision or the standard contractual clauses recognised under the GDPR and the FADP.',
      ],
    },
    {
      heading: '8. Security',
      paragraphs: [
        'We protect personal data with appropriate technical and organisational measures, including encrypted connections, hashed passwords, access restricted to staff who need it, and regular security updates of our systems and devices.',
      ],
    },
    {
      heading: '9. Your rights',
      paragraphs: [
        `Under the GDPR and the Swiss FADP you have the rights listed below. In My Account you can download a copy of your data as a JSON file ("Export my data") and delete your account yourself at any time. For anything else, write to ${supportEmail}; we may ask you to confirm your identity and will answer within one month. You also have the right to lodge a complaint with a data protection authority, such as the Swiss Federal Data Protection and Information Commissioner (FDPIC) or the authority of your EU country of residence.`,
      ],
      bullets: [
        'Access to the personal data we hold about you, and a copy of it.',
        'Correction of inaccurate or incomplete data.',
        'Deletion of your data, unless we must keep it by law.',
        'Restriction of processing and objection to processing based on legitimate interest.',
        'Data portability in a common, machine-readable format.',
        'Withdrawal of your consent at any time, without affecting earlier processing.',
      ],
    },
    {
      heading: '10. Minimum age',
      paragraphs: [
        `Our products and services are intended for people aged 16 and over. If you are under 18, you may only use ${brandName} with the consent of a parent or legal guardian. We do not knowingly collect data from children under 16; if you believe we have, please contact us and we will delete it.`,
      ],
    },
    {
      heading: '11. Changes and contact',
      paragraphs: [
        `We may update this Privacy Policy when our services or the law change. We publish the new version on this website with its effective date and inform you by email about important changes. Questions about privacy are always welcome at ${supportEmail}.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  id: 'terms',
  title: 'Terms of Service',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        `These Terms of Service govern your purchase of ${brandName} devices and subscription plans and your use of the ${brandName} tunnel service and website. They apply from ${legalEffectiveDate}. By placing an order or using the service, you accept these terms.`,
      ],
    },
    {
      heading: '2. Eligibility and account',
      paragraphs: [
        'You must be at least 16 years old to use our services. If you are under 18, you need the consent of a parent or legal guardian. You may order as a guest or create an account; please keep your contact details accurate and your password confidential. You are responsible for activity under your account.',
      ],
    },
    {
      heading: '3. Products and service',
      paragraphs: [
        'A device package (Light or Pro) contains a home router and a travel router that tunnel your traffic to your home internet connection. Each device package includes 1 free month of service. To use the tunnel after that, you need an active subscription plan. Speeds stated for our packages are maximum values; the actual speed depends on your home connection, in particular its upload speed, and on the network at your location.',
      ],
    },
    {
      heading: '4. Prices, orders and payment',
      paragraphs: [
        'All prices are in euro and include VAT at the rate of your delivery country. Shipping fees are shown at checkout before you order. A contract is concluded when we confirm your order. Payment is made through the payment methods offered at checkout.',
        "We may change the prices of subscription plans. We will notify you of any price change with 30 days' notice before it takes effect; a new price applies from your next renewal, and you may cancel before then.",
      ],
    },
    {
      heading: '5. Subscriptions, renewal and cancellation',
      paragraphs: [
        'Subscriptions auto-renew for the same period (1, 3 or 6 months, depending on the plan) unless you cancel or turn renewal off. We notify you by email 7 days before each renewal with its date and amount. A subscription paid by card renews by charging the card you paid with, which we store with our payment provider for that purpose. A subscription paid by PayPal or bank transfer, or bought without a customer account, renews when you pay it through the link we send with that notice; if it is not paid by the end of the period, it ends.',
        'If a renewal payment fails, we inform you by email, the service continues, and we retry the payment after 3 days. If it remains unpaid 7 days after the renewal date, we suspend the service until payment is made. Paying the amount or updating your payment method restores the service at once; the new period is counted from the renewal date.',
        'You can switch to another plan or turn off renewal in your account at any time before the renewal date. A new plan, with its price and period, applies from the next renewal.',
        'You can cancel at any time in your account or by email. Cancellation takes effect at the end of the current billing period; the service remains available until then. Amounts already paid for the current period are not refunded, except under the 14-day risk-free trial.',
      ],
    },
    {
      heading: '6. 14-day risk-free trial',
      paragraphs: [
        'Every order comes with a 14-day risk-free trial and money-back guarantee, starting on the day of delivery. If you cancel within these 14 days and return the device within 30 days of your cancellation, we refund the full purchase price of the device and of your subscription.',
      ],
    },
    {
      heading: '7. Returns of unopened devices',
      paragraphs: [
        `Unopened devices in their original packaging can be returned within 30 days of delivery for a full refund. Please contact ${supportEmail} for return instructions before sending a device back. Statutory withdrawal rights that apply to you remain unaffected.`,
      ],
    },
    {
      heading: '8. Hardware warranty',
      paragraphs: [
        'Our devices come with a 2-year hardware warranty from the date of delivery. During this period we repair or replace devices with defects in materials or workmanship free of charge. The warranty does not cover damage caused by accidents, liquids, misuse, unsuitable power supplies or unauthorised modifications. Statutory warranty rights remain unaffected.',
      ],
    },
    {
      heading: '9. Acceptable use',
      paragraphs: [
        "You may only use the service lawfully and may not use it to harm others, to send spam, to attack networks or to infringe the rights of third parties. You are responsible for complying with the laws of the country you are in and with your employer's policies on remote work and network use. We may suspend the service in case of serious or repeated misuse.",
      ],
    },
    {
      heading: '10. Availability',
      paragraphs: [
        'We target an uptime of 99.9% for the service we operate. Scheduled maintenance is announced in advance where possible. The tunnel also depends on factors outside our control, such as your home internet connection, power supply at home and the network at your location; interruptions caused by them do not count against our uptime target.',
      ],
    },
    {
      heading: '11. Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, our total liability arising from or in connection with these terms is limited to the amount you paid us in the last 12 months before the event giving rise to the claim. We are not liable for indirect or consequential damages, such as lost profits or data. These limitations do not apply to liability for intent, gross negligence or personal injury, or where mandatory consumer law provides otherwise.',
      ],
    },
    {
      heading: '12. Governing law, arbitration and class action waiver',
      paragraphs: [
        'These terms are governed by the laws of Switzerland, excluding its conflict-of-law rules and the UN Convention on Contracts for the International Sale of Goods. Any dispute arising from or in connection with these terms shall be resolved by binding arbitration seated in Switzerland, conducted in English. Disputes are resolved on an individual basis only: you and we waive the right to bring or take part in a class action or other representative proceeding.',
        'If you are a consumer, the mandatory consumer protection rules of your country of residence remain applicable, and nothing in this section limits rights you cannot waive under them.',
      ],
    },
    {
      heading: '13. Changes and contact',
      paragraphs: [
        `We may update these terms. We publish every new version with its effective date and inform customers with an active subscription by email about important changes at least 30 days before they apply. Questions about these terms: ${supportEmail}.`,
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  id: 'cookies',
  title: 'Cookie Policy',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: '1. What cookies are',
      paragraphs: [
        `Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage and session storage, keep small amounts of data in your browser too. This Cookie Policy explains which of them the ${brandName} website uses, for what and for how long. It applies from ${legalEffectiveDate}.`,
      ],
    },
    {
      heading: '2. Cookies we use',
      paragraphs: [
        'We group cookies into four categories. Security cookies are necessary for the website to work and are always active; all other categories are used only where you have agreed or where the law allows it.',
        'On your first visit we ask for your choice: necessary cookies only, or also analytics. The checkout steps you complete, the page you came from and campaign parameters in links are sent to us only if you accept analytics.',
      ],
      bullets: [
        'Security cookies keep you signed in and protect forms and your account against misuse. They are kept for up to 30 days.',
        'Preference cookies remember your choices, such as your cookie settings. They are kept for 12 months.',
        'Analytics cookies help us understand how visitors use our shop and checkout, so we can improve them. They are kept for 24 months.',
        'Marketing cookies measure which of our campaigns brought you to us. They are kept for 12 months.',
      ],
    },
    {
      heading: '3. Local and session storage',
      paragraphs: [
        "If you shop without an account, your cart is saved in your browser's local storage so it is still there when you come back; it stays until you complete your order, empty your cart or clear your browser data. During checkout, session storage holds anonymous identifiers of your checkout session; they are deleted when you close the browser tab.",
      ],
    },
    {
      heading: '4. Third parties',
      paragraphs: [
        'Our website does not load content, fonts or trackers from other websites. When you pay, you may be forwarded to a payment provider, which sets its own cookies under its own privacy and cookie policies.',
      ],
    },
    {
      heading: '5. Managing cookies',
      paragraphs: [
        'We keep your choice and the date you made it in your browser for 12 months; after that we ask you again. You can change your choice at any time with "Cookie settings" at the bottom of every page, and delete cookies in your browser settings. Blocking security cookies will prevent sign-in and checkout from working. Withdrawing consent does not affect the lawfulness of use before the withdrawal.',
      ],
    },
    {
      heading: '6. Changes and contact',
      paragraphs: [
        `We update this policy when we change the cookies we use. For questions, contact ${supportEmail}. More about how we process personal data is in our Privacy Policy.`,
      ],
    },
  ],
};

/** All three documents, in footer order. */
export const legalDocuments: LegalDocument[] = [privacyPolicy, termsOfService, cookiePolicy];
