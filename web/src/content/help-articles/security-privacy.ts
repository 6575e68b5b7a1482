import { shopConfig } from '../../config/shop-config';
import type { HelpArticle } from '../help-center';

const { brandName, supportEmail } = shopConfig;

export const securityPrivacyArticle: HelpArticle = {
  slug: 'security-privacy',
  title: 'Security & Privacy',
  intro: `Public Wi-Fi in hotels, airports and cafés is convenient but not trustworthy. ${brandName} encrypts everything between the travel router and your home, blocks traffic whenever the tunnel is down, and keeps as little data about you as possible. Here is how each of these protections works.`,
  sections: [
    {
      heading: 'Encryption and the Tunnel Protocol',
      paragraphs: [
        `${brandName} uses a modern, WireGuard-based tunnel protocol. It relies on a small set of well-reviewed cryptographic building blocks: Curve25519 for the key exchange, ChaCha20-Poly1305 for authenticated encryption and BLAKE2s for hashing. Session keys are renewed every few minutes, so even a key that somehow leaked would only ever expose a short slice of traffic.`,
        'Your home router and travel router hold their own private keys, which are generated on the devices and never leave them. The two routers only accept connections from each other, so nobody else can use your home connection through the tunnel, and the operator of the network you are sitting on sees nothing but encrypted packets travelling to your home.',
        'The protocol is also lean, which keeps it fast on small hardware and helps it recover quickly when you move between networks or when a hotel connection briefly drops. Firmware updates, including security fixes, are installed automatically on both devices while your subscription is active.',
      ],
      bullets: [
        'Encrypted end to end between the travel router and your home router.',
        'Device keys are created on the routers and never leave them.',
        'The local network only sees encrypted traffic, not the sites you visit.',
        'Automatic firmware and security updates for both devices.',
      ],
    },
    {
      heading: 'The Kill Switch Explained',
      paragraphs: [
        'A tunnel only protects you while it is up. If it drops for a moment, for example when the hotel Wi-Fi reconnects, many VPN setups quietly send traffic over the local network instead. That can reveal your real location to a bank or employer, or expose unencrypted traffic to the local network.',
        `The ${brandName} kill switch is built into the travel router, so it protects every device connected to it, including laptops managed by your employer. Whenever the tunnel is not connected, the travel router blocks all internet traffic from your devices. Nothing leaves with a local IP address. As soon as the tunnel is back, usually within seconds, traffic flows again without you having to do anything.`,
        "The only exception is the travel router's own setup page, which stays reachable so you can choose a Wi-Fi network or complete a hotel login page. The kill switch is always on and cannot be disabled by accident.",
      ],
    },
    {
      heading: 'What Data We Keep and for How Long',
      paragraphs: [
        'We do not record the websites you visit, the content of your traffic or your DNS queries. Your traffic passes through your own home connection, not through servers where it could be inspected.',
        'To run the service and help you when something goes wrong, we keep a small amount of data, each for a fixed period. Connection logs contain the times of connections, their duration, the amount of data transferred and the identifiers of your devices; we use them to troubleshoot and to protect the service from abuse, and we delete them after 30 days.',
        `We never sell your data. You can ask for a copy of your data, for corrections or for deletion at any time by writing to ${supportEmail}. The Privacy Policy, linked in the footer of every page, describes all data we process and your rights under the GDPR and the Swiss Federal Act on Data Protection.`,
      ],
      bullets: [
        'Connection logs: deleted after 30 days.',
        'Account data: kept until you delete your account, or 3 years after your last activity.',
        'Payment records: typically kept for 7 years, as accounting and tax law require.',
        'Support records: kept for 2 years.',
      ],
    },
  ],
};
