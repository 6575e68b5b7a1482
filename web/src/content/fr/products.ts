import type { ProductTexts } from '../products';

/**
 * French description and feature lines of every catalog product, keyed by the product name as the
 * API sends it (api/src/modules/catalog/catalog.seed.ts); the lines keep the seed's count and order.
 * The speed and hardware lines of the packages match deviceHighlights in ./landing word for word.
 */
export const productTexts: ProductTexts = {
  'Light Package': {
    description:
      "Un duo compact, routeur domestique et routeur de voyage, pour un voyageur\u00a0: un Wi-Fi couvrant une pièce pour 1 à 2 appareils et une connexion filaire, le tout acheminé par un tunnel jusqu'à l'IP de votre domicile.",
    features: [
      "Jusqu'à 30 Mbps",
      'Wi-Fi 5',
      '1 port WAN Gigabit, 2 ports LAN Gigabit, 1 port USB 2.0',
      'Wi-Fi couvrant une pièce',
      'Connectez 1 à 2 appareils et une connexion filaire',
      "Prêt à l'emploi\u00a0: aucun logiciel à installer",
      '1 mois de service offert',
    ],
  },
  'Pro Package': {
    description:
      "Notre duo le plus rapide pour le télétravail exigeant\u00a0: un Wi-Fi pour tout un étage, plusieurs appareils et connexions filaires, le tout avec l'IP de votre domicile.",
    features: [
      "Jusqu'à 150 Mbps",
      "Efficacité du Wi-Fi 6, prêt pour l'avenir",
      '1 port WAN 2,5 Gbps, 1 port LAN Gigabit, USB 3.0',
      'Wi-Fi couvrant un étage',
      'Plusieurs appareils et connexions filaires',
      "Prêt à l'emploi\u00a0: aucun logiciel à installer",
      '1 mois de service offert',
    ],
  },
  Flexi: {
    description:
      'La liberté du mois par mois pour les voyages occasionnels. Résiliable à tout moment avant le renouvellement.',
    features: [
      'Trafic illimité via votre connexion domestique',
      'Kill switch et protection contre les fuites',
      "Fonctionne avec les VPN d'entreprise",
      'Assistance par e-mail sous 4 à 8 heures',
    ],
  },
  Secure: {
    description:
      "Trois mois avec l'IP de votre domicile à l'étranger, pour moins que le prix de trois mois de Flexi.",
    features: [
      "Tout ce qu'offre Flexi",
      "Demandes d'assistance prioritaires traitées sous 4 à 6 heures",
      'Assistance par e-mail sous 2 à 4 heures',
      'Économisez 9\u00a0% par rapport à la facturation mensuelle',
    ],
  },
  Ultimate: {
    description: 'Six mois de télétravail en toute sérénité pour les nomades numériques en séjour prolongé.',
    features: [
      "Tout ce qu'offre Secure",
      'Assistance la plus rapide\u00a0: e-mail sous 1 à 2 heures',
      "Demandes d'assistance traitées sous 2 à 4 heures",
      'Économisez 14\u00a0% par rapport à la facturation mensuelle',
    ],
  },
};
