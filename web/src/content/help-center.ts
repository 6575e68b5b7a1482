import type { ContentIconKey, ContentSection } from './types';

/** Slugs of the six help-center topics; each has a static article page at /help-center/{slug}. */
export type HelpTopicSlug =
  | 'vpn-basics'
  | 'features-packages'
  | 'setup-installation'
  | 'security-privacy'
  | 'billing-account'
  | 'support-troubleshooting';

/** A topic card on the help-center index. */
export interface HelpTopic {
  slug: HelpTopicSlug;
  title: string;
  description: string;
  /** The three article titles of the topic; they are also the section headings of its article page. */
  articles: string[];
  /** A short icon key such as 'shield'; the layout maps it to an icon. */
  icon: ContentIconKey;
}

/** A static help-center article page. */
export interface HelpArticle {
  slug: HelpTopicSlug;
  title: string;
  intro: string;
  sections: ContentSection[];
}

/** The six topic cards, in display order. */
export const helpTopics: HelpTopic[] = [
  {
    slug: 'vpn-basics',
    title: 'VPN Basics',
    description:
      'How a home-IP tunnel works, why your home IP address matters and how it fits with your corporate VPN.',
    articles: [
      'How a Home-IP Tunnel Works',
      'Why Your Home IP Address Matters',
      'Using It Alongside a Corporate VPN',
    ],
    icon: 'globe',
  },
  {
    slug: 'features-packages',
    title: 'Features & Packages',
    description:
      'Compare the Light and Pro packages, see what is in the box and find the subscription plan that suits you.',
    articles: ['Light vs. Pro: Choosing Your Package', "What's in the Box", 'Subscription Plans Explained'],
    icon: 'package',
  },
  {
    slug: 'setup-installation',
    title: 'Setup & Installation',
    description:
      'Check your home connection, set up the home router in 15-30 minutes and get online anywhere with the travel router.',
    articles: [
      'Before You Start: Home Connection Requirements',
      'Setting Up the Home Router',
      'Connecting on the Road with the Travel Router',
    ],
    icon: 'settings',
  },
  {
    slug: 'security-privacy',
    title: 'Security & Privacy',
    description:
      'Learn how your traffic is encrypted, how the kill switch protects you and exactly which data we keep.',
    articles: [
      'Encryption and the Tunnel Protocol',
      'The Kill Switch Explained',
      'What Data We Keep and for How Long',
    ],
    icon: 'shield',
  },
  {
    slug: 'billing-account',
    title: 'Billing & Account',
    description:
      'Plans, payments and automatic renewal, what happens when a payment fails, and how cancellations and refunds work.',
    articles: [
      'Plans, Payments and Auto-Renewal',
      'Failed Payments and Service Suspension',
      'Cancellations, Refunds and Returns',
    ],
    icon: 'credit-card',
  },
  {
    slug: 'support-troubleshooting',
    title: 'Support & Troubleshooting',
    description:
      'Reach our 24/7 support team, fix slow or dropped connections and use your 2-year hardware warranty.',
    articles: [
      'How to Reach Support and Response Times',
      'Fixing Slow or Dropped Connections',
      'Warranty and Hardware Replacement',
    ],
    icon: 'life-buoy',
  },
];

export { helpArticles } from './help-articles';
