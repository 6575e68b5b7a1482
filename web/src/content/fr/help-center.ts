import type { HelpTopic } from '../help-center';

/** The six topic cards in French, in display order; `slug` stays the English topic key. */
export const helpTopics: HelpTopic[] = [
  {
    slug: 'vpn-basics',
    title: 'Les bases du VPN',
    description:
      "Comment fonctionne un tunnel vers l'IP de votre domicile, pourquoi cette adresse compte et comment il s'articule avec votre VPN d'entreprise.",
    articles: [
      "Comment fonctionne un tunnel vers l'IP de votre domicile",
      "Pourquoi l'adresse IP de votre domicile compte",
      "L'utiliser avec un VPN d'entreprise",
    ],
    icon: 'globe',
  },
  {
    slug: 'features-packages',
    title: 'Fonctionnalités et packs',
    description:
      'Comparez les packs Light et Pro, découvrez le contenu du coffret et trouvez le forfait qui vous convient.',
    articles: ['Light ou Pro\u00a0: bien choisir votre pack', 'Contenu du coffret', 'Les forfaits en détail'],
    icon: 'package',
  },
  {
    slug: 'setup-installation',
    title: 'Configuration et installation',
    description:
      'Vérifiez votre connexion domestique, installez le routeur domestique en 15 à 30 minutes et connectez-vous partout avec le routeur de voyage.',
    articles: [
      'Avant de commencer\u00a0: la connexion requise à la maison',
      'Installer le routeur domestique',
      'Se connecter en déplacement avec le routeur de voyage',
    ],
    icon: 'settings',
  },
  {
    slug: 'security-privacy',
    title: 'Sécurité et confidentialité',
    description:
      'Découvrez comment votre trafic est chiffré, comment le kill switch vous protège et quelles données nous conservons exactement.',
    articles: [
      'Le chiffrement et le protocole de tunnel',
      'Le kill switch en détail',
      'Quelles données nous conservons, et pendant combien de temps',
    ],
    icon: 'shield',
  },
  {
    slug: 'billing-account',
    title: 'Facturation et compte',
    description:
      "Forfaits, paiements et renouvellement automatique, ce qui se passe en cas d'échec de paiement, et le fonctionnement des résiliations et des remboursements.",
    articles: [
      'Forfaits, paiements et renouvellement automatique',
      'Échecs de paiement et suspension du service',
      'Résiliations, remboursements et retours',
    ],
    icon: 'credit-card',
  },
  {
    slug: 'support-troubleshooting',
    title: 'Assistance et dépannage',
    description:
      "Contactez notre équipe d'assistance disponible 24\u00a0h/24, 7\u00a0j/7, réglez les connexions lentes ou interrompues et faites jouer votre garantie matérielle de 2 ans.",
    articles: [
      "Contacter l'assistance et délais de réponse",
      'Résoudre les connexions lentes ou interrompues',
      'Garantie et remplacement du matériel',
    ],
    icon: 'life-buoy',
  },
];

export { helpArticles } from './help-articles';
