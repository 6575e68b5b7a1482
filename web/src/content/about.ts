import { aboutFigures } from './platforms';
import { shopConfig } from '../config/shop-config';

const { brandName } = shopConfig;

/** Text of the landing page's About section. */
export const aboutContent: {
  heading: string;
  paragraphs: [string, string];
  imageSrc: string;
  imageAlt: string;
} = {
  heading: `About ${brandName}`,
  paragraphs: [
    `Remote work has freed millions of people to work from anywhere, but the internet has not caught up. Banks, employers, streaming services and government portals still expect you to be at home, and a login from another country can mean blocked payments, locked accounts and awkward calls with IT. We started ${brandName} as remote workers ourselves, tired of choosing between travelling and staying connected to the life we left at home.`,
    `Our answer is simple hardware that keeps your home IP address wherever you go. A small router at home and a travel router in your bag build an encrypted tunnel, so your traffic leaves the internet from your own connection, never from a crowded VPN server. No software to install, no settings to fight with, and a support team that is awake when you are, in every time zone.`,
  ],
  imageSrc: '/images/about-remote-work.svg',
  imageAlt: 'A person working on a laptop at a desk by a sunny window',
};

/** One animated counter of the About section. */
export interface AboutStat {
  key: 'happyCustomers' | 'uptime' | 'secureConnections' | 'returnRate';
  label: string;
  /** The value the counter animates to. */
  target: number;
  /** Decimal places shown while counting and at the end. */
  decimals: 0 | 1;
  /** Text shown after the number, such as '+' or '%'. */
  suffix: string;
}

const labels: Record<AboutStat['key'], string> = {
  happyCustomers: 'Happy Customers',
  uptime: 'Service Uptime',
  secureConnections: 'Secure Connections',
  returnRate: 'Return Rate',
};

/** The four counters, in display order. */
export const aboutStats: AboutStat[] = aboutFigures.map((figure) => ({
  ...figure,
  label: labels[figure.key],
}));
