import { shopConfig } from '../../config/shop-config';
import type {
  ComparisonRow,
  DeviceHighlight,
  HowItWorksStep,
  WhyChooseFeature,
  comparisonColumns as englishColumns,
  deviceGalleries as englishGalleries,
  heroContent as englishHero,
} from '../landing';
import type { DeviceCategory } from '../types';

const { brandName } = shopConfig;

/** Hero section (#home), in French. */
export const heroContent: typeof englishHero = {
  title: 'Votre connexion Internet de la maison, partout dans le monde',
  subtitle: `${brandName} fait passer votre trafic par un tunnel jusqu'à votre propre connexion domestique\u00a0: les banques, les services de streaming et votre employeur vous voient exactement là où ils vous attendent, chez vous. Branchez, connectez-vous et travaillez d'où vous voulez.`,
  claims: [
    "Conserve l'IP de votre domicile, où que vous soyez",
    "Fonctionne avec les VPN d'entreprise",
    'Aucun logiciel à installer',
    'Protocole de tunnel moderne basé sur WireGuard',
    'Kill switch intégré',
    'Assistance 24\u00a0h/24, 7\u00a0j/7',
    'Satisfait ou remboursé pendant 14 jours',
  ],
  posterSrc: '/images/hero-poster.svg',
  posterAlt: 'Une maison reliée par un tunnel lumineux, à travers le globe, à un routeur de voyage',
};

/** The English step type pins the English titles; the French steps keep its other fields and carry French titles. */
export const howItWorksSteps: (Omit<HowItWorksStep, 'title'> & { title: string })[] = [
  {
    title: 'Installation à la maison',
    description:
      "Reliez le routeur domestique à votre box Internet avec le câble fourni, puis branchez-le sur le secteur. Les deux appareils sont livrés déjà appairés, et l'installation prend 15 à 30 minutes.",
    icon: 'home',
  },
  {
    title: 'Voyagez avec votre appareil',
    description:
      "Glissez le routeur de voyage compact dans vos bagages. À l'hôtel, dans votre location ou dans votre espace de coworking, connectez-le à Internet en Wi-Fi ou par câble.",
    icon: 'plane',
  },
  {
    title: 'Connexion sécurisée',
    description:
      "Un tunnel chiffré relie le routeur de voyage à votre domicile. Chaque appareil connecté à son Wi-Fi navigue avec l'IP de votre domicile, sous la protection du kill switch.",
    icon: 'shield',
  },
];

// The logo strip shows product names only, which stay as they are in every language.
export { platformLogos } from '../platforms';

/** Column headings of the comparison table. */
export const comparisonColumns: typeof englishColumns = {
  feature: 'Fonctionnalité',
  ours: brandName,
  traditional: 'Services VPN classiques',
};

/** The comparison of this product against traditional VPN services. */
export const comparisonRows: ComparisonRow[] = [
  { feature: "Conserve l'IP de votre domicile", ours: true, traditional: false },
  {
    feature: "Fonctionne avec les VPN d'entreprise",
    ours: true,
    traditional: 'Conflits fréquents',
  },
  { feature: 'Aucun logiciel à installer', ours: true, traditional: 'Une application par appareil' },
  { feature: 'Banque et streaming comme à la maison', ours: true, traditional: 'Souvent bloqués' },
  {
    feature: "Réputation de l'adresse IP",
    ours: 'Votre propre IP résidentielle',
    traditional: 'Partagée, souvent signalée',
  },
  {
    feature: 'Protège chaque appareil connecté au Wi-Fi',
    ours: true,
    traditional: "Nombre d'appareils limité",
  },
  { feature: 'Accès à votre réseau domestique', ours: true, traditional: false },
  { feature: 'Kill switch', ours: 'Intégré au routeur', traditional: "Dépend de l'application" },
  { feature: 'Protocole de tunnel moderne', ours: true, traditional: true },
  {
    feature: 'La même adresse IP à chaque voyage',
    ours: true,
    traditional: 'Change selon le serveur',
  },
];

/** The six feature cards of the Why Choose section (#why-choose). */
export const whyChooseFeatures: WhyChooseFeature[] = [
  {
    title: "L'IP de votre domicile, partout",
    description:
      'Votre trafic sort sur Internet par votre propre connexion domestique\u00a0: chaque service voit votre adresse résidentielle habituelle, où que vous soyez.',
    icon: 'globe',
  },
  {
    title: "Compatible avec les VPN d'entreprise",
    description:
      'Le VPN de votre entreprise fonctionne par-dessus le tunnel, sans aucun changement. Le service informatique garde le contrôle total de votre ordinateur professionnel, et votre employeur voit une connexion depuis votre domicile.',
    icon: 'briefcase',
  },
  {
    title: 'Zéro logiciel',
    description:
      'Ni application, ni pilote, ni certificat. Ordinateur portable, téléphone ou tablette\u00a0: il suffit de se connecter au routeur de voyage en Wi-Fi ou par câble.',
    icon: 'plug',
  },
  {
    title: 'Chiffrement moderne',
    description:
      "Un protocole léger basé sur WireGuard, doté d'une cryptographie de pointe, garde votre connexion rapide et confidentielle sur n'importe quel réseau.",
    icon: 'lock',
  },
  {
    title: 'Kill switch intégré',
    description:
      "Si le tunnel tombe, le routeur de voyage bloque tout le trafic jusqu'à son rétablissement\u00a0: rien ne fuit par le Wi-Fi de l'hôtel ou du café.",
    icon: 'shield',
  },
  {
    title: 'Une assistance humaine 24\u00a0h/24, 7\u00a0j/7',
    description:
      "De vraies personnes dans tous les fuseaux horaires, une première réponse à chaque demande d'assistance sous 2 heures et une garantie «\u00a0satisfait ou remboursé\u00a0» de 14 jours.",
    icon: 'headset',
  },
];

/**
 * Static text of the Light and Pro packages. The speed and hardware lines match the French
 * product features word for word, so the shop's feature list can merge them without repeats.
 */
export const deviceHighlights: Record<DeviceCategory, DeviceHighlight> = {
  light: {
    category: 'light',
    name: 'Light Package',
    tagline:
      "Tout ce dont un télétravailleur a besoin\u00a0: appels, e-mails et travail au quotidien, d'où qu'il soit.",
    speed: "Jusqu'à 30 Mbps",
    highlights: [
      'Wi-Fi couvrant une pièce',
      'Idéal pour 1 à 2 appareils',
      'Une connexion filaire',
      "Routeur domestique et routeur de voyage, appairés et prêts à l'emploi",
      '1 mois de service offert',
    ],
    hardware: ['Wi-Fi 5', '1 port WAN Gigabit, 2 ports LAN Gigabit, 1 port USB 2.0'],
  },
  pro: {
    category: 'pro',
    name: 'Pro Package',
    tagline: 'Toute la vitesse pour le travail exigeant, les gros fichiers et les voyages à plusieurs.',
    speed: "Jusqu'à 150 Mbps",
    highlights: [
      'Wi-Fi couvrant un étage',
      'Plusieurs appareils à la fois',
      'Plusieurs connexions filaires',
      "Routeur domestique et routeur de voyage, appairés et prêts à l'emploi",
      '1 mois de service offert',
    ],
    hardware: [
      "Efficacité du Wi-Fi 6, prêt pour l'avenir",
      '1 port WAN 2,5 Gbps, 1 port LAN Gigabit, USB 3.0',
    ],
    badge: 'LE PLUS POPULAIRE',
  },
};

/** Product photos of each package for the shop gallery, with French alt texts. */
export const deviceGalleries: typeof englishGalleries = {
  light: [
    {
      src: '/images/devices/light-1.svg',
      alt: 'Pack Light\u00a0: routeur domestique blanc et routeur de voyage compact, vue de face',
    },
    {
      src: '/images/devices/light-2.svg',
      alt: 'Face arrière du routeur Light avec un port WAN Gigabit, deux ports LAN Gigabit et un port USB 2.0',
    },
    {
      src: '/images/devices/light-3.svg',
      alt: "Routeur de voyage Light posé à côté d'un passeport pour donner l'échelle",
    },
  ],
  pro: [
    {
      src: '/images/devices/pro-1.svg',
      alt: 'Pack Pro\u00a0: routeur sombre à quatre antennes, vue de face',
    },
    {
      src: '/images/devices/pro-2.svg',
      alt: 'Face arrière du routeur Pro avec un port WAN 2,5 Gbps, un port LAN Gigabit et un port USB 3.0',
    },
    {
      src: '/images/devices/pro-3.svg',
      alt: 'Routeur Pro avec ses antennes repliées à plat pour le voyage',
    },
  ],
};
