import type { Catalog } from './catalog';

/** Les e-mails en français (vouvoiement) ; mêmes clés et mêmes variables que en.ts. */
export const fr: Catalog = {
  'greeting.named': 'Bonjour {name},',
  'greeting.anonymous': 'Bonjour,',
  'layout.questions': 'Des questions ? Écrivez-nous à <mail>{email}</mail>.',
  'layout.copyLink': 'Ou copiez ce lien dans votre navigateur :',
  'common.guarantee': 'Votre achat est couvert par notre garantie « satisfait ou remboursé » de 14 jours.',
  'bank.holder': 'Titulaire du compte : {holder}',
  'bank.reference': 'Référence : {reference}',
  'girocode.alt': 'GiroCode pour votre application bancaire',
  'girocode.scan': 'Scannez ce GiroCode avec votre application bancaire pour préremplir le virement.',

  'verifyEmail.subject': 'Confirmez votre adresse e-mail pour {brand}',
  'verifyEmail.preview': 'Confirmez votre adresse e-mail pour {brand}.',
  'verifyEmail.heading': 'Confirmez votre adresse e-mail',
  'verifyEmail.intro':
    'Veuillez confirmer qu’il s’agit bien de l’adresse e-mail de votre compte {brand}. Une fois l’adresse confirmée, les commandes que vous avez passées en tant qu’invité avec cette adresse seront rattachées à votre compte.',
  'verifyEmail.action': 'Confirmer mon adresse e-mail',
  'verifyEmail.validity':
    'Ce lien est valable {hours, plural, one {# heure} other {# heures}} et ne fonctionne qu’une seule fois. S’il a expiré, connectez-vous et demandez-en un nouveau depuis Mon compte.',
  'verifyEmail.notYou': 'Si vous n’avez pas créé de compte {brand}, vous pouvez ignorer cet e-mail.',

  'passwordReset.subject': 'Réinitialisez votre mot de passe {brand}',
  'passwordReset.preview': 'Réinitialisez votre mot de passe {brand}.',
  'passwordReset.heading': 'Réinitialisez votre mot de passe',
  'passwordReset.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}. Choisissez un nouveau mot de passe ici :',
  'passwordReset.action': 'Choisir un nouveau mot de passe',
  'passwordReset.validity':
    'Ce lien est valable {hours, plural, one {# heure} other {# heures}} et ne fonctionne qu’une seule fois. Définir un nouveau mot de passe vous déconnecte sur tous vos appareils.',
  'passwordReset.notYou':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',

  'payment.paypal': 'PayPal',
  'payment.stripe': 'Carte bancaire',
  'payment.bank_transfer': 'Virement bancaire',
  'order.subject': 'Votre commande {brand} n° {shortId}',
  'order.preview': 'Commande n° {shortId} : {total} par {method}.',
  'order.heading': 'Merci pour votre commande n° {shortId}',
  'order.intro':
    'Nous avons bien reçu votre commande. Votre numéro de commande est le <b>{shortId}</b> ; merci de l’indiquer lorsque vous nous contactez.',
  'order.outOfStock':
    '<b>Actuellement en rupture de stock.</b> L’appareil de votre commande n’est pas en stock pour le moment. Nous vous écrirons dès son retour en stock, avec une réduction de {discount} €.',
  'order.items': 'Vos articles',
  'order.line': '{quantity} × {name}',
  'order.subtotal': 'Sous-total',
  'order.delivery': 'Livraison',
  'order.discount': 'Réduction',
  'order.total': 'Total',
  'order.vat': 'dont TVA {rate, number} %',
  'order.shippingAddress': 'Adresse de livraison',
  'order.paymentMethod': 'Mode de paiement',
  'order.transfer':
    '<b>Veuillez virer {amount}</b> en indiquant la référence ci-dessous ; votre commande sera payée dès réception des fonds.',

  'paymentReceived.subject': 'Paiement reçu pour votre commande {brand} n° {shortId}',
  'paymentReceived.preview': 'Nous avons reçu {total} pour la commande n° {shortId}.',
  'paymentReceived.heading': 'Paiement reçu pour la commande n° {shortId}',
  'paymentReceived.intro':
    'Nous avons bien reçu votre paiement de <b>{total}</b> pour la commande <b>n° {shortId}</b>. Nous la préparons dès maintenant.',
  'paymentReceived.invoice':
    'Votre facture <b>{number}</b> est jointe à cet e-mail au format PDF. Vous pouvez aussi la télécharger ici (le lien est valable 30 jours ; elle reste toujours disponible dans votre compte) :',
  'paymentReceived.download': 'Télécharger la facture {number}',
  'paymentReceived.orders': 'Voir vos commandes',

  'bankReminder.subject': 'Rappel : votre commande {brand} n° {shortId} attend votre virement bancaire',
  'bankReminder.preview': 'La commande n° {shortId} attend votre virement de {amount}.',
  'bankReminder.heading': 'La commande n° {shortId} attend votre virement',
  'bankReminder.intro':
    'Nous n’avons pas encore reçu le virement pour la commande <b>n° {shortId}</b>. Veuillez virer <b>{amount}</b> avant le {deadline}, faute de quoi la commande sera annulée.',
  'bankReminder.paid':
    'Si vous avez déjà payé, merci : un virement peut mettre quelques jours à nous parvenir.',

  'billing.manage': 'Gérer votre abonnement',
  'billing.switchOrStop':
    'Vous pouvez changer de forfait ou désactiver le renouvellement automatique dans Mon compte à tout moment avant cette date.',
  'billing.notice.subject': 'Votre forfait {brand} {planName} sera renouvelé le {date}',
  'billing.notice.heading': 'Votre forfait {planName} sera renouvelé le {date}',
  'billing.notice.charge':
    'Le {date}, nous débiterons {amount} sur votre carte enregistrée{hasCard, select, yes { se terminant par {card}} other {}}{hasNext, select, yes {, et votre abonnement passera au forfait {nextPlan} comme vous l’avez demandé} other {}}.',
  'billing.reminder.subject': 'Renouvelez votre forfait {brand} {planName} avant le {date}',
  'billing.reminder.heading': 'Votre forfait {planName} prend fin le {date}',
  'billing.reminder.pay':
    'Votre forfait se renouvelle par paiement, et non automatiquement : réglez {amount} avant le {date} pour que votre service continue.',
  'billing.reminder.ends':
    'Sans paiement d’ici là, l’abonnement prend fin. Vous pouvez aussi changer de forfait dans Mon compte.',
  'billing.reminder.action': 'Payer {amount}',
  'billing.pastDue.subject': 'Nous n’avons pas pu renouveler votre forfait {brand} {planName}',
  'billing.pastDue.heading': 'Le paiement de votre renouvellement a échoué',
  'billing.pastDue.failed':
    'Nous avons tenté de débiter {amount} pour votre forfait {planName}, mais le paiement n’a pas abouti{hasDetail, select, yes { ({detail})} other {}}.',
  'billing.pastDue.retry':
    'Votre service continue de fonctionner pour le moment. Nous réessaierons {hasRetry, select, yes {le {retryDate}} other {lors de la prochaine tentative}} ; si le paiement n’a toujours pas abouti le {suspendDate}, le service sera suspendu.',
  'billing.pastDue.restore':
    'En payant maintenant ou en mettant à jour votre moyen de paiement, vous rétablissez immédiatement le renouvellement.',
  'billing.pastDue.action': 'Payer ou mettre à jour votre carte',
  'billing.suspended.subject': 'Votre forfait {brand} {planName} est suspendu',
  'billing.suspended.heading': 'Votre service est suspendu',
  'billing.suspended.why':
    'Le paiement de {amount} pour le renouvellement n’a pas abouti dans les 7 jours suivant la date de renouvellement : votre service est donc suspendu.',
  'billing.suspended.restore':
    'Un paiement ou la mise à jour de votre moyen de paiement le rétablit immédiatement.',
  'billing.suspended.action': 'Rétablir votre service',
  'billing.reactivated.subject': 'Votre forfait {brand} {planName} est de nouveau actif',
  'billing.reactivated.heading': 'Votre abonnement est de nouveau actif',
  'billing.reactivated.paid': 'Merci : le renouvellement est payé et votre forfait court jusqu’au {date}.',
  'billing.reactivated.action': 'Voir votre abonnement',
  'billing.expired.subject': 'Votre forfait {brand} {planName} a pris fin',
  'billing.expired.heading': 'Votre abonnement a pris fin',
  'billing.expired.ended': 'Votre forfait {planName} a pris fin le {date} et n’a pas été renouvelé.',
  'billing.expired.choose': 'Vous pouvez choisir un forfait dans la boutique à tout moment.',
  'billing.expired.action': 'Choisir un forfait',
  'billing.priceChange.subject': 'Un nouveau prix pour votre forfait {brand} {planName}',
  'billing.priceChange.heading': 'Le forfait {planName} coûtera {amount}',
  'billing.priceChange.change':
    'Le prix du forfait {planName} passe à {amount}. Le nouveau prix s’applique à partir de votre renouvellement du {date} ; d’ici là, rien ne change.',

  'discount.subjectBack': '{product} est de retour chez {brand} : votre code de {amount}',
  'discount.subject': 'Votre code de réduction {brand} : {amount} de remise',
  'discount.preview': 'Votre code de réduction personnel de {amount} : {code}',
  'discount.headingBack': '{product} est de retour en stock',
  'discount.heading': 'Votre code de réduction',
  'discount.back':
    'Bonne nouvelle : le produit <b>{product}</b> que vous attendiez est de retour en stock. Comme promis, voici votre réduction personnelle de {amount}.',
  'discount.byHand': 'Voici votre réduction personnelle de {amount} pour la boutique {brand}.',
  'discount.code': 'Votre code : <b>{code}</b>',
  'discount.action': 'Profiter de votre réduction',
  'discount.howTo':
    'Saisissez le code dans le champ « Code de réduction » du récapitulatif de commande lors du paiement (le bouton le remplit pour vous). Il est valable une fois, pour les commandes passées avec cette adresse e-mail, jusqu’au {date}.',

  'waitlist.subject': 'Vous êtes sur la liste d’attente {brand} pour {product}',
  'waitlist.preview': 'Nous vous écrirons dès le retour de {product}, avec une réduction de {discount} €.',
  'waitlist.heading': 'Vous êtes sur la liste d’attente',
  'waitlist.thanks':
    'Merci de l’intérêt que vous portez au produit <b>{product}</b>. Il est actuellement en rupture de stock : nous vous écrirons dès son retour en stock, avec une réduction de {discount} €.',
  'waitlist.action': 'Visiter la boutique {brand}',
  'waitlist.once':
    'Vous recevez cet e-mail une seule fois pour chaque produit que vous attendez. Si vous ne vous êtes pas inscrit sur la liste d’attente, vous pouvez l’ignorer.',

  'ticketReceipt.subject': '[Demande d’assistance {brand} n° {number}] {subject}',
  'ticketReceipt.preview':
    'Demande n° {number} : nous vous répondons sous {hours, plural, one {# heure} other {# heures}}.',
  'ticketReceipt.heading': 'Nous avons bien reçu votre demande d’assistance',
  'ticketReceipt.thanks':
    'Merci d’avoir contacté l’assistance {brand}. Votre numéro de demande est le <b>{number}</b>. Une personne de notre équipe vous répond sous {hours, plural, one {# heure} other {# heures}}, par e-mail à cette adresse.',
  'ticketReceipt.yourMessage': 'Votre message',
  'ticketReceipt.subjectLine': '<b>Objet :</b> {subject}',
  'ticketReceipt.addMore':
    'Pour ajouter une précision, répondez à cet e-mail ou écrivez à {email} en indiquant votre numéro de demande {number}.',

  'ticketReply.subject': 'Re: {subject} [Demande d’assistance {brand} n° {number}]',
  'ticketReply.preview': 'L’assistance {brand} a répondu à votre demande n° {number}.',
  'ticketReply.heading': 'Une réponse à votre demande n° {number}',
  'ticketReply.intro': 'Notre équipe d’assistance a répondu à votre demande « {subject} » :',
  'ticketReply.howToAnswer':
    'Pour répondre, répondez simplement à cet e-mail ou écrivez à <mail>{email}</mail> en indiquant votre numéro de demande {number}. Une fois connecté, vous retrouverez toute la conversation dans Mon compte.',

  'invoice.title': 'Facture',
  'invoice.numberLabel': 'Numéro de facture',
  'invoice.vatId': 'N° de TVA : {vatId}',
  'invoice.issueDate': 'Date d’émission',
  'invoice.order': 'Commande',
  'invoice.orderDate': 'Date de commande',
  'invoice.billTo': 'Facturé à',
  'invoice.description': 'Désignation',
  'invoice.quantity': 'Qté',
  'invoice.vatPercent': 'TVA %',
  'invoice.net': 'HT',
  'invoice.vat': 'TVA',
  'invoice.gross': 'TTC',
  'invoice.rate': '{rate} %',
  'invoice.shipping': 'Livraison',
  'invoice.discount': 'Réduction',
  'invoice.netTotal': 'Total HT',
  'invoice.vatGroup': 'TVA {rate} % sur {net}',
  'invoice.total': 'Total TTC',
  'invoice.paymentMethod': 'Mode de paiement : {method}',
  'invoice.payment.stripe': 'Carte bancaire',
  'invoice.payment.paypal': 'PayPal',
  'invoice.payment.bank_transfer': 'Virement bancaire',
  'invoice.payment.demo': 'Paiement de démonstration',
  'invoice.note': 'Montants en EUR. Les prix s’entendent TTC.',
  'creditNote.title': 'Avoir',
  'creditNote.numberLabel': 'Numéro d’avoir',
  'creditNote.corrects': 'Rectifie la facture',
  'creditNote.line': 'Avoir sur la facture {number}',
  'creditNote.total': 'Total de l’avoir',
  'creditNote.reason': 'Motif : {reason}',
  'creditNote.note': 'Cet avoir rectifie la facture {number}. Montants en EUR, TVA incluse.',
};
