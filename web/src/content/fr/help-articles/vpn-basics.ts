import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName } = shopConfig;

export const vpnBasicsArticle: HelpArticle = {
  slug: 'vpn-basics',
  title: 'Les bases du VPN',
  intro: `${brandName} vous offre la connexion Internet de votre domicile, où que vous soyez. Ce guide explique ce qu'il advient de votre trafic, pourquoi il vaut la peine de conserver l'IP de votre domicile et comment ${brandName} fonctionne avec le VPN fourni par votre employeur.`,
  sections: [
    {
      heading: "Comment fonctionne un tunnel vers l'IP de votre domicile",
      paragraphs: [
        `Chaque pack ${brandName} contient deux routeurs qui vont ensemble. Le routeur domestique reste chez vous, relié à votre box Internet par un câble Ethernet. Le routeur de voyage, lui, part dans votre sac. Lorsque vous le branchez à l'hôtel, dans un appartement ou dans un espace de coworking, il se connecte à Internet sur place et établit aussitôt un tunnel chiffré jusqu'à votre routeur domestique.`,
        "Dès lors, tout ce qu'envoient vos appareils passe par ce tunnel jusqu'à votre domicile et sort sur Internet depuis chez vous. Les sites web, les applications et les services en ligne voient l'adresse IP de votre connexion domestique, et non celle du réseau auquel vous êtes réellement connecté. Les réponses font le même chemin en sens inverse\u00a0: d'Internet vers votre domicile, puis à travers le tunnel jusqu'au routeur de voyage, et enfin vers votre ordinateur ou votre téléphone.",
        "Un service VPN classique fonctionne autrement. Il envoie votre trafic vers un centre de données exploité par le fournisseur de VPN, où il se mêle à celui de milliers d'autres utilisateurs avant de sortir sur Internet depuis une adresse partagée. Cela masque l'endroit où vous vous trouvez, mais ne vous fait pas paraître chez vous. Un tunnel vers l'IP de votre domicile fait exactement cela, puisque le point de sortie du tunnel est votre propre connexion.",
      ],
      bullets: [
        'Le routeur domestique\u00a0: il reste chez vous, relié à votre box Internet.',
        'Le routeur de voyage\u00a0: il crée votre propre réseau Wi-Fi partout où vous allez.',
        'Le tunnel\u00a0: chiffré, basé sur WireGuard et protégé par un kill switch.',
        "Vos appareils\u00a0: ils se connectent au routeur de voyage comme à n'importe quel Wi-Fi, sans logiciel à installer.",
      ],
    },
    {
      heading: "Pourquoi l'adresse IP de votre domicile compte",
      paragraphs: [
        "Votre adresse IP indique aux services en ligne où vous vous trouvez approximativement et quel type de connexion vous utilisez. De nombreux services s'appuient sur cette information pour protéger vos comptes, et certains réagissent vivement lorsqu'elle change soudainement.",
        "Les banques et les prestataires de paiement peuvent exiger une vérification supplémentaire ou bloquer une carte lorsqu'une connexion provient d'un pays inhabituel. Les services de streaming et de médias affichent un autre catalogue, voire aucun. Les portails des impôts, des assurances et de l'administration refusent parfois l'accès depuis l'étranger. Les systèmes d'entreprise peuvent traiter une connexion depuis un autre continent comme un incident de sécurité. Les adresses VPN partagées posent leurs propres problèmes\u00a0: utilisées par des milliers de personnes, elles sont souvent signalées, bridées ou soumises à d'interminables captchas.",
        `Avec ${brandName}, votre trafic sort toujours par l'adresse résidentielle que votre fournisseur d'accès vous a attribuée. C'est l'adresse que votre banque, vos services de streaming et votre employeur connaissent déjà\u00a0: votre vie en ligne continue de fonctionner comme à la maison, que vous partiez pour un week-end ou pour six mois.`,
      ],
      bullets: [
        'Moins de vérifications de sécurité et de paiements bloqués avec les applications bancaires.',
        "Votre catalogue de streaming et vos sites d'information habituels, comme à la maison.",
        "Pas d'adresse VPN partagée et signalée, ni d'avalanche de captchas.",
        'Accès aux appareils de votre réseau domestique, comme un NAS ou une imprimante.',
      ],
    },
    {
      heading: "L'utiliser avec un VPN d'entreprise",
      paragraphs: [
        `La plupart des télétravailleurs utilisent un VPN d'entreprise comme Cisco AnyConnect, GlobalProtect, FortiClient, Zscaler, Pulse Secure ou Check Point. ${brandName} fonctionne avec chacun d'eux. Votre ordinateur professionnel se connecte au Wi-Fi du routeur de voyage comme à n'importe quel autre réseau et lance le VPN d'entreprise exactement comme à la maison. Le VPN d'entreprise passe alors à l'intérieur du tunnel ${brandName}, et votre employeur voit la connexion arriver depuis l'adresse IP de votre domicile.`,
        "Comme il n'y a rien à installer sur l'ordinateur, la configuration gérée par votre service informatique reste intacte\u00a0: aucune carte réseau supplémentaire, aucun réglage modifié, aucun second client VPN qui se dispute votre trafic. C'est aussi pour cela que la solution fonctionne avec les appareils d'entreprise verrouillés, sur lesquels vous ne pouvez installer aucun logiciel.",
        "Deux conseils pour que tout se passe bien. D'abord, laissez le tunnel du routeur de voyage se connecter avant de lancer le VPN d'entreprise\u202f; le voyant d'état reste allumé en continu lorsqu'il est prêt. Ensuite, si le VPN d'entreprise se reconnecte après un changement de réseau, patientez quelques secondes\u00a0: le tunnel se rétablit automatiquement et le VPN d'entreprise suit. Assurez-vous que le travail depuis un autre lieu est conforme aux règles de votre employeur\u202f; notre tunnel maintient une connexion cohérente, mais les conditions de votre contrat de travail continuent de s'appliquer.",
      ],
    },
  ],
};
