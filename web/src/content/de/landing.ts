import { shopConfig } from '../../config/shop-config';
import type {
  ComparisonRow,
  DeviceHighlight,
  HowItWorksStep,
  WhyChooseFeature,
  comparisonColumns as englishComparisonColumns,
  deviceGalleries as englishDeviceGalleries,
  heroContent as englishHeroContent,
} from '../landing';
import type { DeviceCategory } from '../types';

const { brandName } = shopConfig;

// The logo strip shows product names only, which stay as they are in every language.
export { platformLogos } from '../platforms';

/** Hero section (#home). */
export const heroContent: typeof englishHeroContent = {
  title: 'Ihr Internet von zu Hause – überall auf der Welt',
  subtitle: `${brandName} leitet Ihren Datenverkehr zurück zu Ihrem eigenen Anschluss zu Hause. So sehen Banken, Streamingdienste und Ihr Arbeitgeber Sie genau dort, wo sie Sie erwarten: zu Hause. Einstecken, verbinden und von überall aus arbeiten.`,
  claims: [
    'Behält Ihre Heim-IP-Adresse überall',
    'Funktioniert mit Firmen-VPNs',
    'Keine Softwareinstallation',
    'Modernes Tunnelprotokoll auf WireGuard-Basis',
    'Integrierter Kill-Switch',
    'Support rund um die Uhr',
    '14 Tage Geld-zurück-Garantie',
  ],
  posterSrc: '/images/hero-poster.svg',
  posterAlt:
    'Ein Haus, das über einen leuchtenden Tunnel rund um den Globus mit einem Reise-Router verbunden ist',
};

/** The three steps of the How it Works section (#how-it-works), in order. */
export const howItWorksSteps: HowItWorksStep[] = [
  {
    title: 'Einrichtung zu Hause',
    description:
      'Verbinden Sie den Heim-Router mit dem beiliegenden Kabel mit Ihrem Internet-Router und schließen Sie ihn an den Strom an. Die beiden Geräte sind bereits gekoppelt, die Einrichtung dauert 15–30 Minuten.',
    icon: 'home',
  },
  {
    title: 'Mit dem Gerät reisen',
    description:
      'Packen Sie den kompakten Reise-Router ein. Im Hotel, in der Ferienwohnung oder im Coworking-Space verbinden Sie ihn per Wi-Fi oder Kabel mit dem lokalen Internet.',
    icon: 'plane',
  },
  {
    title: 'Sichere Verbindung',
    description:
      'Ein verschlüsselter Tunnel verbindet den Reise-Router mit Ihrem Zuhause. Jedes Gerät in seinem Wi-Fi surft mit Ihrer Heim-IP-Adresse, geschützt durch den Kill-Switch.',
    icon: 'shield',
  },
];

/** Column headings of the comparison table. */
export const comparisonColumns: typeof englishComparisonColumns = {
  feature: 'Funktion',
  ours: brandName,
  traditional: 'Herkömmliche VPN-Dienste',
};

/** The comparison of this product against traditional VPN services. */
export const comparisonRows: ComparisonRow[] = [
  { feature: 'Behält Ihre Heim-IP-Adresse', ours: true, traditional: false },
  { feature: 'Funktioniert mit Firmen-VPNs', ours: true, traditional: 'Häufig Konflikte' },
  { feature: 'Keine Software zu installieren', ours: true, traditional: 'App auf jedem Gerät' },
  { feature: 'Banking und Streaming wie zu Hause', ours: true, traditional: 'Oft gesperrt' },
  {
    feature: 'Ruf der IP-Adresse',
    ours: 'Ihre eigene private IP-Adresse',
    traditional: 'Geteilt, oft als verdächtig markiert',
  },
  { feature: 'Schützt jedes Gerät im Wi-Fi', ours: true, traditional: 'Begrenzte Anzahl an Geräten' },
  { feature: 'Zugriff auf Ihr Heimnetzwerk', ours: true, traditional: false },
  { feature: 'Kill-Switch', ours: 'Im Router integriert', traditional: 'Abhängig von der App' },
  { feature: 'Modernes Tunnelprotokoll', ours: true, traditional: true },
  { feature: 'Dieselbe IP-Adresse auf jeder Reise', ours: true, traditional: 'Wechselt mit dem Server' },
];

/** The six feature cards of the Why Choose section (#why-choose). */
export const whyChooseFeatures: WhyChooseFeature[] = [
  {
    title: 'Ihre Heim-IP, überall',
    description:
      'Ihr Datenverkehr geht über Ihren eigenen Anschluss zu Hause ins Internet. So sieht jeder Dienst Ihre gewohnte private Adresse, wo auch immer Sie sind.',
    icon: 'globe',
  },
  {
    title: 'Passt zu Ihrem Firmen-VPN',
    description:
      'Ihr Firmen-VPN läuft unverändert innerhalb des Tunnels. Die IT behält die volle Kontrolle über Ihren Arbeitslaptop, und Ihr Arbeitgeber sieht eine Anmeldung von zu Hause.',
    icon: 'briefcase',
  },
  {
    title: 'Keine Software',
    description:
      'Keine Apps, Treiber oder Zertifikate. Jeder Laptop, jedes Smartphone und jedes Tablet verbindet sich einfach per Wi-Fi oder Kabel mit dem Reise-Router.',
    icon: 'plug',
  },
  {
    title: 'Moderne Verschlüsselung',
    description:
      'Ein schlankes Protokoll auf WireGuard-Basis mit Kryptografie auf dem neuesten Stand der Technik hält Ihre Verbindung in jedem Netzwerk schnell und privat.',
    icon: 'lock',
  },
  {
    title: 'Integrierter Kill-Switch',
    description:
      'Bricht der Tunnel ab, blockiert der Reise-Router den gesamten Datenverkehr, bis er wieder steht. So gelangt nichts über das Wi-Fi im Hotel oder Café nach draußen.',
    icon: 'shield',
  },
  {
    title: 'Persönlicher Support rund um die Uhr',
    description:
      'Echte Menschen in jeder Zeitzone, mit einer ersten Antwort auf jedes Ticket innerhalb von 2 Stunden und 14 Tagen Geld-zurück-Garantie.',
    icon: 'headset',
  },
];

/** Static text of the Light and Pro packages. */
export const deviceHighlights: Record<DeviceCategory, DeviceHighlight> = {
  light: {
    category: 'light',
    name: 'Light Package',
    tagline:
      'Alles, was eine Person für ortsunabhängiges Arbeiten braucht: Telefonate, E-Mails und den Arbeitsalltag von überall.',
    speed: 'Bis zu 30 Mbps Geschwindigkeit',
    highlights: [
      'Wi-Fi-Abdeckung für einen Raum',
      'Ideal für 1–2 Geräte',
      'Ein kabelgebundener Anschluss',
      'Heim-Router und Reise-Router, gekoppelt und startklar',
      'Inklusive 1 Gratismonat Service',
    ],
    hardware: ['Wi-Fi 5', '1 Gigabit WAN, 2 Gigabit LAN, 1 USB 2.0'],
  },
  pro: {
    category: 'pro',
    name: 'Pro Package',
    tagline: 'Volle Geschwindigkeit für anspruchsvolle Arbeit, große Dateien und gemeinsames Reisen.',
    speed: 'Bis zu 150 Mbps Geschwindigkeit',
    highlights: [
      'Wi-Fi-Abdeckung für eine Etage',
      'Mehrere Geräte gleichzeitig',
      'Mehrere kabelgebundene Anschlüsse',
      'Heim-Router und Reise-Router, gekoppelt und startklar',
      'Inklusive 1 Gratismonat Service',
    ],
    hardware: ['Effizientes Wi-Fi 6, zukunftssicher', '1 x 2,5 Gbps WAN, 1 Gigabit LAN, USB 3.0'],
    badge: 'AM BELIEBTESTEN',
  },
};

/** Product photos of each package for the shop gallery. */
export const deviceGalleries: typeof englishDeviceGalleries = {
  light: [
    {
      src: '/images/devices/light-1.svg',
      alt: 'Light Package: weißer Heim-Router und kompakter Reise-Router, Vorderansicht',
    },
    {
      src: '/images/devices/light-2.svg',
      alt: 'Rückseite des Light-Routers mit einem Gigabit-WAN-Anschluss, zwei Gigabit-LAN-Anschlüssen und USB 2.0',
    },
    {
      src: '/images/devices/light-3.svg',
      alt: 'Light-Reise-Router neben einem Reisepass als Größenvergleich',
    },
  ],
  pro: [
    {
      src: '/images/devices/pro-1.svg',
      alt: 'Pro Package: dunkler Router mit vier Antennen, Vorderansicht',
    },
    {
      src: '/images/devices/pro-2.svg',
      alt: 'Rückseite des Pro-Routers mit einem 2,5-Gbps-WAN-Anschluss, einem Gigabit-LAN-Anschluss und USB 3.0',
    },
    {
      src: '/images/devices/pro-3.svg',
      alt: 'Pro-Router mit flach eingeklappten Antennen für die Reise',
    },
  ],
};
