import { ProductType } from './product.entity';

export interface SeedProduct {
  name: string;
  type: ProductType;
  category: string;
  price: string;
  duration: number | null;
  description: string;
  features: string[];
}

/** The catalog of DECISIONS.md, with the spec's feature lines. Prices include VAT. */
export const catalogSeed: readonly SeedProduct[] = [
  {
    name: 'Light Package',
    type: ProductType.device,
    category: 'light',
    price: '149.00',
    duration: null,
    description:
      'A compact home router and travel router pair for one traveller: single-room WiFi for 1-2 devices and one wired connection, tunnelled to your home IP.',
    features: [
      'Up to 30 Mbps Speed',
      'Wifi 5',
      '1 Gigabit WAN, 2 Gigabit LAN, 1 USB 2.0',
      'Single-room WiFi coverage',
      'Connect 1-2 devices and one wired connection',
      'Plug and play: no software to install',
      'Includes 1 free month of service',
    ],
  },
  {
    name: 'Pro Package',
    type: ProductType.device,
    category: 'pro',
    price: '249.00',
    duration: null,
    description:
      'Our fastest pair for serious remote work: WiFi for a whole floor, multiple devices and wired connections, all on your home IP.',
    features: [
      'Up to 150 Mbps Speed',
      'Wi-Fi 6 efficiency, future-proof',
      '1 x 2.5 Gbps WAN, 1 Gigabit LAN, USB 3.0',
      'One floor of WiFi coverage',
      'Multiple devices and wired connections',
      'Plug and play: no software to install',
      'Includes 1 free month of service',
    ],
  },
  {
    name: 'Flexi',
    type: ProductType.subscription,
    category: 'flexi',
    price: '29.00',
    duration: 1,
    description: 'Month-to-month freedom for occasional trips. Cancel any time before renewal.',
    features: [
      'Unlimited traffic through your home connection',
      'Kill switch and leak protection',
      'Works on top of corporate VPNs',
      'Email support within 4-8 hours',
    ],
  },
  {
    name: 'Secure',
    type: ProductType.subscription,
    category: 'secure',
    price: '79.00',
    duration: 3,
    description: 'Three months of your home IP abroad for the price of less than three Flexi months.',
    features: [
      'Everything in Flexi',
      'Priority tickets answered within 4-6 hours',
      'Email support within 2-4 hours',
      'Save 9% against monthly billing',
    ],
  },
  {
    name: 'Ultimate',
    type: ProductType.subscription,
    category: 'ultimate',
    price: '149.00',
    duration: 6,
    description: 'Half a year of worry-free remote work for digital nomads on long stays.',
    features: [
      'Everything in Secure',
      'Fastest support: email within 1-2 hours',
      'Tickets answered within 2-4 hours',
      'Save 14% against monthly billing',
    ],
  },
];
