import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName, supportEmail } = shopConfig;

export const securityPrivacyArticle: HelpArticle = {
  slug: 'security-privacy',
  title: 'Sécurité et confidentialité',
  intro: `Le Wi-Fi public des hôtels, des aéroports et des cafés est pratique, mais il n'est pas digne de confiance. ${brandName} chiffre tout ce qui circule entre le routeur de voyage et votre domicile, bloque le trafic dès que le tunnel est coupé et conserve le moins de données possible à votre sujet. Voici comment fonctionne chacune de ces protections.`,
  sections: [
    {
      heading: 'Le chiffrement et le protocole de tunnel',
      paragraphs: [
        `${brandName} utilise un protocole de tunnel moderne, basé sur WireGuard. Il repose sur un petit nombre de briques cryptographiques éprouvées\u00a0: Curve25519 pour l'échange de clés, ChaCha20-Poly1305 pour le chiffrement authentifié et BLAKE2s pour le hachage. Les clés de session sont renouvelées toutes les quelques minutes\u00a0: même une clé qui aurait fuité d'une manière ou d'une autre n'exposerait jamais qu'une courte portion du trafic.`,
        "Votre routeur domestique et votre routeur de voyage possèdent chacun leurs propres clés privées, générées sur les appareils et qui ne les quittent jamais. Les deux routeurs n'acceptent de connexions que l'un de l'autre\u00a0: personne d'autre ne peut utiliser votre connexion domestique à travers le tunnel, et l'exploitant du réseau sur lequel vous êtes connecté ne voit que des paquets chiffrés en route vers votre domicile.",
        "Le protocole est en outre léger, ce qui le rend rapide sur un matériel compact et l'aide à se rétablir vite lorsque vous changez de réseau ou qu'une connexion d'hôtel est brièvement coupée. Les mises à jour du firmware, correctifs de sécurité compris, s'installent automatiquement sur les deux appareils tant que votre abonnement est actif.",
      ],
      bullets: [
        'Chiffrement de bout en bout entre le routeur de voyage et votre routeur domestique.',
        'Les clés des appareils sont créées sur les routeurs et ne les quittent jamais.',
        'Le réseau local ne voit que du trafic chiffré, pas les sites que vous consultez.',
        'Mises à jour automatiques du firmware et de sécurité pour les deux appareils.',
      ],
    },
    {
      heading: 'Le kill switch en détail',
      paragraphs: [
        "Un tunnel ne vous protège que lorsqu'il est actif. S'il tombe un instant, par exemple quand le Wi-Fi de l'hôtel se reconnecte, de nombreuses configurations VPN envoient discrètement le trafic par le réseau local. Cela peut révéler votre véritable localisation à une banque ou à un employeur, ou exposer du trafic non chiffré au réseau local.",
        `Le kill switch de ${brandName} est intégré au routeur de voyage\u00a0: il protège donc chaque appareil qui y est connecté, y compris les ordinateurs gérés par votre employeur. Dès que le tunnel n'est pas connecté, le routeur de voyage bloque tout le trafic Internet de vos appareils. Rien ne sort avec une adresse IP locale. Dès que le tunnel est rétabli, généralement en quelques secondes, le trafic reprend sans que vous ayez quoi que ce soit à faire.`,
        "La seule exception est la page de configuration du routeur de voyage, qui reste accessible pour que vous puissiez choisir un réseau Wi-Fi ou passer la page de connexion d'un hôtel. Le kill switch est toujours actif et ne peut pas être désactivé par erreur.",
      ],
    },
    {
      heading: 'Quelles données nous conservons, et pendant combien de temps',
      paragraphs: [
        "Nous n'enregistrons ni les sites que vous consultez, ni le contenu de votre trafic, ni vos requêtes DNS. Votre trafic passe par votre propre connexion domestique, et non par des serveurs où il pourrait être inspecté.",
        'Pour faire fonctionner le service et vous aider en cas de problème, nous conservons une petite quantité de données, chacune pour une durée déterminée. Les journaux de connexion contiennent les heures des connexions, leur durée, le volume de données transférées et les identifiants de vos appareils\u202f; nous les utilisons pour le dépannage et pour protéger le service contre les abus, et nous les supprimons au bout de 30 jours.',
        `Nous ne vendons jamais vos données. Vous pouvez à tout moment demander une copie de vos données, leur rectification ou leur suppression en écrivant à ${supportEmail}. La Politique de confidentialité, accessible en bas de chaque page, décrit toutes les données que nous traitons et les droits dont vous disposez en vertu du RGPD et de la loi fédérale suisse sur la protection des données.`,
      ],
      bullets: [
        'Journaux de connexion\u00a0: supprimés au bout de 30 jours.',
        "Données de compte\u00a0: conservées jusqu'à la suppression de votre compte, ou 3 ans après votre dernière activité.",
        "Justificatifs de paiement\u00a0: généralement conservés 7 ans, comme l'exige le droit comptable et fiscal.",
        "Échanges avec l'assistance\u00a0: conservés 2 ans.",
      ],
    },
  ],
};
