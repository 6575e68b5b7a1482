/**
 * What the landing page shows the same in every language (names of brands, products and operating
 * systems; the About figures): one module every language's texts share, so a German page never
 * fetches the English texts for them.
 */
/** A wordmark in the auto-scrolling logo strip. Rendered as plain text, never as a third-party logo. */
export interface PlatformLogo {
  name: string;
  kind: 'vpn' | 'os';
}

/** Corporate VPN clients and operating systems that work with the travel router. */
export const platformLogos: PlatformLogo[] = [
  { name: 'Cisco AnyConnect', kind: 'vpn' },
  { name: 'GlobalProtect', kind: 'vpn' },
  { name: 'FortiClient', kind: 'vpn' },
  { name: 'Zscaler', kind: 'vpn' },
  { name: 'Pulse Secure', kind: 'vpn' },
  { name: 'Check Point', kind: 'vpn' },
  { name: 'OpenVPN', kind: 'vpn' },
  { name: 'SonicWall', kind: 'vpn' },
  { name: 'Windows', kind: 'os' },
  { name: 'macOS', kind: 'os' },
  { name: 'Linux', kind: 'os' },
  { name: 'iOS', kind: 'os' },
  { name: 'Android', kind: 'os' },
  { name: 'ChromeOS', kind: 'os' },
];

/** The About section's counters: the same figures in every language, each labelled by its language. */
export const aboutFigures: {
  key: 'happyCustomers' | 'uptime' | 'secureConnections' | 'returnRate';
  target: number;
  decimals: 0 | 1;
  suffix: '+' | '%';
}[] = [
  { key: 'happyCustomers', target: 273, decimals: 0, suffix: '+' },
  { key: 'uptime', target: 99.9, decimals: 1, suffix: '%' },
  { key: 'secureConnections', target: 8735, decimals: 0, suffix: '+' },
  { key: 'returnRate', target: 1, decimals: 1, suffix: '%' },
];
