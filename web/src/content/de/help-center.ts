import type { HelpTopic } from '../help-center';

/** The six topic cards, in display order; `slug` stays the English topic key. */
export const helpTopics: HelpTopic[] = [
  {
    slug: 'vpn-basics',
    title: 'VPN-Grundlagen',
    description:
      'Wie ein Heim-IP-Tunnel funktioniert, warum Ihre Heim-IP-Adresse wichtig ist und wie er mit Ihrem Firmen-VPN zusammenspielt.',
    articles: [
      'So funktioniert ein Heim-IP-Tunnel',
      'Warum Ihre Heim-IP-Adresse wichtig ist',
      'Zusammen mit einem Firmen-VPN nutzen',
    ],
    icon: 'globe',
  },
  {
    slug: 'features-packages',
    title: 'Funktionen & Pakete',
    description:
      'Vergleichen Sie das Light Package und das Pro Package, sehen Sie, was im Lieferumfang enthalten ist, und finden Sie den passenden Tarif.',
    articles: ['Light oder Pro: Das richtige Paket wählen', 'Lieferumfang', 'Die Tarife im Überblick'],
    icon: 'package',
  },
  {
    slug: 'setup-installation',
    title: 'Einrichtung & Installation',
    description:
      'Prüfen Sie Ihren Anschluss zu Hause, richten Sie den Heim-Router in 15–30 Minuten ein und gehen Sie mit dem Reise-Router überall online.',
    articles: [
      'Bevor Sie beginnen: Anforderungen an den Anschluss zu Hause',
      'Den Heim-Router einrichten',
      'Unterwegs mit dem Reise-Router verbinden',
    ],
    icon: 'settings',
  },
  {
    slug: 'security-privacy',
    title: 'Sicherheit & Datenschutz',
    description:
      'Erfahren Sie, wie Ihr Datenverkehr verschlüsselt wird, wie Sie der Kill-Switch schützt und welche Daten wir genau speichern.',
    articles: [
      'Verschlüsselung und Tunnelprotokoll',
      'Der Kill-Switch erklärt',
      'Welche Daten wir speichern und wie lange',
    ],
    icon: 'shield',
  },
  {
    slug: 'billing-account',
    title: 'Abrechnung & Konto',
    description:
      'Tarife, Zahlungen und automatische Verlängerung, was bei einer fehlgeschlagenen Zahlung passiert und wie Kündigungen und Erstattungen ablaufen.',
    articles: [
      'Tarife, Zahlungen und automatische Verlängerung',
      'Fehlgeschlagene Zahlungen und Sperrung des Service',
      'Kündigungen, Erstattungen und Rücksendungen',
    ],
    icon: 'credit-card',
  },
  {
    slug: 'support-troubleshooting',
    title: 'Support & Fehlerbehebung',
    description:
      'Erreichen Sie unser Support-Team rund um die Uhr, beheben Sie langsame oder abbrechende Verbindungen und nutzen Sie Ihre 2-jährige Hardware-Garantie.',
    articles: [
      'So erreichen Sie den Support – und wie schnell wir antworten',
      'Langsame oder abbrechende Verbindungen beheben',
      'Garantie und Geräteaustausch',
    ],
    icon: 'life-buoy',
  },
];

export { helpArticles } from './help-articles';
