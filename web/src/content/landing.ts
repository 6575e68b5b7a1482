import { shopConfig } from '../config/shop-config';
import type { ContentIconKey, DeviceCategory } from './types';

const { brandName } = shopConfig;

/** Hero section (#home). */
export const heroContent: {
  title: string;
  subtitle: string;
  /** The landing-page claims, shown as short badges or a check list. */
  claims: string[];
  /** Poster image for the hero video or animated scene. */
  posterSrc: string;
  posterAlt: string;
} = {
  title: 'Your Home Internet, Anywhere in the World',
  subtitle: `${brandName} tunnels your traffic back to your own home connection, so banks, streaming services and your employer see you exactly where they expect you: at home. Plug in, connect, and work from anywhere.`,
  claims: [
    'Keeps your home IP address anywhere',
    'Works on top of corporate VPNs',
    'No software installation',
    'Modern WireGuard-based tunnel protocol',
    'Built-in kill switch',
    '24/7 support',
    '14-day money-back guarantee',
  ],
  posterSrc: '/images/hero-poster.svg',
  posterAlt: 'A house connected by a glowing tunnel across the globe to a travel router',
};

/** One step of the How it Works section. */
export interface HowItWorksStep {
  title: string;
  description: string;
  icon: ContentIconKey;
}

/** The three steps of the How it Works section (#how-it-works), in order. */
export const howItWorksSteps: HowItWorksStep[] = [
  {
    title: 'Setup at Home',
    description:
      'Connect the home router to your internet router with the included cable and plug it in. The two devices come paired, and setup takes 15-30 minutes.',
    icon: 'home',
  },
  {
    title: 'Travel with Device',
    description:
      'Pack the compact travel router. At your hotel, apartment or coworking space, connect it to the local internet by Wi-Fi or cable.',
    icon: 'plane',
  },
  {
    title: 'Secure Connection',
    description:
      'An encrypted tunnel links the travel router to your home. Every device on its Wi-Fi browses with your home IP address, protected by the kill switch.',
    icon: 'shield',
  },
];

export { platformLogos, type PlatformLogo } from './platforms';

/**
 * A row of the comparison table. `true` renders as a check mark, `false` as a cross,
 * and a string is shown as text.
 */
export interface ComparisonRow {
  feature: string;
  ours: boolean | string;
  traditional: boolean | string;
}

/** Column headings of the comparison table. */
export const comparisonColumns: { feature: string; ours: string; traditional: string } = {
  feature: 'Feature',
  ours: brandName,
  traditional: 'Traditional VPN services',
};

/** The comparison of this product against traditional VPN services. */
export const comparisonRows: ComparisonRow[] = [
  { feature: 'Keeps your home IP address', ours: true, traditional: false },
  { feature: 'Works on top of corporate VPNs', ours: true, traditional: 'Often conflicts' },
  { feature: 'No software to install', ours: true, traditional: 'App on every device' },
  { feature: 'Banking and streaming as at home', ours: true, traditional: 'Often blocked' },
  {
    feature: 'IP address reputation',
    ours: 'Your own residential IP',
    traditional: 'Shared, often flagged',
  },
  { feature: 'Protects every device on the Wi-Fi', ours: true, traditional: 'Limited seats' },
  { feature: 'Access to your home network', ours: true, traditional: false },
  { feature: 'Kill switch', ours: 'Built into the router', traditional: 'Depends on the app' },
  { feature: 'Modern tunnel protocol', ours: true, traditional: true },
  { feature: 'Same IP address on every trip', ours: true, traditional: 'Changes with the server' },
];

/** One card of the Why Choose section. */
export interface WhyChooseFeature {
  title: string;
  description: string;
  icon: ContentIconKey;
}

/** The six feature cards of the Why Choose section (#why-choose). */
export const whyChooseFeatures: WhyChooseFeature[] = [
  {
    title: 'Your Home IP, Everywhere',
    description:
      'Your traffic leaves the internet from your own home connection, so every service sees your usual residential address, wherever you are.',
    icon: 'globe',
  },
  {
    title: 'Corporate VPN Friendly',
    description:
      'Your company VPN runs on top of the tunnel, unchanged. IT keeps full control of your work laptop, and your employer sees a login from home.',
    icon: 'briefcase',
  },
  {
    title: 'Zero Software',
    description:
      'No apps, drivers or certificates. Any laptop, phone or tablet just joins the travel router over Wi-Fi or cable.',
    icon: 'plug',
  },
  {
    title: 'Modern Encryption',
    description:
      'A lean, WireGuard-based protocol with state-of-the-art cryptography keeps your connection fast and private on any network.',
    icon: 'lock',
  },
  {
    title: 'Built-in Kill Switch',
    description:
      'If the tunnel drops, the travel router blocks all traffic until it is back, so nothing leaks over hotel or café Wi-Fi.',
    icon: 'shield',
  },
  {
    title: '24/7 Human Support',
    description:
      'Real people in every time zone, with a first reply to every ticket within 2 hours and a 14-day money-back guarantee.',
    icon: 'headset',
  },
];

/** Static description of a device package, shown with the product data from the API. */
export interface DeviceHighlight {
  category: DeviceCategory;
  name: string;
  tagline: string;
  /** The speed line; in the feature list the hardware lines follow it. */
  speed: string;
  /** Coverage and capacity in plain words. */
  highlights: string[];
  /** Hardware lines shown right after the speed line. */
  hardware: string[];
  badge?: string;
}

/** Static text of the Light and Pro packages. */
export const deviceHighlights: Record<DeviceCategory, DeviceHighlight> = {
  light: {
    category: 'light',
    name: 'Light Package',
    tagline: 'Everything one remote worker needs: calls, email and everyday work from anywhere.',
    speed: 'Up to 30 Mbps Speed',
    highlights: [
      'Single-room WiFi coverage',
      'Ideal for 1-2 devices',
      'One wired connection',
      'Home router and travel router, paired and ready',
      'Includes 1 free month of service',
    ],
    hardware: ['Wifi 5', '1 Gigabit WAN, 2 Gigabit LAN, 1 USB 2.0'],
  },
  pro: {
    category: 'pro',
    name: 'Pro Package',
    tagline: 'Full speed for demanding work, big files and travelling together.',
    speed: 'Up to 150 Mbps Speed',
    highlights: [
      'WiFi coverage for one floor',
      'Multiple devices at once',
      'Multiple wired connections',
      'Home router and travel router, paired and ready',
      'Includes 1 free month of service',
    ],
    hardware: ['Wi-Fi 6 efficiency, future-proof', '1 x 2.5 Gbps WAN, 1 Gigabit LAN, USB 3.0'],
    badge: 'MOST POPULAR',
  },
};

/** Product photos of each package for the shop gallery. */
export const deviceGalleries: Record<DeviceCategory, { src: string; alt: string }[]> = {
  light: [
    {
      src: '/images/devices/light-1.svg',
      alt: 'Light package: white home router and compact travel router, front view',
    },
    {
      src: '/images/devices/light-2.svg',
      alt: 'Light router rear panel with one Gigabit WAN port, two Gigabit LAN ports and USB 2.0',
    },
    {
      src: '/images/devices/light-3.svg',
      alt: 'Light travel router next to a passport for scale',
    },
  ],
  pro: [
    {
      src: '/images/devices/pro-1.svg',
      alt: 'Pro package: dark router with four antennas, front view',
    },
    {
      src: '/images/devices/pro-2.svg',
      alt: 'Pro router rear panel with a 2.5 Gbps WAN port, a Gigabit LAN port and USB 3.0',
    },
    {
      src: '/images/devices/pro-3.svg',
      alt: 'Pro router with its antennas folded flat for travel',
    },
  ],
};
