import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName } = shopConfig;

export const featuresPackagesArticle: HelpArticle = {
  slug: 'features-packages',
  title: 'Fonctionnalités et packs',
  intro: `${brandName} existe en deux packs d'appareils, Light et Pro, et en trois forfaits. Chaque pack comprend un routeur domestique et un routeur de voyage, et chaque forfait inclut le service complet. Ce guide vous aide à choisir la combinaison adaptée à votre façon de travailler et de voyager.`,
  sections: [
    {
      heading: 'Light ou Pro\u00a0: bien choisir votre pack',
      paragraphs: [
        "Les deux packs conservent l'IP de votre domicile, fonctionnent avec les VPN d'entreprise, ne nécessitent aucun logiciel et intègrent le kill switch. Ils se distinguent par leur débit, leur couverture Wi-Fi et le nombre d'appareils qu'ils gèrent confortablement.",
        "Le pack Light (149\u00a0€) est conçu pour une personne équipée d'un ordinateur portable et d'un téléphone. Il offre jusqu'à 30 Mbps à travers le tunnel, ce qui suffit largement pour les e-mails, les appels vidéo, la messagerie, la navigation et le travail de bureau au quotidien. Son Wi-Fi couvre une pièce, par exemple une chambre d'hôtel ou le coin bureau d'un petit appartement.",
        "Le pack Pro (249\u00a0€) est notre choix le plus populaire. Il offre jusqu'à 150 Mbps, couvre un étage d'un logement en Wi-Fi 6 et gère simultanément plusieurs appareils et connexions filaires. Choisissez Pro si vous transférez régulièrement des fichiers volumineux, regardez du streaming en haute qualité, travaillez dans la production vidéo ou le design, ou voyagez avec un partenaire ou votre famille qui souhaitent eux aussi profiter de votre connexion domestique.",
        "N'oubliez pas que le tunnel ne peut jamais être plus rapide que le débit montant de votre connexion domestique. Si celui-ci avoisine 30 Mbps, Light et Pro vous sembleront équivalents\u202f; le surcroît de vitesse du pack Pro se révèle lorsque votre débit montant à domicile est plus élevé.",
      ],
      bullets: [
        "Light\u00a0: jusqu'à 30 Mbps, Wi-Fi couvrant une pièce, 1 à 2 appareils, une connexion filaire.",
        'Matériel Light\u00a0: Wi-Fi 5\u202f; 1 port WAN Gigabit, 2 ports LAN Gigabit, 1 port USB 2.0.',
        "Pro\u00a0: jusqu'à 150 Mbps, Wi-Fi couvrant un étage, plusieurs appareils et connexions filaires.",
        'Matériel Pro\u00a0: Wi-Fi 6\u202f; 1 port WAN 2,5 Gbps, 1 port LAN Gigabit, USB 3.0.',
      ],
    },
    {
      heading: 'Contenu du coffret',
      paragraphs: [
        "Chaque pack est livré prêt à l'emploi. Le routeur domestique et le routeur de voyage sont appairés avant de quitter notre entrepôt\u00a0: vous n'avez jamais à copier de clés ni à saisir d'adresses.",
        `Le routeur de voyage est assez compact pour tenir dans une sacoche d'ordinateur et son adaptateur secteur accepte 100 à 240 V\u00a0: avec un simple adaptateur de prise, il fonctionne sur tous les continents. Le câble Ethernet fourni relie le routeur domestique à votre box Internet\u202f; un second câble vous permet de brancher un ordinateur directement sur le routeur de voyage lorsque le Wi-Fi local est faible ou que vous préférez une connexion filaire. Chaque pack inclut également 1 mois de service ${brandName} offert\u00a0: vous pouvez commencer tout de suite et choisir un forfait plus tard.`,
      ],
      bullets: [
        'Routeur domestique avec adaptateur secteur.',
        'Routeur de voyage avec adaptateur secteur.',
        'Deux câbles Ethernet.',
        'Carte de démarrage rapide indiquant le nom et le mot de passe Wi-Fi de votre réseau de voyage.',
        '1 mois de service offert, ajouté à votre compte avec votre commande.',
      ],
    },
    {
      heading: 'Les forfaits en détail',
      paragraphs: [
        "Un abonnement assure le fonctionnement de votre tunnel. Il couvre le service de connexion qui permet à votre routeur de voyage de retrouver votre routeur domestique depuis n'importe quel réseau, les mises à jour automatiques du firmware et de sécurité des deux appareils, ainsi que l'assistance 24\u00a0h/24, 7\u00a0j/7. Tous les forfaits offrent les mêmes fonctionnalités\u202f; ils se distinguent par leur période de facturation et les délais de réponse de l'assistance.",
        "Flexi coûte 29\u00a0€ par mois et convient parfaitement aux voyages occasionnels\u00a0: abonnez-vous pour les mois où vous voyagez et arrêtez une fois rentré. Secure coûte 79\u00a0€ pour 3 mois et offre le meilleur rapport qualité-prix pour la plupart des télétravailleurs et des voyageurs réguliers. Ultimate coûte 149\u00a0€ pour 6 mois, avec le prix mensuel le plus bas et l'assistance la plus rapide, idéal pour les nomades numériques qui partent pour de longues périodes.",
        "Les forfaits se renouvellent à la fin de chaque période, et nous vous envoyons un e-mail 7 jours avant chaque renouvellement avec la date et le montant. Vous pouvez changer de forfait ou désactiver le renouvellement automatique dans Mon compte à tout moment avant la date de renouvellement\u202f; un nouveau forfait s'applique à partir de votre prochain renouvellement, et une résiliation prend effet à la fin de la période déjà payée.",
      ],
      bullets: [
        "Flexi\u00a0: 29\u00a0€ par mois. Réponses par e-mail sous 4 à 8 heures, demandes d'assistance traitées sous 8 à 12 heures.",
        "Secure\u00a0: 79\u00a0€ pour 3 mois. Réponses par e-mail sous 2 à 4 heures, demandes d'assistance traitées sous 4 à 6 heures.",
        "Ultimate\u00a0: 149\u00a0€ pour 6 mois. Réponses par e-mail sous 1 à 2 heures, demandes d'assistance traitées sous 2 à 4 heures.",
      ],
    },
  ],
};
