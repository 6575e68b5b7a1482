import { shopConfig } from '../config/shop-config';

/** One question of the FAQ accordion on the Help & Support page (/help). */
export interface FaqEntry {
  question: string;
  answer: string;
}

const { brandName, supportEmail } = shopConfig;

/** The 19 FAQ entries, in display order. */
export const faqEntries: FaqEntry[] = [
  {
    question: `What is ${brandName} and how does it work?`,
    answer: `${brandName} is a pair of small routers that work as a team. The home router stays connected to your internet at home; the travel router goes with you. Wherever you are, the travel router builds an encrypted tunnel back to your home router, so all your traffic leaves the internet from your own home connection. To every website and service you use, you look exactly as if you were sitting at home.`,
  },
  {
    question: 'Why does keeping my home IP address matter?',
    answer: `Banks, streaming services, payroll and tax portals, and many company systems check where a login comes from. A sudden login from another country, or from a data-centre address shared by thousands of VPN users, can trigger extra verification, blocked payments, locked accounts or content that is not available. With ${brandName} your traffic always comes from your residential home IP address, so your online life keeps working the way it does at home.`,
  },
  {
    question: "Does it work with my company's VPN?",
    answer: `Yes. ${brandName} works on top of corporate VPNs such as Cisco AnyConnect, GlobalProtect, FortiClient, Zscaler or Check Point. Your work laptop simply joins the travel router's Wi-Fi and starts its company VPN as usual; the company VPN runs inside our tunnel and reaches your employer from your home connection. Nothing on the laptop changes. Please make sure that working from abroad is in line with your employer's policies.`,
  },
  {
    question: 'Do I need to install any software?',
    answer: `No. There are no apps, drivers or certificates to install. Your laptop, phone or tablet connects to the travel router over Wi-Fi or an Ethernet cable, just like to any other network. This is ideal for company-managed laptops where you cannot install software, and it works with Windows, macOS, Linux, ChromeOS, iOS and Android alike.`,
  },
  {
    question: 'Which tunnel protocol do you use?',
    answer: `${brandName} uses a modern, WireGuard-based tunnel protocol with state-of-the-art cryptography (Curve25519 key exchange and ChaCha20-Poly1305 encryption). It is lean, fast and reconnects quickly when you change networks, which makes it well suited to hotel, café and coworking connections.`,
  },
  {
    question: 'What happens if the connection drops?',
    answer: `The built-in kill switch blocks all traffic on the travel router the moment the tunnel goes down, so nothing ever leaves through the local network with a foreign IP address. The travel router reconnects automatically, usually within seconds, and traffic resumes as soon as the tunnel is back.`,
  },
  {
    question: 'What is the difference between the Light and the Pro package?',
    answer: `The Light package (€149) delivers up to 30 Mbps through the tunnel, single-room Wi-Fi for 1-2 devices and one wired connection, with Wi-Fi 5, 1 Gigabit WAN, 2 Gigabit LAN and 1 USB 2.0 port. The Pro package (€249) delivers up to 150 Mbps, covers one floor with Wi-Fi 6 and handles multiple devices and wired connections, with a 2.5 Gbps WAN port, 1 Gigabit LAN port and USB 3.0. Light suits email, calls and everyday work; Pro suits video-heavy work, large files and households travelling together.`,
  },
  {
    question: 'What internet speed do I need at home?',
    answer: `We recommend a home connection with at least 30 Mbps of upload speed. While you travel, your traffic is sent out of your home connection, so your home upload speed sets the ceiling for the tunnel. To use the full 150 Mbps of the Pro package, your home upload should be 150 Mbps or more. The internet connection at your travel location matters too: a slow hotel network limits speed as well.`,
  },
  {
    question: 'How long does setup take?',
    answer: `Between 15 and 30 minutes, most of which is waiting for the devices to start and update. Connect the home router to your existing home router with the included Ethernet cable, plug it in and follow the quick-start card. The two routers come paired, so there are no keys or addresses to type in. We recommend testing the travel router once at home before your first trip.`,
  },
  {
    question: 'Which subscription plan should I choose?',
    answer: `All plans include the full service: the tunnel, automatic firmware and security updates, and 24/7 support. They differ in billing period and support response times. Flexi costs €29 per month and can be cancelled monthly. Secure costs €79 for 3 months and is our best value for most travellers. Ultimate costs €149 for 6 months, has the lowest monthly equivalent and the fastest support responses.`,
  },
  {
    question: 'Do I need a subscription, and is a month included?',
    answer: `Yes, an active plan is needed to use the tunnel: it covers the connection service that lets your travel router find your home router behind any network, firmware and security updates, and support. Every device package includes 1 free month of service, so you can start travelling right away and choose a plan afterwards.`,
  },
  {
    question: 'How long does shipping take?',
    answer: `Orders ship with tracked delivery. Delivery usually takes 5-7 business days within Europe and 7-10 business days to North America and Australia. The shipping fee for your destination is calculated at checkout, and you receive a tracking link by email as soon as your parcel leaves our warehouse.`,
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: `Yes. Every order comes with a 14-day money-back guarantee from the day of delivery. If ${brandName} is not right for you, cancel within 14 days and return the device within 30 days of your cancellation for a full refund. Devices that are still unopened can be returned within 30 days of delivery.`,
  },
  {
    question: 'What does the hardware warranty cover?',
    answer: `Both routers come with a 2-year hardware warranty from the date of delivery. If a device develops a hardware fault during normal use, we repair or replace it free of charge, including shipping. Damage from accidents, liquids, misuse or unauthorised modification is not covered. Your statutory consumer rights remain unaffected.`,
  },
  {
    question: 'How does automatic renewal work?',
    answer: `Subscriptions renew at the end of each billing period so that your connection never stops while you are away. We email you 7 days before every renewal with the date and amount. A plan paid by card renews by charging the card you paid with, which we keep for renewals. A plan paid by PayPal or bank transfer, or bought without an account, renews when you pay: the email 7 days before brings a pay link, and if it is not paid by the end of the period the plan ends. You can switch plans or turn off automatic renewal at any time in My Account before the renewal date; a new plan applies from your next renewal.`,
  },
  {
    question: 'What happens if a payment fails?',
    answer: `If a renewal payment fails, we let you know by email and retry the payment after 3 days. Your service keeps running during this grace period. If the payment still has not succeeded 7 days after the renewal date, the service is suspended until the outstanding amount is paid. Paying it, or updating your payment method in My Account, restores the service right away.`,
  },
  {
    question: 'How do I cancel my subscription?',
    answer: `You can cancel at any time in My Account or by emailing ${supportEmail}. Cancellation takes effect at the end of your current billing period, and you can keep using the service until then. There are no cancellation fees. If you cancel within the 14-day money-back period, return the device within 30 days of your cancellation to receive a full refund.`,
  },
  {
    question: 'Do you log my traffic?',
    answer: `No. We never record the websites you visit or the content of your traffic. To keep the service reliable we keep minimal connection logs (connection times, duration, data volume and device identifiers), which are deleted automatically after 30 days. We never sell your data. The Privacy Policy explains everything we store and for how long.`,
  },
  {
    question: 'How do I reach support?',
    answer: `Our support team is available 24/7. Open a ticket from the Help & Support page and you will get a first reply within 2 hours, or email us at ${supportEmail}. Full answers arrive within your plan's response time: Flexi 4-8 hours by email and 8-12 hours for tickets, Secure 2-4 hours by email and 4-6 hours for tickets, Ultimate 1-2 hours by email and 2-4 hours for tickets.`,
  },
];
