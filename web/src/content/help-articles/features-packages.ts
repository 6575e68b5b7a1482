import { shopConfig } from '../../config/shop-config';
import type { HelpArticle } from '../help-center';

const { brandName } = shopConfig;

export const featuresPackagesArticle: HelpArticle = {
  slug: 'features-packages',
  title: 'Features & Packages',
  intro: `${brandName} comes in two device packages, Light and Pro, and three subscription plans. Every package includes a home router and a travel router, and every plan includes the full service. This guide helps you choose the combination that fits the way you work and travel.`,
  sections: [
    {
      heading: 'Light vs. Pro: Choosing Your Package',
      paragraphs: [
        'Both packages keep your home IP address, work on top of corporate VPNs, need no software and include the kill switch. They differ in speed, Wi-Fi coverage and how many devices they handle comfortably.',
        'The Light package (€149) is made for one person with a laptop and a phone. It delivers up to 30 Mbps through the tunnel, which is plenty for email, video calls, chat, browsing and everyday office work. Its Wi-Fi covers a single room, such as a hotel room or a small apartment office.',
        'The Pro package (€249) is our most popular choice. It delivers up to 150 Mbps, covers one floor of a home with Wi-Fi 6, and handles multiple devices and wired connections at the same time. Choose Pro if you regularly move large files, stream in high quality, work in video production or design, or travel with a partner or family who want their home connection too.',
        'Remember that the tunnel can never be faster than the upload speed of your home connection. If your home upload is around 30 Mbps, Light and Pro will feel similar; the extra speed of Pro shows when your home upload is higher.',
      ],
      bullets: [
        'Light: up to 30 Mbps, single-room Wi-Fi, 1-2 devices, one wired connection.',
        'Light hardware: Wi-Fi 5; 1 Gigabit WAN, 2 Gigabit LAN, 1 USB 2.0.',
        'Pro: up to 150 Mbps, one floor of Wi-Fi, multiple devices and wired connections.',
        'Pro hardware: Wi-Fi 6; 1 x 2.5 Gbps WAN, 1 Gigabit LAN, USB 3.0.',
      ],
    },
    {
      heading: "What's in the Box",
      paragraphs: [
        'Each package arrives ready to use. The home router and the travel router are paired with each other before they leave our warehouse, so you never have to copy keys or type in addresses.',
        `The travel router is compact enough for a laptop bag and its power adapter accepts 100-240 V, so with a simple plug adapter it works on any continent. The included Ethernet cable connects the home router to your internet router; a second cable lets you plug a laptop straight into the travel router where the local Wi-Fi is weak or where you prefer a wired connection. Every package also includes 1 free month of the ${brandName} service, so you can start right away and pick a plan later.`,
      ],
      bullets: [
        'Home router with power adapter.',
        'Travel router with power adapter.',
        'Two Ethernet cables.',
        'Quick-start card with the Wi-Fi name and password of your travel network.',
        '1 free month of service, added to your account with your order.',
      ],
    },
    {
      heading: 'Subscription Plans Explained',
      paragraphs: [
        'A subscription keeps your tunnel running. It covers the connection service that lets your travel router find your home router from any network, automatic firmware and security updates for both devices, and 24/7 support. All plans include the same features; they differ in billing period and support response times.',
        'Flexi costs €29 per month and is ideal for occasional trips: subscribe for the months you travel and stop when you are home. Secure costs €79 for 3 months and is the best value for most remote workers and regular travellers. Ultimate costs €149 for 6 months, has the lowest monthly equivalent and the fastest support, which suits digital nomads who are away for long stretches.',
        'Plans renew at the end of each period, and we email you 7 days before every renewal with the date and amount. You can switch plans or turn off automatic renewal in My Account at any time before the renewal date; a new plan applies from your next renewal, and a cancellation takes effect at the end of the period you have already paid for.',
      ],
      bullets: [
        'Flexi: €29 per month. Email replies within 4-8 hours, tickets within 8-12 hours.',
        'Secure: €79 for 3 months. Email replies within 2-4 hours, tickets within 4-6 hours.',
        'Ultimate: €149 for 6 months. Email replies within 1-2 hours, tickets within 2-4 hours.',
      ],
    },
  ],
};
