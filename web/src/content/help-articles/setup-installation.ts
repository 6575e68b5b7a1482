import { shopConfig } from '../../config/shop-config';
import type { HelpArticle } from '../help-center';

const { brandName, supportEmail } = shopConfig;

export const setupInstallationArticle: HelpArticle = {
  slug: 'setup-installation',
  title: 'Setup & Installation',
  intro: `Setting up ${brandName} takes 15-30 minutes, and you only do it once. There is no software to install on any of your devices: you connect the home router at home, test the travel router once, and you are ready to go. This guide walks you through every step.`,
  sections: [
    {
      heading: 'Before You Start: Home Connection Requirements',
      paragraphs: [
        'While you travel, all of your traffic leaves the internet through your home connection. That makes the upload speed of your home connection the most important number: it sets the maximum speed of your tunnel. We recommend at least 30 Mbps of upload. Fibre and modern cable connections usually offer far more; some DSL and mobile connections offer less.',
        'To check, run a speed test on a computer connected to your home network and look at the upload value, not the download value. If your upload is below 30 Mbps, the tunnel still works, but large downloads and video calls may feel slower than you are used to. To use the full 150 Mbps of the Pro package, your home upload should be 150 Mbps or more.',
        `You do not need a static IP address, port forwarding or any changes to your internet router. The ${brandName} service finds your home router automatically, even when your provider changes your address or shares it between customers.`,
      ],
      bullets: [
        'A home internet connection with at least 30 Mbps upload (recommended).',
        'A free Ethernet (LAN) port on your internet router.',
        'A power socket near your internet router.',
        'A place where the home router can stay switched on while you are away.',
      ],
    },
    {
      heading: 'Setting Up the Home Router',
      paragraphs: [
        'Place the home router next to your internet router, in a spot with some air around it. It does not need good Wi-Fi reception because it works over the cable.',
        'On first start, the home router checks in with our service and installs the latest firmware. This can take several minutes; please do not unplug it while the status light is blinking. When the status light stays on, the home router is ready and the tunnel can be used.',
        'Before your first trip, we strongly recommend a test at home. Plug the travel router into a power socket in another room and connect it to your home Wi-Fi or to a free port on your internet router with the second cable. Join its Wi-Fi network with your laptop and open any "what is my IP" website. It should show the same address as a device on your normal home Wi-Fi. If it does, you are done.',
      ],
      bullets: [
        'Connect the WAN port of the home router to a free LAN port of your internet router with the included cable.',
        'Plug in the power adapter and wait for the status light to stay on.',
        'Power up the travel router and join the Wi-Fi network printed on the quick-start card.',
        'Check that your IP address matches the one of your home connection.',
        'Leave the home router switched on and connected while you travel.',
      ],
    },
    {
      heading: 'Connecting on the Road with the Travel Router',
      paragraphs: [
        "At your destination, plug in the travel router. If there is an Ethernet socket, connect it to the WAN port of the travel router: a cable connection is the fastest and most reliable option. Otherwise, join the travel router's Wi-Fi with your laptop or phone and open any website. The travel router's setup page appears and lists the Wi-Fi networks nearby; choose the local network and enter its password.",
        'Many hotels, airports and coworking spaces use a login page where you accept terms or enter a room number. The travel router recognises these pages and shows them to you on its setup page. Complete the login there, and the tunnel starts automatically as soon as the internet is reachable.',
        `Until the tunnel is connected, the kill switch keeps all traffic blocked, so nothing leaves with a local IP address. Once the status light stays on, all devices on the travel router's Wi-Fi use your home connection. Your devices remember the travel network, so at the next stop they reconnect automatically and you only need to choose the new local Wi-Fi. If you get stuck, write to ${supportEmail}; our team is available 24/7.`,
      ],
      bullets: [
        'Use the Ethernet socket when there is one; it is faster and more stable than Wi-Fi.',
        'Place the travel router in the room where you work, away from metal objects and large appliances.',
        "On networks with a login page, complete the login on the travel router's setup page.",
        'Start your company VPN only after the status light stays on.',
      ],
    },
  ],
};
