import { shopConfig } from '../../config/shop-config';
import type { Testimonial } from '../testimonials';

const { brandName } = shopConfig;

/** The five testimonials, in slider order. */
export const testimonials: Testimonial[] = [
  {
    name: 'Sophie Laurent',
    role: 'Produktmanagerin, arbeitet ortsunabhängig aus Lissabon',
    content: `Ich war drei Monate in Portugal, und das VPN meines Arbeitgebers hat nicht das Geringste bemerkt. Reise-Router einstecken, Arbeitslaptop verbinden – und es fühlte sich genau an wie in meinem Homeoffice. Und meine Banking-App verlangt nicht mehr bei jeder Anmeldung eine Bestätigung.`,
    initials: 'SL',
    bgColor: '#2563EB',
    stars: 5,
  },
  {
    name: 'Markus Weber',
    role: 'Softwareentwickler und digitaler Nomade',
    content: `Ich habe so ziemlich jeden kommerziellen VPN-Dienst ausprobiert, und Websites haben deren geteilte IP-Adressen ständig als verdächtig markiert. Mit ${brandName} habe ich einfach überall meinen eigenen Anschluss von zu Hause. Die Einrichtung hat zwanzig Minuten gedauert, und das Pro Package bewältigt meine Videocalls und große Git-Pulls mühelos.`,
    initials: 'MW',
    bgColor: '#0F766E',
    stars: 5,
  },
  {
    name: 'Elena Rossi',
    role: 'Freiberufliche Übersetzerin',
    content: `Die Portale meiner Kunden und mein Finanzamt akzeptieren nur Anmeldungen von zu Hause. Das Light Package steckt in meinem Rucksack und funktioniert einfach – im Hotelzimmer genauso wie im Coworking-Space. Ein etwas kleineres Netzteil würde ich mir wünschen, aber das ist auch mein einziger Wunsch.`,
    initials: 'ER',
    bgColor: '#B45309',
    stars: 4.5,
  },
  {
    name: 'James Thornton',
    role: 'Finanzanalyst, beruflich viel unterwegs',
    content: `Unsere Compliance-Abteilung verlangt, dass ich mich aus meinem Heimatland verbinde. ${brandName} läuft unter unserem Firmen-VPN, ohne jede Software auf meinem verwalteten Laptop, und der Kill-Switch gibt mir im Hotel-Wi-Fi ein sicheres Gefühl.`,
    initials: 'JT',
    bgColor: '#7C3AED',
    stars: 5,
  },
  {
    name: 'Anna Kowalska',
    role: 'UX-Designerin, reist mit ihrer Familie',
    content: `Wir hatten das Pro Package auf einer zweimonatigen Reise durch Australien dabei. Unsere beiden Laptops, die Tablets der Kinder und unser Streaming liefen alle über unseren Anschluss zu Hause. Als ein Hotelnetz eine Anmeldeseite verlangte, hat mich das Support-Team, das rund um die Uhr erreichbar ist, mitten in der Nacht durchgelotst.`,
    initials: 'AK',
    bgColor: '#DB2777',
    stars: 5,
  },
];
