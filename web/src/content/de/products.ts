/**
 * German description and feature lines of each catalog product, keyed by the product name as the
 * API's catalog seed spells it; the feature lines keep the seed's count and order.
 */
export const productTexts: Record<string, { description: string; features: string[] }> = {
  'Light Package': {
    description:
      'Ein kompaktes Paar aus Heim-Router und Reise-Router für eine reisende Person: Wi-Fi für einen Raum mit 1–2 Geräten und ein kabelgebundener Anschluss, getunnelt zu Ihrer Heim-IP.',
    features: [
      'Bis zu 30 Mbps Geschwindigkeit',
      'Wi-Fi 5',
      '1 Gigabit WAN, 2 Gigabit LAN, 1 USB 2.0',
      'Wi-Fi-Abdeckung für einen Raum',
      '1–2 Geräte und ein kabelgebundener Anschluss',
      'Plug-and-play: keine Software zu installieren',
      'Inklusive 1 Gratismonat Service',
    ],
  },
  'Pro Package': {
    description:
      'Unser schnellstes Paar für anspruchsvolles ortsunabhängiges Arbeiten: Wi-Fi für eine ganze Etage, mehrere Geräte und kabelgebundene Anschlüsse, alles über Ihre Heim-IP.',
    features: [
      'Bis zu 150 Mbps Geschwindigkeit',
      'Effizientes Wi-Fi 6, zukunftssicher',
      '1 x 2,5 Gbps WAN, 1 Gigabit LAN, USB 3.0',
      'Wi-Fi-Abdeckung für eine Etage',
      'Mehrere Geräte und kabelgebundene Anschlüsse',
      'Plug-and-play: keine Software zu installieren',
      'Inklusive 1 Gratismonat Service',
    ],
  },
  Flexi: {
    description: 'Monatliche Flexibilität für gelegentliche Reisen. Jederzeit vor der Verlängerung kündbar.',
    features: [
      'Unbegrenzter Datenverkehr über Ihren Anschluss zu Hause',
      'Kill-Switch und Schutz vor Datenlecks',
      'Funktioniert mit Firmen-VPNs',
      'E-Mail-Support innerhalb von 4–8 Stunden',
    ],
  },
  Secure: {
    description: 'Drei Monate Ihre Heim-IP im Ausland – für weniger als den Preis von drei Flexi-Monaten.',
    features: [
      'Alles aus Flexi',
      'Priorisierte Tickets, beantwortet innerhalb von 4–6 Stunden',
      'E-Mail-Support innerhalb von 2–4 Stunden',
      '9 % günstiger als bei monatlicher Abrechnung',
    ],
  },
  Ultimate: {
    description:
      'Ein halbes Jahr sorgenfreies ortsunabhängiges Arbeiten für digitale Nomaden mit langen Aufenthalten.',
    features: [
      'Alles aus Secure',
      'Schnellster Support: E-Mail innerhalb von 1–2 Stunden',
      'Tickets beantwortet innerhalb von 2–4 Stunden',
      '14 % günstiger als bei monatlicher Abrechnung',
    ],
  },
};
