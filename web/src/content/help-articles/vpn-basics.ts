import { shopConfig } from '../../config/shop-config';
import type { HelpArticle } from '../help-center';

const { brandName } = shopConfig;

export const vpnBasicsArticle: HelpArticle = {
  slug: 'vpn-basics',
  title: 'VPN Basics',
  intro: `${brandName} gives you your home internet connection wherever you are. This guide explains what happens to your traffic, why your home IP address is worth keeping, and how ${brandName} works together with the VPN your employer gives you.`,
  sections: [
    {
      heading: 'How a Home-IP Tunnel Works',
      paragraphs: [
        `Every ${brandName} package contains two routers that belong together. The home router stays at home and is connected to your existing internet router with an Ethernet cable. The travel router goes in your bag. When you plug the travel router in at a hotel, an apartment or a coworking space, it connects to the local internet and immediately builds an encrypted tunnel back to your home router.`,
        'From then on, everything your devices send travels through that tunnel to your home and leaves the internet from there. Websites, apps and online services see the IP address of your home connection, not the address of the network you are actually sitting on. Replies take the same way back: from the internet to your home, through the tunnel, to the travel router and on to your laptop or phone.',
        'A traditional VPN service works differently. It sends your traffic to a data centre run by the VPN provider, where it is mixed with the traffic of thousands of other users and leaves the internet from a shared address. That hides where you are, but it does not make you look like you are at home. A home-IP tunnel does exactly that, because the exit point of the tunnel is your own connection.',
      ],
      bullets: [
        'The home router: stays at home, connected to your home internet router.',
        'The travel router: creates your own Wi-Fi network wherever you go.',
        'The tunnel: encrypted, WireGuard-based, and protected by a kill switch.',
        'Your devices: connect to the travel router like to any Wi-Fi, with no software to install.',
      ],
    },
    {
      heading: 'Why Your Home IP Address Matters',
      paragraphs: [
        'Your IP address tells online services roughly where you are and what kind of connection you use. Many services rely on that information to protect your accounts, and some of them react strongly when it changes suddenly.',
        'Banks and payment providers may ask for extra verification or block a card when a login comes from an unfamiliar country. Streaming and media services show a different catalogue or none at all. Tax, insurance and government portals sometimes refuse access from abroad. Company systems may treat a login from another continent as a security incident. Shared VPN addresses have their own problems: because thousands of people use them, they are often flagged, rate-limited or met with endless captchas.',
        `With ${brandName}, your traffic always leaves from the residential address your internet provider gave you. It is the address your bank, your streaming services and your employer already know, so your online life keeps working the way it does at home, whether you are away for a weekend or for six months.`,
      ],
      bullets: [
        'Fewer security challenges and blocked payments with banking apps.',
        'Your usual streaming catalogue and news sites, as at home.',
        'No shared, flagged VPN address and no captcha storms.',
        'Access to devices on your home network, such as a NAS or a printer.',
      ],
    },
    {
      heading: 'Using It Alongside a Corporate VPN',
      paragraphs: [
        `Most remote workers use a company VPN such as Cisco AnyConnect, GlobalProtect, FortiClient, Zscaler, Pulse Secure or Check Point. ${brandName} works on top of all of them. Your work laptop joins the travel router's Wi-Fi like any other network and starts the company VPN exactly as it would at home. The company VPN then runs inside the ${brandName} tunnel, so your employer sees the connection arriving from your home IP address.`,
        'Because there is nothing to install on the laptop, the setup your IT department manages stays untouched: no extra network adapters, no changed settings, no second VPN client competing for your traffic. This is also why it works with locked-down company devices where you cannot install any software at all.',
        "Two tips for a smooth experience. First, let the travel router's tunnel connect before you start the company VPN; the status light turns solid when it is ready. Second, if the company VPN reconnects after you move between networks, give it a few seconds: the tunnel re-establishes itself automatically and the company VPN follows. Please make sure that working from another location is in line with your employer's policies; our tunnel keeps your connection consistent, but your employment terms still apply.",
      ],
    },
  ],
};
