import { shopConfig } from '../../config/shop-config';
import type { FaqEntry } from '../faq';

const { brandName, supportEmail } = shopConfig;

/** The 19 FAQ entries in French, in the same order as the English ones. */
export const faqEntries: FaqEntry[] = [
  {
    question: `Qu'est-ce que ${brandName} et comment cela fonctionne-t-il\u202f?`,
    answer: `${brandName}, ce sont deux petits routeurs qui fonctionnent en duo. Le routeur domestique reste branché sur votre connexion Internet à la maison\u202f; le routeur de voyage vous accompagne. Où que vous soyez, le routeur de voyage établit un tunnel chiffré jusqu'à votre routeur domestique, si bien que tout votre trafic sort sur Internet par votre propre connexion. Pour chaque site et chaque service que vous utilisez, vous apparaissez exactement comme si vous étiez chez vous.`,
  },
  {
    question: "Pourquoi est-il important de conserver l'IP de mon domicile\u202f?",
    answer: `Les banques, les services de streaming, les portails de paie et des impôts ainsi que de nombreux systèmes d'entreprise vérifient d'où provient une connexion. Une connexion soudaine depuis un autre pays, ou depuis l'adresse d'un centre de données partagée par des milliers d'utilisateurs de VPN, peut déclencher des vérifications supplémentaires, bloquer des paiements, verrouiller des comptes ou rendre des contenus indisponibles. Avec ${brandName}, votre trafic provient toujours de l'adresse IP résidentielle de votre domicile\u00a0: votre vie en ligne continue de fonctionner comme à la maison.`,
  },
  {
    question: 'Est-ce compatible avec le VPN de mon entreprise\u202f?',
    answer: `Oui. ${brandName} fonctionne en complément des VPN d'entreprise tels que Cisco AnyConnect, GlobalProtect, FortiClient, Zscaler ou Check Point. Votre ordinateur professionnel se connecte simplement au Wi-Fi du routeur de voyage et lance son VPN d'entreprise comme d'habitude\u202f; le VPN d'entreprise passe à l'intérieur de notre tunnel et atteint votre employeur depuis votre connexion domestique. Rien ne change sur l'ordinateur. Assurez-vous toutefois que le travail depuis l'étranger est conforme aux règles de votre employeur.`,
  },
  {
    question: 'Dois-je installer un logiciel\u202f?',
    answer: `Non. Il n'y a ni application, ni pilote, ni certificat à installer. Votre ordinateur portable, votre téléphone ou votre tablette se connecte au routeur de voyage en Wi-Fi ou par câble Ethernet, comme à n'importe quel autre réseau. C'est idéal pour les ordinateurs gérés par votre entreprise, sur lesquels vous ne pouvez rien installer, et cela fonctionne aussi bien avec Windows, macOS, Linux, ChromeOS, iOS qu'Android.`,
  },
  {
    question: 'Quel protocole de tunnel utilisez-vous\u202f?',
    answer: `${brandName} utilise un protocole de tunnel moderne, basé sur WireGuard, avec une cryptographie de pointe (échange de clés Curve25519 et chiffrement ChaCha20-Poly1305). Il est léger, rapide et se reconnecte vite lorsque vous changez de réseau, ce qui le rend particulièrement adapté aux connexions des hôtels, des cafés et des espaces de coworking.`,
  },
  {
    question: 'Que se passe-t-il si la connexion est interrompue\u202f?',
    answer: `Le kill switch intégré bloque tout le trafic du routeur de voyage dès que le tunnel tombe\u00a0: rien ne sort jamais par le réseau local avec une adresse IP étrangère. Le routeur de voyage se reconnecte automatiquement, généralement en quelques secondes, et le trafic reprend dès que le tunnel est rétabli.`,
  },
  {
    question: 'Quelle est la différence entre le pack Light et le pack Pro\u202f?',
    answer: `Le pack Light (149\u00a0€) offre jusqu'à 30 Mbps à travers le tunnel, un Wi-Fi couvrant une pièce pour 1 à 2 appareils et une connexion filaire, avec Wi-Fi 5, 1 port WAN Gigabit, 2 ports LAN Gigabit et 1 port USB 2.0. Le pack Pro (249\u00a0€) offre jusqu'à 150 Mbps, couvre un étage en Wi-Fi 6 et gère plusieurs appareils et connexions filaires, avec un port WAN 2,5 Gbps, un port LAN Gigabit et l'USB 3.0. Light convient aux e-mails, aux appels et au travail quotidien\u202f; Pro convient au travail riche en vidéo, aux fichiers volumineux et aux foyers qui voyagent ensemble.`,
  },
  {
    question: 'Quel débit Internet me faut-il à la maison\u202f?',
    answer: `Nous recommandons une connexion domestique offrant au moins 30 Mbps de débit montant (upload). Pendant vos déplacements, votre trafic sort par votre connexion domestique\u00a0: son débit montant fixe donc la limite du tunnel. Pour profiter pleinement des 150 Mbps du pack Pro, votre débit montant à domicile doit atteindre 150 Mbps ou plus. La connexion Internet sur votre lieu de séjour compte aussi\u00a0: un réseau d'hôtel lent limite également le débit.`,
  },
  {
    question: "Combien de temps prend l'installation\u202f?",
    answer: `Entre 15 et 30 minutes, dont la plus grande partie consiste à attendre que les appareils démarrent et se mettent à jour. Reliez le routeur domestique à votre box Internet avec le câble Ethernet fourni, branchez-le sur le secteur et suivez la carte de démarrage rapide. Les deux routeurs sont livrés déjà appairés\u00a0: aucune clé ni adresse à saisir. Nous vous recommandons de tester une fois le routeur de voyage à la maison avant votre premier départ.`,
  },
  {
    question: 'Quel forfait choisir\u202f?',
    answer: `Tous les forfaits comprennent le service complet\u00a0: le tunnel, les mises à jour automatiques du firmware et de sécurité, et une assistance 24\u00a0h/24, 7\u00a0j/7. Ils se distinguent par leur période de facturation et leurs délais de réponse de l'assistance. Flexi coûte 29\u00a0€ par mois et peut être résilié chaque mois. Secure coûte 79\u00a0€ pour 3 mois et offre le meilleur rapport qualité-prix pour la plupart des voyageurs. Ultimate coûte 149\u00a0€ pour 6 mois, avec le prix mensuel le plus bas et les réponses les plus rapides de l'assistance.`,
  },
  {
    question: "Ai-je besoin d'un abonnement, et un mois est-il inclus\u202f?",
    answer: `Oui, un forfait actif est nécessaire pour utiliser le tunnel\u00a0: il couvre le service de connexion qui permet à votre routeur de voyage de retrouver votre routeur domestique derrière n'importe quel réseau, les mises à jour du firmware et de sécurité, ainsi que l'assistance. Chaque pack d'appareils comprend 1 mois de service offert\u00a0: vous pouvez partir tout de suite et choisir un forfait ensuite.`,
  },
  {
    question: 'Quels sont les délais de livraison\u202f?',
    answer: `Les commandes sont expédiées avec un suivi. La livraison prend généralement 5 à 7 jours ouvrés en Europe et 7 à 10 jours ouvrés vers l'Amérique du Nord et l'Australie. Les frais de livraison pour votre destination sont calculés lors du paiement, et vous recevez un lien de suivi par e-mail dès que votre colis quitte notre entrepôt.`,
  },
  {
    question: 'Existe-t-il une garantie «\u00a0satisfait ou remboursé\u00a0»\u202f?',
    answer: `Oui. Chaque commande bénéficie d'une garantie «\u00a0satisfait ou remboursé\u00a0» de 14 jours à compter du jour de la livraison. Si ${brandName} ne vous convient pas, résiliez dans les 14 jours et renvoyez l'appareil dans les 30 jours suivant votre résiliation pour être intégralement remboursé. Les appareils encore non ouverts peuvent être retournés dans les 30 jours suivant la livraison.`,
  },
  {
    question: 'Que couvre la garantie matérielle\u202f?',
    answer: `Les deux routeurs bénéficient d'une garantie matérielle de 2 ans à compter de la date de livraison. Si un appareil présente une panne matérielle lors d'une utilisation normale, nous le réparons ou le remplaçons gratuitement, frais d'envoi compris. Les dommages dus à un accident, à un liquide, à une mauvaise utilisation ou à une modification non autorisée ne sont pas couverts. Vos droits légaux de consommateur ne sont pas affectés.`,
  },
  {
    question: 'Comment fonctionne le renouvellement automatique\u202f?',
    answer: `Les abonnements se renouvellent à la fin de chaque période de facturation, afin que votre connexion ne s'interrompe jamais pendant votre absence. Nous vous envoyons un e-mail 7 jours avant chaque renouvellement, avec la date et le montant. Un forfait payé par carte bancaire se renouvelle en débitant la carte utilisée, que nous conservons pour les renouvellements. Un forfait payé par PayPal ou par virement bancaire, ou acheté sans compte, se renouvelle lorsque vous le payez\u00a0: l'e-mail envoyé 7 jours avant contient un lien de paiement, et si le montant n'est pas réglé à la fin de la période, le forfait prend fin. Vous pouvez changer de forfait ou désactiver le renouvellement automatique à tout moment dans Mon compte avant la date de renouvellement\u202f; un nouveau forfait s'applique à partir de votre prochain renouvellement.`,
  },
  {
    question: 'Que se passe-t-il si un paiement échoue\u202f?',
    answer: `Si le paiement d'un renouvellement échoue, nous vous prévenons par e-mail et retentons le paiement au bout de 3 jours. Votre service continue de fonctionner pendant ce délai de grâce. Si le paiement n'a toujours pas abouti 7 jours après la date de renouvellement, le service est suspendu jusqu'au règlement du montant dû. Dès que vous le réglez, ou que vous mettez à jour votre moyen de paiement dans Mon compte, le service est immédiatement rétabli.`,
  },
  {
    question: 'Comment résilier mon abonnement\u202f?',
    answer: `Vous pouvez résilier à tout moment dans Mon compte ou en écrivant à ${supportEmail}. La résiliation prend effet à la fin de votre période de facturation en cours, et vous pouvez utiliser le service jusque-là. Elle est entièrement gratuite. Si vous résiliez pendant la période de 14 jours «\u00a0satisfait ou remboursé\u00a0», renvoyez l'appareil dans les 30 jours suivant votre résiliation pour être intégralement remboursé.`,
  },
  {
    question: 'Enregistrez-vous mon trafic\u202f?',
    answer: `Non. Nous n'enregistrons jamais les sites que vous consultez ni le contenu de votre trafic. Pour garantir la fiabilité du service, nous conservons des journaux de connexion minimaux (heures et durée des connexions, volume de données et identifiants des appareils), qui sont supprimés automatiquement au bout de 30 jours. Nous ne vendons jamais vos données. La Politique de confidentialité détaille tout ce que nous conservons et pendant combien de temps.`,
  },
  {
    question: "Comment contacter l'assistance\u202f?",
    answer: `Notre équipe d'assistance est disponible 24\u00a0h/24, 7\u00a0j/7. Ouvrez une demande d'assistance depuis la page Aide et assistance et vous recevrez une première réponse sous 2 heures, ou écrivez-nous à ${supportEmail}. Les réponses complètes arrivent dans le délai prévu par votre forfait\u00a0: Flexi, 4 à 8 heures par e-mail et 8 à 12 heures pour les demandes d'assistance\u202f; Secure, 2 à 4 heures par e-mail et 4 à 6 heures pour les demandes\u202f; Ultimate, 1 à 2 heures par e-mail et 2 à 4 heures pour les demandes.`,
  },
];
