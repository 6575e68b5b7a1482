import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName, supportEmail } = shopConfig;

export const setupInstallationArticle: HelpArticle = {
  slug: 'setup-installation',
  title: 'Configuration et installation',
  intro: `L'installation de ${brandName} prend 15 à 30 minutes, et vous ne la faites qu'une fois. Aucun logiciel n'est à installer sur vos appareils\u00a0: vous branchez le routeur domestique chez vous, testez une fois le routeur de voyage, et vous voilà prêt à partir. Ce guide vous accompagne à chaque étape.`,
  sections: [
    {
      heading: 'Avant de commencer\u00a0: la connexion requise à la maison',
      paragraphs: [
        'Pendant vos déplacements, tout votre trafic sort sur Internet par votre connexion domestique. Le débit montant (upload) de cette connexion est donc le chiffre le plus important\u00a0: il fixe le débit maximal de votre tunnel. Nous recommandons au moins 30 Mbps. La fibre et les connexions câble récentes offrent généralement bien plus\u202f; certaines connexions ADSL et mobiles offrent moins.',
        "Pour le vérifier, lancez un test de débit sur un ordinateur connecté à votre réseau domestique et regardez le débit montant, et non le débit descendant. Si votre débit montant est inférieur à 30 Mbps, le tunnel fonctionne quand même, mais les gros téléchargements et les appels vidéo peuvent vous sembler plus lents que d'habitude. Pour profiter pleinement des 150 Mbps du pack Pro, votre débit montant à domicile doit atteindre 150 Mbps ou plus.",
        `Vous n'avez besoin ni d'adresse IP fixe, ni de redirection de ports, ni d'aucune modification de votre box Internet. Le service ${brandName} trouve automatiquement votre routeur domestique, même lorsque votre fournisseur d'accès change votre adresse ou la partage entre plusieurs clients.`,
      ],
      bullets: [
        'Une connexion Internet domestique offrant au moins 30 Mbps de débit montant (recommandé).',
        'Un port Ethernet (LAN) libre sur votre box Internet.',
        'Une prise électrique à proximité de votre box Internet.',
        'Un emplacement où le routeur domestique peut rester allumé pendant votre absence.',
      ],
    },
    {
      heading: 'Installer le routeur domestique',
      paragraphs: [
        "Placez le routeur domestique à côté de votre box Internet, à un endroit bien aéré. Une bonne réception Wi-Fi n'est pas nécessaire, car il fonctionne par câble.",
        "Au premier démarrage, le routeur domestique se signale à notre service et installe le dernier firmware. Cela peut prendre plusieurs minutes\u202f; ne le débranchez pas tant que le voyant d'état clignote. Lorsque le voyant d'état reste allumé en continu, le routeur domestique est prêt et le tunnel peut être utilisé.",
        "Avant votre premier départ, nous vous recommandons vivement de faire un test à la maison. Branchez le routeur de voyage sur une prise dans une autre pièce et connectez-le à votre Wi-Fi domestique, ou à un port libre de votre box Internet avec le second câble. Connectez votre ordinateur à son réseau Wi-Fi et ouvrez n'importe quel site du type «\u00a0quelle est mon adresse IP\u00a0». Il doit afficher la même adresse qu'un appareil connecté à votre Wi-Fi domestique habituel. Si c'est le cas, c'est terminé.",
      ],
      bullets: [
        'Reliez le port WAN du routeur domestique à un port LAN libre de votre box Internet avec le câble fourni.',
        "Branchez l'adaptateur secteur et attendez que le voyant d'état reste allumé en continu.",
        'Allumez le routeur de voyage et connectez-vous au réseau Wi-Fi indiqué sur la carte de démarrage rapide.',
        'Vérifiez que votre adresse IP correspond à celle de votre connexion domestique.',
        'Laissez le routeur domestique allumé et connecté pendant vos voyages.',
      ],
    },
    {
      heading: 'Se connecter en déplacement avec le routeur de voyage',
      paragraphs: [
        "Une fois à destination, branchez le routeur de voyage. S'il y a une prise Ethernet, reliez-la au port WAN du routeur de voyage\u00a0: la connexion par câble est l'option la plus rapide et la plus fiable. Sinon, connectez votre ordinateur ou votre téléphone au Wi-Fi du routeur de voyage et ouvrez n'importe quel site web. La page de configuration du routeur de voyage s'affiche et liste les réseaux Wi-Fi à proximité\u202f; choisissez le réseau local et saisissez son mot de passe.",
        "De nombreux hôtels, aéroports et espaces de coworking utilisent une page de connexion sur laquelle vous acceptez des conditions ou saisissez un numéro de chambre. Le routeur de voyage reconnaît ces pages et vous les affiche sur sa page de configuration. Connectez-vous à cet endroit, et le tunnel démarre automatiquement dès qu'Internet est accessible.",
        `Tant que le tunnel n'est pas connecté, le kill switch bloque tout le trafic\u00a0: rien ne sort avec une adresse IP locale. Dès que le voyant d'état reste allumé en continu, tous les appareils connectés au Wi-Fi du routeur de voyage utilisent votre connexion domestique. Vos appareils mémorisent le réseau de voyage\u00a0: à l'étape suivante, ils se reconnectent automatiquement et vous n'avez qu'à choisir le nouveau Wi-Fi local. En cas de difficulté, écrivez à ${supportEmail}\u202f; notre équipe est disponible 24\u00a0h/24, 7\u00a0j/7.`,
      ],
      bullets: [
        "Utilisez la prise Ethernet lorsqu'il y en a une\u202f; elle est plus rapide et plus stable que le Wi-Fi.",
        "Placez le routeur de voyage dans la pièce où vous travaillez, à l'écart des objets métalliques et des gros appareils électroménagers.",
        'Sur les réseaux avec page de connexion, connectez-vous depuis la page de configuration du routeur de voyage.',
        "Ne lancez le VPN de votre entreprise qu'une fois le voyant d'état allumé en continu.",
      ],
    },
  ],
};
