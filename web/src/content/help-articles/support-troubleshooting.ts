import { shopConfig } from '../../config/shop-config';
import type { HelpArticle } from '../help-center';

const { brandName, supportEmail } = shopConfig;

export const supportTroubleshootingArticle: HelpArticle = {
  slug: 'support-troubleshooting',
  title: 'Support & Troubleshooting',
  intro: `Most connection problems on the road can be solved in a few minutes. This guide shows you how to reach the ${brandName} support team, what you can check yourself first, and how the 2-year hardware warranty works if a device ever fails.`,
  sections: [
    {
      heading: 'How to Reach Support and Response Times',
      paragraphs: [
        `Our support team works 24/7, every day of the year, because our customers are spread across every time zone. You can open a ticket from the Help & Support page or write to ${supportEmail}. Every ticket gets a first reply from a person within 2 hours, with your ticket number and the first steps to try.`,
        'Email is best for questions about orders, billing and your account. Tickets are best for technical problems: our network engineers look at the status of your devices, investigate and come back with a complete answer. How quickly that full answer arrives depends on your plan.',
        'To help us help you faster, include your order number, the package you use (Light or Pro), the country you are in, how the travel router is connected (Wi-Fi or cable) and what you have already tried. A screenshot of a speed test or of an error message is also very useful.',
      ],
      bullets: [
        'Flexi: email replies within 4-8 hours, ticket answers within 8-12 hours.',
        'Secure: email replies within 2-4 hours, ticket answers within 4-6 hours.',
        'Ultimate: email replies within 1-2 hours, ticket answers within 2-4 hours.',
        'Every plan: first reply to a new ticket within 2 hours, 24/7.',
      ],
    },
    {
      heading: 'Fixing Slow or Dropped Connections',
      paragraphs: [
        'The speed of your tunnel depends on three things: the upload speed of your home connection, the internet connection where you are, and the limit of your package (up to 30 Mbps for Light, up to 150 Mbps for Pro). The slowest of the three sets the pace. If the tunnel feels slow, first find out which one it is.',
        "Run a speed test while connected to the travel router, then ask someone at home to run one on your home network and check the upload value. If your home upload is low or busy, for example because of a cloud backup or a family member streaming, the tunnel will be slow too. If the local network is the bottleneck, try a cable connection or move the travel router closer to the hotel's access point.",
        'If the tunnel keeps dropping, check that the home router is still powered and connected: a power cut or a router restart at home interrupts the tunnel until the home router is back. The travel router reconnects on its own, and the kill switch keeps your traffic blocked in the meantime, so nothing leaks while it does.',
      ],
      bullets: [
        'Restart the travel router and wait until the status light stays on.',
        'Use the Ethernet socket instead of Wi-Fi where you can.',
        'Pause large uploads and backups on your home network.',
        'Make sure the home router has power and its cable is firmly plugged in.',
        'Complete the login page again if the hotel network has timed you out.',
        'Start your company VPN only after the tunnel is connected.',
      ],
    },
    {
      heading: 'Warranty and Hardware Replacement',
      paragraphs: [
        'Both routers in your package come with a 2-year hardware warranty from the date of delivery. If a device stops working or develops a fault during normal use, we repair or replace it free of charge, including shipping in both directions.',
        `Open a ticket or write to ${supportEmail} with your order number and a short description of the problem. Our team first runs a remote check, because many issues can be fixed with a restart or a firmware update. If the hardware is at fault, we send you a replacement. For travellers, we ship the replacement first when possible, so you are not left without a connection while you wait.`,
        'The warranty covers defects in materials and workmanship. It does not cover damage from accidents, drops, liquids, unsuitable power supplies or unauthorised modifications, nor normal wear such as scratches. Your statutory consumer rights remain unaffected by this warranty.',
      ],
    },
  ],
};
