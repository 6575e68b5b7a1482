import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName, supportEmail } = shopConfig;

export const billingAccountArticle: HelpArticle = {
  slug: 'billing-account',
  title: 'Facturation et compte',
  intro: `Tout sur le paiement de ${brandName}\u00a0: comment les forfaits sont facturés et renouvelés, ce qui se passe lorsqu'un paiement n'aboutit pas, et comment fonctionnent les résiliations, les remboursements et les retours. Vous pouvez consulter vos commandes et vos abonnements à tout moment dans Mon compte.`,
  sections: [
    {
      heading: 'Forfaits, paiements et renouvellement automatique',
      paragraphs: [
        'Tous les prix sont indiqués en euros, TVA comprise. Le taux de TVA de votre pays figure dans le récapitulatif de votre commande, et les frais de livraison pour votre destination sont calculés lors du paiement. Vous pouvez payer par PayPal ou par carte bancaire, ainsi que par virement bancaire lorsque la page de commande le propose.',
        "Chaque pack d'appareils comprend 1 mois de service offert. Ensuite, l'un des trois forfaits assure le fonctionnement de votre tunnel\u00a0: Flexi à 29\u00a0€ par mois, Secure à 79\u00a0€ pour 3 mois ou Ultimate à 149\u00a0€ pour 6 mois. Un forfait démarre à la confirmation de votre commande\u202f; si vous achetez un forfait en même temps qu'un appareil, le mois offert s'ajoute à votre forfait.",
        "Les forfaits se renouvellent automatiquement à la fin de chaque période de facturation, afin que votre connexion ne s'interrompe jamais pendant votre absence. Nous vous envoyons un e-mail 7 jours avant chaque renouvellement, avec la date et le montant. Un forfait payé par carte bancaire se renouvelle en débitant cette carte\u00a0: nous la conservons pour vos renouvellements, et vous pouvez la consulter et la remplacer avec «\u00a0Mettre à jour le moyen de paiement\u00a0» dans Mon compte.",
        "Un forfait payé par PayPal ou par virement bancaire, ou acheté en tant qu'invité sans compte, se renouvelle lorsque vous le payez\u00a0: l'e-mail envoyé 7 jours avant le renouvellement contient un lien de paiement. S'il n'est pas réglé à la fin de la période, le forfait prend fin.",
        "Si vous souhaitez passer à un autre forfait ou arrêter le renouvellement, faites-le dans Mon compte avant la date de renouvellement. Un changement s'applique à partir de votre prochain renouvellement\u00a0: d'ici là, vous conservez le forfait que vous avez payé, et le prix et la durée du nouveau forfait commencent avec le renouvellement. Les prix peuvent évoluer, mais jamais sans préavis\u00a0: nous vous prévenons au moins 30 jours à l'avance, et un nouveau prix ne s'applique qu'à partir de votre prochain renouvellement.",
      ],
      bullets: [
        'Flexi\u00a0: 29\u00a0€, facturé chaque mois.',
        'Secure\u00a0: 79\u00a0€, facturé tous les 3 mois.',
        'Ultimate\u00a0: 149\u00a0€, facturé tous les 6 mois.',
        'Avis de renouvellement par e-mail 7 jours avant chaque renouvellement, avec la date et le montant.',
        "Les paiements par carte se renouvellent en débitant la carte enregistrée\u202f; les commandes payées par PayPal, par virement bancaire ou passées en tant qu'invité se renouvellent via un lien de paiement.",
      ],
    },
    {
      heading: 'Échecs de paiement et suspension du service',
      paragraphs: [
        "Les cartes expirent, et les banques refusent parfois des paiements pour des raisons qui ne dépendent pas de vous. Si le paiement d'un renouvellement échoue, nous ne coupons pas votre connexion. Nous vous envoyons un e-mail avec un lien pour payer ou pour mettre à jour votre carte, et votre service continue pendant un délai de grâce. Mon compte indique alors que le forfait est en retard de paiement.",
        "Nous retentons automatiquement le paiement au bout de 3 jours. Si le paiement n'a toujours pas abouti 7 jours après la date de renouvellement, votre service est suspendu\u00a0: le routeur de voyage ne peut alors plus se connecter à votre routeur domestique, et le kill switch maintient le trafic bloqué. Votre compte, vos réglages et vos appareils restent inchangés.",
        `Pour éviter toute interruption, tenez vos informations de paiement à jour, surtout avant un long voyage. Si un paiement a échoué, réglez-le avec «\u00a0Payer maintenant\u00a0» ou mettez à jour votre moyen de paiement dans Mon compte\u00a0: le montant dû est débité et le service est immédiatement rétabli, votre nouvelle période courant à compter de la date de renouvellement. Si vous prévoyez une difficulté de paiement, écrivez à ${supportEmail} et nous trouverons une solution ensemble.`,
      ],
      bullets: [
        'Jour 0\u00a0: le paiement du renouvellement échoue, nous vous envoyons un e-mail et le service continue.',
        'Jour 3\u00a0: nous retentons automatiquement le paiement.',
        'Jour 7\u00a0: si le paiement est toujours en attente, le service est suspendu.',
        'À tout moment\u00a0: payer ou mettre à jour votre moyen de paiement rétablit immédiatement le service.',
      ],
    },
    {
      heading: 'Résiliations, remboursements et retours',
      paragraphs: [
        'Vous pouvez résilier votre abonnement à tout moment dans Mon compte ou par e-mail. La résiliation prend effet à la fin de la période de facturation déjà payée, et vous conservez un accès complet jusque-là. La résiliation est sans frais, et vous pouvez vous réabonner dès votre prochain voyage.',
        "Chaque commande bénéficie d'une garantie «\u00a0satisfait ou remboursé\u00a0» de 14 jours, à compter du jour de livraison de votre appareil. Si vous n'êtes pas satisfait, résiliez dans ces 14 jours et renvoyez l'appareil dans les 30 jours suivant votre résiliation\u202f; nous vous remboursons alors l'intégralité de la somme payée. Les appareils que vous n'avez pas ouverts peuvent être retournés dans les 30 jours suivant la livraison pour un remboursement intégral.",
        `Pour lancer une résiliation ou un retour, écrivez à ${supportEmail} en indiquant votre numéro de commande (vous le trouverez dans Mon compte). Nous vous envoyons les instructions de retour, et le remboursement est versé sur votre moyen de paiement d'origine dès que l'appareil nous est parvenu. Vos droits légaux, comme le droit de rétractation pour les achats en ligne dans l'UE, ne sont pas affectés.`,
      ],
      bullets: [
        'La résiliation prend effet à la fin de la période de facturation en cours.',
        'Garantie «\u00a0satisfait ou remboursé\u00a0» de 14 jours à compter de la livraison.',
        "Renvoyez l'appareil dans les 30 jours suivant la résiliation pour être intégralement remboursé.",
        'Les appareils non ouverts peuvent être retournés dans les 30 jours suivant la livraison.',
      ],
    },
  ],
};
