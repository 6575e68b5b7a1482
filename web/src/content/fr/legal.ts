import { shopConfig } from '../../config/shop-config';
import type { LegalDocument } from '../legal';

const { brandName, supportEmail } = shopConfig;

/** The date from which all three documents apply, in French form. */
export const legalEffectiveDate: string = '6 septembre 2025';

/** Opens each French document: the English original is the binding text. */
const translationNotice =
  "Ce document est une traduction de la version originale en anglais\u202f; en cas de doute, c'est la version anglaise qui fait foi.";

export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  title: 'Politique de confidentialité',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: '1. Qui sommes-nous',
      paragraphs: [
        translationNotice,
        `La présente Politique de confidentialité explique comment ${brandName} («\u00a0nous\u00a0») collecte, utilise et protège les données personnelles lorsque vous visitez notre site, achetez nos appareils et nos forfaits, utilisez le service de tunnel ${brandName} ou contactez notre équipe d'assistance. Elle s'applique à compter du ${legalEffectiveDate}.`,
        `${brandName} est exploité depuis la Suisse et est le responsable du traitement de vos données personnelles. Nous traitons les données personnelles conformément à la loi fédérale suisse sur la protection des données (LPD) et, lorsqu'il vous est applicable, au Règlement général sur la protection des données de l'UE (RGPD). Pour toute question ou demande relative à la protection des données, écrivez-nous à ${supportEmail}.`,
      ],
    },
    {
      heading: '2. Les données que nous collectons',
      paragraphs: [
        'Nous ne collectons que les données nécessaires pour vous vendre nos produits, exploiter le service et vous assister :',
      ],
      bullets: [
        'Données de compte\u00a0: nom, adresse e-mail, numéro de téléphone et mot de passe haché de manière sécurisée si vous créez un compte.',
        'Données de commande\u00a0: les produits que vous achetez, leurs prix, votre adresse de livraison, le moyen de paiement choisi et le statut de vos commandes et abonnements.',
        'Données de paiement\u00a0: les paiements sont traités par nos prestataires de paiement. Nous recevons une confirmation et quelques informations limitées, comme le type de moyen de paiement\u202f; nous ne voyons ni ne conservons jamais les numéros de carte complets.',
        'Journaux de connexion\u00a0: heures et durée des connexions, volume de données transférées et identifiants de vos routeurs domestique et de voyage.',
        "Données d'assistance\u00a0: le contenu de vos demandes d'assistance et de vos e-mails, ainsi que les coordonnées que vous nous communiquez.",
        "Données d'utilisation du site\u00a0: les étapes de la commande que vous effectuez, la page d'où vous venez et les paramètres de campagne contenus dans les liens, ainsi que les cookies décrits dans notre Politique relative aux cookies.",
      ],
    },
    {
      heading: '3. Les données que nous ne collectons pas',
      paragraphs: [
        "Nous n'enregistrons ni les sites que vous consultez, ni le contenu de votre trafic, ni vos requêtes DNS. Le trafic qui passe par votre tunnel sort sur Internet par votre propre connexion domestique et n'est jamais inspecté par nous. Nous ne vendons pas de données personnelles et ne les utilisons pas pour un profilage produisant des effets juridiques ou des effets similaires importants.",
      ],
    },
    {
      heading: '4. Pourquoi nous utilisons vos données et sur quelle base juridique',
      paragraphs: [
        "Nous utilisons les données personnelles aux fins suivantes, sur les bases juridiques de l'art. 6 RGPD et selon les principes correspondants de la LPD :",
      ],
      bullets: [
        "Traiter les commandes, expédier les appareils, fournir le service de tunnel et gérer les abonnements et leurs renouvellements (exécution d'un contrat).",
        "Répondre aux demandes d'assistance et traiter les cas de garantie, de retour et de remboursement (exécution d'un contrat).",
        'Tenir notre comptabilité et nos registres fiscaux (obligation légale).',
        'Sécuriser le service, prévenir la fraude et les abus et diagnostiquer les problèmes de connexion (intérêt légitime).',
        "Comprendre comment les visiteurs utilisent notre page de commande afin de l'améliorer, uniquement si vous acceptez les statistiques (consentement, voir notre Politique relative aux cookies).",
        'Vous envoyer nos nouveautés et nos offres, uniquement si vous y avez consenti\u202f; vous pouvez vous désabonner à tout moment (consentement).',
      ],
    },
    {
      heading: '5. Durée de conservation des données',
      paragraphs: [
        'Nous ne conservons les données personnelles que le temps nécessaire aux finalités ci-dessus ou exigé par la loi, puis nous les supprimons ou les anonymisons :',
      ],
      bullets: [
        "Les journaux de connexion sont supprimés au bout de 30 jours. Cela inclut les données de connexion de notre site\u00a0: les étapes de commande enregistrées lors de votre visite et les compteurs qui protègent nos formulaires et la connexion à votre compte, lesquels contiennent votre adresse IP. Des étapes de commande, nous ne gardons que des totaux quotidiens par étape, qui ne permettent d'identifier personne.",
        "Les données de compte sont conservées jusqu'à la suppression de votre compte ou jusqu'à 3 ans après votre dernière activité (votre dernière connexion ou visite en étant connecté)\u202f; nous supprimons alors le compte comme si vous l'aviez supprimé vous-même.",
        'Les justificatifs de paiement sont généralement conservés 7 ans afin de respecter nos obligations comptables et fiscales. Lorsque vous supprimez votre compte, vos commandes sont conservées pendant cette durée, sans votre nom, votre adresse e-mail, votre numéro de téléphone ni votre adresse de livraison.',
        "Les échanges avec l'assistance sont conservés 2 ans après le dernier message d'une demande d'assistance.",
      ],
    },
    {
      heading: '6. Avec qui nous partageons les données',
      paragraphs: [
        "Nous ne partageons les données personnelles qu'en cas de nécessité, avec des prestataires soigneusement sélectionnés qui les traitent pour notre compte et dans le cadre de contrats qui les protègent\u00a0: prestataires de paiement pour les paiements et les remboursements, transporteurs pour la livraison, et fournisseurs d'hébergement et de services e-mail qui font fonctionner notre boutique et notre assistance. Nous ne communiquons des données aux autorités que lorsque la loi nous y oblige.",
      ],
    },
    {
      heading: '7. Transferts internationaux',
      paragraphs: [
        "Nous traitons les données principalement en Suisse et dans l'Espace économique européen. Lorsqu'un prestataire traite des données dans un autre pays, nous veillons à garantir un niveau de protection adéquat, par exemple au moyen d'une décision d'adéquation ou des clauses contractuelles types reconnues par le RGPD et la LPD.",
      ],
    },
    {
      heading: '8. Sécurité',
      paragraphs: [
        'Nous protégeons les données personnelles par des mesures techniques et organisationnelles appropriées, notamment des connexions chiffrées, des mots de passe hachés, un accès réservé aux seuls membres du personnel qui en ont besoin et des mises à jour de sécurité régulières de nos systèmes et de nos appareils.',
      ],
    },
    {
      heading: '9. Vos droits',
      paragraphs: [
        `En vertu du RGPD et de la LPD suisse, vous disposez des droits énumérés ci-dessous. Dans Mon compte, vous pouvez télécharger une copie de vos données sous forme de fichier JSON («\u00a0Exporter mes données\u00a0») et supprimer vous-même votre compte à tout moment. Pour toute autre demande, écrivez à ${supportEmail}\u202f; nous pourrons vous demander de confirmer votre identité et vous répondrons dans un délai d'un mois. Vous avez également le droit d'introduire une réclamation auprès d'une autorité de protection des données, par exemple le Préposé fédéral à la protection des données et à la transparence (PFPDT) ou l'autorité de votre pays de résidence dans l'UE.`,
      ],
      bullets: [
        "Droit d'accès aux données personnelles que nous détenons à votre sujet et d'en obtenir une copie.",
        'Droit de rectification des données inexactes ou incomplètes.',
        "Droit à l'effacement de vos données, sauf si la loi nous oblige à les conserver.",
        "Droit à la limitation du traitement et droit d'opposition à un traitement fondé sur l'intérêt légitime.",
        'Droit à la portabilité des données, dans un format courant et lisible par machine.',
        'Droit de retirer votre consentement à tout moment, sans remettre en cause les traitements antérieurs.',
      ],
    },
    {
      heading: '10. Âge minimum',
      paragraphs: [
        `Nos produits et services s'adressent aux personnes âgées de 16 ans et plus. Si vous avez moins de 18 ans, vous ne pouvez utiliser ${brandName} qu'avec l'accord d'un parent ou de votre représentant légal. Nous ne collectons pas sciemment de données concernant des enfants de moins de 16 ans\u202f; si vous pensez que cela a été le cas, contactez-nous et nous les supprimerons.`,
      ],
    },
    {
      heading: '11. Modifications et contact',
      paragraphs: [
        `Nous pouvons mettre à jour la présente Politique de confidentialité lorsque nos services ou la loi évoluent. Nous publions la nouvelle version sur ce site avec sa date d'entrée en vigueur et vous informons par e-mail des modifications importantes. Vos questions sur la protection des données sont toujours les bienvenues à ${supportEmail}.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  id: 'terms',
  title: 'Conditions générales',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: "1. Champ d'application",
      paragraphs: [
        translationNotice,
        `Les présentes Conditions générales régissent l'achat d'appareils et de forfaits ${brandName} ainsi que l'utilisation du service de tunnel et du site ${brandName}. Elles s'appliquent à compter du ${legalEffectiveDate}. En passant commande ou en utilisant le service, vous acceptez ces conditions.`,
      ],
    },
    {
      heading: "2. Conditions d'accès et compte",
      paragraphs: [
        "Vous devez avoir au moins 16 ans pour utiliser nos services. Si vous avez moins de 18 ans, vous avez besoin de l'accord d'un parent ou de votre représentant légal. Vous pouvez commander sans compte ou créer un compte\u202f; veillez à tenir vos coordonnées à jour et à garder votre mot de passe confidentiel. Vous êtes responsable de l'activité effectuée avec votre compte.",
      ],
    },
    {
      heading: '3. Produits et service',
      paragraphs: [
        "Un pack d'appareils (Light ou Pro) comprend un routeur domestique et un routeur de voyage qui acheminent votre trafic par un tunnel jusqu'à votre connexion Internet domestique. Chaque pack d'appareils inclut 1 mois de service offert. Pour utiliser le tunnel au-delà, vous avez besoin d'un forfait actif. Les débits indiqués pour nos packs sont des valeurs maximales\u202f; le débit réel dépend de votre connexion domestique, en particulier de son débit montant, ainsi que du réseau de votre lieu de séjour.",
      ],
    },
    {
      heading: '4. Prix, commandes et paiement',
      paragraphs: [
        "Tous les prix sont indiqués en euros et incluent la TVA au taux de votre pays de livraison. Les frais de livraison sont affichés lors du paiement, avant que vous ne passiez commande. Le contrat est conclu lorsque nous confirmons votre commande. Le paiement s'effectue au moyen des modes de paiement proposés lors de la commande.",
        "Nous pouvons modifier les prix des forfaits. Nous vous informerons de toute modification de prix 30 jours avant son entrée en vigueur\u202f; un nouveau prix s'applique à partir de votre prochain renouvellement, et vous pouvez résilier avant cette date.",
      ],
    },
    {
      heading: '5. Abonnements, renouvellement et résiliation',
      paragraphs: [
        "Les abonnements se renouvellent automatiquement pour la même durée (1, 3 ou 6 mois selon le forfait), sauf si vous résiliez ou désactivez le renouvellement. Nous vous prévenons par e-mail 7 jours avant chaque renouvellement, en indiquant sa date et son montant. Un abonnement payé par carte bancaire se renouvelle en débitant la carte utilisée, que nous enregistrons à cette fin auprès de notre prestataire de paiement. Un abonnement payé par PayPal ou par virement bancaire, ou souscrit sans compte client, se renouvelle lorsque vous le réglez au moyen du lien joint à cet avis\u202f; s'il n'est pas réglé à la fin de la période, il prend fin.",
        "Si le paiement d'un renouvellement échoue, nous vous en informons par e-mail, le service continue et nous retentons le paiement au bout de 3 jours. Si le montant reste impayé 7 jours après la date de renouvellement, nous suspendons le service jusqu'au paiement. Le règlement du montant ou la mise à jour de votre moyen de paiement rétablit immédiatement le service\u202f; la nouvelle période court à compter de la date de renouvellement.",
        "Vous pouvez passer à un autre forfait ou désactiver le renouvellement dans votre compte à tout moment avant la date de renouvellement. Un nouveau forfait, avec son prix et sa durée, s'applique à partir du renouvellement suivant.",
        "Vous pouvez résilier à tout moment dans votre compte ou par e-mail. La résiliation prend effet à la fin de la période de facturation en cours\u202f; le service reste disponible jusque-là. Les montants déjà payés pour la période en cours ne sont pas remboursés, sauf dans le cadre de l'essai sans risque de 14 jours.",
      ],
    },
    {
      heading: '6. Essai sans risque de 14 jours',
      paragraphs: [
        "Chaque commande bénéficie d'un essai sans risque de 14 jours avec garantie «\u00a0satisfait ou remboursé\u00a0», à compter du jour de la livraison. Si vous résiliez dans ces 14 jours et renvoyez l'appareil dans les 30 jours suivant votre résiliation, nous vous remboursons l'intégralité du prix d'achat de l'appareil et de votre abonnement.",
      ],
    },
    {
      heading: '7. Retour des appareils non ouverts',
      paragraphs: [
        `Les appareils non ouverts, dans leur emballage d'origine, peuvent être retournés dans les 30 jours suivant la livraison pour un remboursement intégral. Avant de renvoyer un appareil, contactez ${supportEmail} pour obtenir les instructions de retour. Les droits de rétractation légaux dont vous bénéficiez ne sont pas affectés.`,
      ],
    },
    {
      heading: '8. Garantie matérielle',
      paragraphs: [
        "Nos appareils bénéficient d'une garantie matérielle de 2 ans à compter de la date de livraison. Pendant cette période, nous réparons ou remplaçons gratuitement les appareils présentant un défaut de matériau ou de fabrication. La garantie ne couvre pas les dommages causés par un accident, un liquide, une mauvaise utilisation, une alimentation électrique inadaptée ou des modifications non autorisées. Les droits de garantie légaux ne sont pas affectés.",
      ],
    },
    {
      heading: '9. Utilisation acceptable',
      paragraphs: [
        "Vous ne pouvez utiliser le service que de manière licite\u202f; vous ne pouvez pas l'utiliser pour nuire à autrui, envoyer du spam, attaquer des réseaux ou porter atteinte aux droits de tiers. Il vous appartient de respecter les lois du pays où vous vous trouvez ainsi que les règles de votre employeur en matière de télétravail et d'utilisation des réseaux. Nous pouvons suspendre le service en cas d'abus grave ou répété.",
      ],
    },
    {
      heading: '10. Disponibilité',
      paragraphs: [
        "Nous visons une disponibilité de 99,9\u00a0% pour le service que nous exploitons. Les opérations de maintenance planifiées sont annoncées à l'avance dans la mesure du possible. Le tunnel dépend aussi de facteurs qui échappent à notre contrôle, comme votre connexion Internet domestique, l'alimentation électrique de votre domicile et le réseau de votre lieu de séjour\u202f; les interruptions qui en découlent ne sont pas prises en compte dans notre objectif de disponibilité.",
      ],
    },
    {
      heading: '11. Limitation de responsabilité',
      paragraphs: [
        "Dans la mesure permise par la loi, notre responsabilité totale découlant des présentes conditions ou en lien avec elles est limitée au montant que vous nous avez versé au cours des 12 mois précédant le fait générateur de la réclamation. Nous ne sommes pas responsables des dommages indirects ou consécutifs, tels que la perte de bénéfices ou de données. Ces limitations ne s'appliquent pas à la responsabilité pour faute intentionnelle, négligence grave ou dommages corporels, ni lorsque le droit impératif de la consommation en dispose autrement.",
      ],
    },
    {
      heading: '12. Droit applicable, arbitrage et renonciation aux actions collectives',
      paragraphs: [
        "Les présentes conditions sont régies par le droit suisse, à l'exclusion de ses règles de conflit de lois et de la Convention des Nations unies sur les contrats de vente internationale de marchandises. Tout litige découlant des présentes conditions ou en lien avec elles sera tranché par un arbitrage contraignant dont le siège est en Suisse, mené en anglais. Les litiges sont réglés exclusivement sur une base individuelle\u00a0: vous et nous renonçons au droit d'intenter une action collective ou toute autre procédure représentative, ou d'y participer.",
        'Si vous êtes un consommateur, les règles impératives de protection des consommateurs de votre pays de résidence restent applicables, et rien dans le présent article ne limite les droits auxquels vous ne pouvez pas renoncer en vertu de ces règles.',
      ],
    },
    {
      heading: '13. Modifications et contact',
      paragraphs: [
        `Nous pouvons mettre à jour les présentes conditions. Nous publions chaque nouvelle version avec sa date d'entrée en vigueur et informons par e-mail les clients disposant d'un abonnement actif des modifications importantes au moins 30 jours avant leur application. Pour toute question sur ces conditions\u00a0: ${supportEmail}.`,
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  id: 'cookies',
  title: 'Politique relative aux cookies',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: "1. Qu'est-ce qu'un cookie",
      paragraphs: [
        translationNotice,
        `Les cookies sont de petits fichiers texte qu'un site web enregistre dans votre navigateur. Des technologies similaires, comme le stockage local (local storage) et le stockage de session (session storage), conservent elles aussi de petites quantités de données dans votre navigateur. La présente Politique relative aux cookies explique lesquels le site ${brandName} utilise, dans quel but et pendant combien de temps. Elle s'applique à compter du ${legalEffectiveDate}.`,
      ],
    },
    {
      heading: '2. Les cookies que nous utilisons',
      paragraphs: [
        "Nous classons les cookies en quatre catégories. Les cookies de sécurité sont nécessaires au fonctionnement du site et sont toujours actifs\u202f; toutes les autres catégories ne sont utilisées qu'avec votre accord ou lorsque la loi le permet.",
        "Lors de votre première visite, nous vous demandons votre choix\u00a0: uniquement les cookies nécessaires, ou également les statistiques. Les étapes de commande que vous effectuez, la page d'où vous venez et les paramètres de campagne contenus dans les liens ne nous sont transmis que si vous acceptez les statistiques.",
      ],
      bullets: [
        "Les cookies de sécurité vous maintiennent connecté et protègent les formulaires et votre compte contre les abus. Ils sont conservés jusqu'à 30 jours.",
        'Les cookies de préférences mémorisent vos choix, comme vos paramètres de cookies. Ils sont conservés 12 mois.',
        'Les cookies de statistiques nous aident à comprendre comment les visiteurs utilisent notre boutique et notre page de commande, afin de les améliorer. Ils sont conservés 24 mois.',
        "Les cookies marketing mesurent laquelle de nos campagnes vous a amené jusqu'à nous. Ils sont conservés 12 mois.",
      ],
    },
    {
      heading: '3. Stockage local et stockage de session',
      paragraphs: [
        "Si vous faites vos achats sans compte, votre panier est enregistré dans le stockage local de votre navigateur afin que vous le retrouviez à votre retour\u202f; il y reste jusqu'à ce que vous finalisiez votre commande, vidiez votre panier ou effaciez les données de votre navigateur. Pendant la commande, le stockage de session contient des identifiants anonymes de votre session de commande\u202f; ils sont supprimés lorsque vous fermez l'onglet du navigateur.",
      ],
    },
    {
      heading: '4. Tiers',
      paragraphs: [
        "Notre site ne charge ni contenus, ni polices, ni traceurs provenant d'autres sites. Lorsque vous payez, vous pouvez être redirigé vers un prestataire de paiement, qui dépose ses propres cookies conformément à ses propres politiques de confidentialité et de cookies.",
      ],
    },
    {
      heading: '5. Gérer les cookies',
      paragraphs: [
        "Nous conservons votre choix et sa date dans votre navigateur pendant 12 mois\u202f; passé ce délai, nous vous le demandons à nouveau. Vous pouvez modifier votre choix à tout moment grâce au lien «\u00a0Paramètres des cookies\u00a0» en bas de chaque page, et supprimer les cookies dans les réglages de votre navigateur. Si vous bloquez les cookies de sécurité, la connexion et la commande ne fonctionneront plus. Le retrait de votre consentement n'affecte pas la licéité de l'utilisation antérieure à ce retrait.",
      ],
    },
    {
      heading: '6. Modifications et contact',
      paragraphs: [
        `Nous mettons à jour la présente politique lorsque nous modifions les cookies que nous utilisons. Pour toute question, contactez ${supportEmail}. Vous trouverez plus d'informations sur la manière dont nous traitons les données personnelles dans notre Politique de confidentialité.`,
      ],
    },
  ],
};

/** All three documents, in footer order. */
export const legalDocuments: LegalDocument[] = [privacyPolicy, termsOfService, cookiePolicy];
