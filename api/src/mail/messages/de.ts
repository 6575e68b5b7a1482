import type { Catalog } from './catalog';

/** Die Mails auf Deutsch (Sie-Form); Schlüssel und Platzhalter wie in en.ts. */
export const de: Catalog = {
  'greeting.named': 'Guten Tag {name},',
  'greeting.anonymous': 'Guten Tag,',
  'layout.questions': 'Fragen? Schreiben Sie uns an <mail>{email}</mail>.',
  'layout.copyLink': 'Oder kopieren Sie diesen Link in Ihren Browser:',
  'common.guarantee': 'Für Ihren Kauf gilt unsere 14-tägige Geld-zurück-Garantie.',
  'bank.holder': 'Kontoinhaber: {holder}',
  'bank.reference': 'Verwendungszweck: {reference}',
  'girocode.alt': 'GiroCode für Ihre Banking-App',
  'girocode.scan': 'Scannen Sie diesen GiroCode mit Ihrer Banking-App, um die Überweisung auszufüllen.',

  'verifyEmail.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für {brand}',
  'verifyEmail.preview': 'Bestätigen Sie Ihre E-Mail-Adresse für {brand}.',
  'verifyEmail.heading': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'verifyEmail.intro':
    'Bitte bestätigen Sie, dass dies die E-Mail-Adresse Ihres {brand}-Kontos ist. Sobald sie bestätigt ist, werden Bestellungen, die Sie mit dieser Adresse als Gast aufgegeben haben, Ihrem Konto zugeordnet.',
  'verifyEmail.action': 'E-Mail-Adresse bestätigen',
  'verifyEmail.validity':
    'Der Link ist {hours, plural, one {# Stunde} other {# Stunden}} gültig und funktioniert nur einmal. Ist er abgelaufen, melden Sie sich an und fordern Sie unter „Mein Konto“ einen neuen an.',
  'verifyEmail.notYou': 'Falls Sie kein {brand}-Konto erstellt haben, können Sie diese E-Mail ignorieren.',

  'passwordReset.subject': 'Ihr {brand}-Passwort zurücksetzen',
  'passwordReset.preview': 'Setzen Sie Ihr {brand}-Passwort zurück.',
  'passwordReset.heading': 'Passwort zurücksetzen',
  'passwordReset.intro':
    'Wir haben eine Anfrage erhalten, das Passwort Ihres {brand}-Kontos zurückzusetzen. Hier können Sie ein neues Passwort festlegen:',
  'passwordReset.action': 'Neues Passwort festlegen',
  'passwordReset.validity':
    'Der Link ist {hours, plural, one {# Stunde} other {# Stunden}} gültig und funktioniert nur einmal. Mit einem neuen Passwort werden Sie auf allen Geräten abgemeldet.',
  'passwordReset.notYou':
    'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Ihr Passwort bleibt unverändert.',

  'payment.paypal': 'PayPal',
  'payment.stripe': 'Kreditkarte',
  'payment.bank_transfer': 'Banküberweisung',
  'order.subject': 'Ihre {brand}-Bestellung #{shortId}',
  'order.preview': 'Bestellung #{shortId}: {total} per {method}.',
  'order.heading': 'Vielen Dank für Ihre Bestellung #{shortId}',
  'order.intro':
    'Wir haben Ihre Bestellung erhalten. Ihre Bestellnummer lautet <b>#{shortId}</b>; bitte geben Sie sie an, wenn Sie uns kontaktieren.',
  'order.outOfStock':
    '<b>Derzeit nicht auf Lager.</b> Das Gerät in Ihrer Bestellung ist im Moment nicht vorrätig. Sobald es wieder verfügbar ist, benachrichtigen wir Sie per E-Mail und schenken Ihnen einen Rabatt von {discount} €.',
  'order.items': 'Ihre Artikel',
  'order.line': '{quantity} × {name}',
  'order.subtotal': 'Zwischensumme',
  'order.delivery': 'Versand',
  'order.discount': 'Rabatt',
  'order.total': 'Gesamt',
  'order.vat': 'inkl. {rate, number} % MwSt.',
  'order.shippingAddress': 'Lieferadresse',
  'order.paymentMethod': 'Zahlungsart',
  'order.transfer':
    '<b>Bitte überweisen Sie {amount}</b> mit dem unten stehenden Verwendungszweck; Ihre Bestellung gilt als bezahlt, sobald das Geld eingegangen ist.',

  'paymentReceived.subject': 'Zahlung für Ihre {brand}-Bestellung #{shortId} erhalten',
  'paymentReceived.preview': 'Wir haben {total} für die Bestellung #{shortId} erhalten.',
  'paymentReceived.heading': 'Zahlung für die Bestellung #{shortId} erhalten',
  'paymentReceived.intro':
    'Wir haben Ihre Zahlung von <b>{total}</b> für die Bestellung <b>#{shortId}</b> erhalten. Wir bereiten Ihre Bestellung jetzt vor.',
  'paymentReceived.invoice':
    'Ihre Rechnung <b>{number}</b> finden Sie als PDF im Anhang dieser E-Mail. Sie können sie auch hier herunterladen (der Link ist 30 Tage gültig; in Ihrem Konto finden Sie sie jederzeit):',
  'paymentReceived.download': 'Rechnung {number} herunterladen',
  'paymentReceived.orders': 'Ihre Bestellungen ansehen',

  'bankReminder.subject': 'Erinnerung: Ihre {brand}-Bestellung #{shortId} wartet auf Ihre Banküberweisung',
  'bankReminder.preview': 'Die Bestellung #{shortId} wartet auf Ihre Überweisung von {amount}.',
  'bankReminder.heading': 'Die Bestellung #{shortId} wartet auf Ihre Überweisung',
  'bankReminder.intro':
    'Für die Bestellung <b>#{shortId}</b> ist noch keine Überweisung bei uns eingegangen. Bitte überweisen Sie <b>{amount}</b> bis zum {deadline}, sonst wird die Bestellung storniert.',
  'bankReminder.paid':
    'Falls Sie bereits bezahlt haben, vielen Dank: Überweisungen können einige Tage unterwegs sein.',

  'billing.manage': 'Abonnement verwalten',
  'billing.switchOrStop':
    'Bis zu diesem Datum können Sie jederzeit unter „Mein Konto“ den Tarif wechseln oder die automatische Verlängerung abschalten.',
  'billing.notice.subject': 'Ihr {brand}-Tarif {planName} verlängert sich am {date}',
  'billing.notice.heading': 'Ihr Tarif {planName} verlängert sich am {date}',
  'billing.notice.charge':
    'Am {date} belasten wir Ihre gespeicherte Karte{hasCard, select, yes { mit der Endung {card}} other {}} mit {amount}{hasNext, select, yes {, und Ihr Abonnement wechselt wie gewünscht in den Tarif {nextPlan}} other {}}.',
  'billing.reminder.subject': 'Verlängern Sie Ihren {brand}-Tarif {planName} bis zum {date}',
  'billing.reminder.heading': 'Ihr Tarif {planName} endet am {date}',
  'billing.reminder.pay':
    'Ihr Tarif verlängert sich durch Zahlung, nicht automatisch: Bitte zahlen Sie {amount} bis zum {date}, damit Ihr Dienst weiterläuft.',
  'billing.reminder.ends':
    'Zahlen Sie bis dahin nicht, endet das Abonnement. Unter „Mein Konto“ können Sie auch den Tarif wechseln.',
  'billing.reminder.action': '{amount} bezahlen',
  'billing.pastDue.subject': 'Ihr {brand}-Tarif {planName} konnte nicht verlängert werden',
  'billing.pastDue.heading': 'Die Zahlung für Ihre Verlängerung ist fehlgeschlagen',
  'billing.pastDue.failed':
    'Wir haben versucht, {amount} für Ihren Tarif {planName} abzubuchen, doch die Zahlung ist nicht durchgegangen{hasDetail, select, yes { ({detail})} other {}}.',
  'billing.pastDue.retry':
    'Ihr Dienst läuft vorerst weiter. Wir versuchen es {hasRetry, select, yes {am {retryDate}} other {am nächsten Wiederholungstag}} erneut; ist die Zahlung bis zum {suspendDate} nicht erfolgreich, wird der Dienst gesperrt.',
  'billing.pastDue.restore':
    'Wenn Sie jetzt bezahlen oder Ihre Zahlungsmethode aktualisieren, wird die Verlängerung sofort wiederhergestellt.',
  'billing.pastDue.action': 'Bezahlen oder Karte aktualisieren',
  'billing.suspended.subject': 'Ihr {brand}-Tarif {planName} ist gesperrt',
  'billing.suspended.heading': 'Ihr Dienst ist gesperrt',
  'billing.suspended.why':
    'Die Zahlung von {amount} für die Verlängerung ist innerhalb von 7 Tagen nach dem Verlängerungsdatum nicht gelungen, daher ist Ihr Dienst gesperrt.',
  'billing.suspended.restore':
    'Sobald Sie bezahlen oder Ihre Zahlungsmethode aktualisieren, ist er sofort wieder verfügbar.',
  'billing.suspended.action': 'Dienst wiederherstellen',
  'billing.reactivated.subject': 'Ihr {brand}-Tarif {planName} ist wieder aktiv',
  'billing.reactivated.heading': 'Ihr Abonnement ist wieder aktiv',
  'billing.reactivated.paid':
    'Vielen Dank: Die Verlängerung ist bezahlt, und Ihr Tarif läuft bis zum {date}.',
  'billing.reactivated.action': 'Abonnement ansehen',
  'billing.expired.subject': 'Ihr {brand}-Tarif {planName} ist abgelaufen',
  'billing.expired.heading': 'Ihr Abonnement ist abgelaufen',
  'billing.expired.ended': 'Ihr Tarif {planName} ist am {date} abgelaufen und wurde nicht verlängert.',
  'billing.expired.choose': 'Sie können jederzeit im Shop einen neuen Tarif wählen.',
  'billing.expired.action': 'Tarif wählen',
  'billing.priceChange.subject': 'Ein neuer Preis für Ihren {brand}-Tarif {planName}',
  'billing.priceChange.heading': 'Der Tarif {planName} kostet künftig {amount}',
  'billing.priceChange.change':
    'Der Preis des Tarifs {planName} ändert sich auf {amount}. Der neue Preis gilt ab Ihrer Verlängerung am {date}; bis dahin ändert sich nichts.',

  'discount.subjectBack': '{product} ist wieder bei {brand} erhältlich: Ihr Rabattcode über {amount}',
  'discount.subject': 'Ihr {brand}-Rabattcode: {amount} Rabatt',
  'discount.preview': 'Ihr persönlicher Rabattcode über {amount}: {code}',
  'discount.headingBack': '{product} ist wieder auf Lager',
  'discount.heading': 'Ihr Rabattcode',
  'discount.back':
    'Gute Nachricht: Das Produkt <b>{product}</b>, auf das Sie gewartet haben, ist wieder auf Lager. Wie versprochen erhalten Sie Ihren persönlichen Rabatt von {amount}.',
  'discount.byHand': 'Hier ist Ihr persönlicher Rabatt von {amount} für den {brand}-Shop.',
  'discount.code': 'Ihr Code: <b>{code}</b>',
  'discount.action': 'Mit Rabatt einkaufen',
  'discount.howTo':
    'Geben Sie den Code an der Kasse in der Bestellübersicht im Feld „Rabattcode“ ein (der Button füllt ihn für Sie aus). Er gilt einmal, für Bestellungen mit dieser E-Mail-Adresse, bis zum {date}.',

  'waitlist.subject': 'Sie stehen auf der {brand}-Warteliste für {product}',
  'waitlist.preview':
    'Wir benachrichtigen Sie per E-Mail, sobald {product} wieder verfügbar ist – mit einem Rabatt von {discount} €.',
  'waitlist.heading': 'Sie stehen auf der Warteliste',
  'waitlist.thanks':
    'Vielen Dank für Ihr Interesse an <b>{product}</b>. Das Produkt ist derzeit nicht auf Lager: Sobald es wieder verfügbar ist, benachrichtigen wir Sie per E-Mail und schenken Ihnen einen Rabatt von {discount} €.',
  'waitlist.action': 'Zum {brand}-Shop',
  'waitlist.once':
    'Sie erhalten diese E-Mail einmal für jedes Produkt, auf das Sie warten. Falls Sie sich nicht in die Warteliste eingetragen haben, können Sie sie ignorieren.',

  'ticketReceipt.subject': '[{brand}-Support-Ticket #{number}] {subject}',
  'ticketReceipt.preview':
    'Support-Ticket #{number}: Wir antworten innerhalb von {hours, plural, one {# Stunde} other {# Stunden}}.',
  'ticketReceipt.heading': 'Wir haben Ihre Support-Anfrage erhalten',
  'ticketReceipt.thanks':
    'Vielen Dank, dass Sie sich an den {brand}-Support gewandt haben. Ihre Ticketnummer lautet <b>#{number}</b>. Ein Mitglied unseres Teams antwortet Ihnen innerhalb von {hours, plural, one {# Stunde} other {# Stunden}} per E-Mail an diese Adresse.',
  'ticketReceipt.yourMessage': 'Ihre Nachricht',
  'ticketReceipt.subjectLine': '<b>Betreff:</b> {subject}',
  'ticketReceipt.addMore':
    'Möchten Sie etwas ergänzen? Antworten Sie auf diese E-Mail oder schreiben Sie an {email} und nennen Sie Ihre Ticketnummer #{number}.',

  'ticketReply.subject': 'Re: {subject} [{brand}-Support-Ticket #{number}]',
  'ticketReply.preview': 'Der {brand}-Support hat auf Ihr Ticket #{number} geantwortet.',
  'ticketReply.heading': 'Eine Antwort auf Ihr Ticket #{number}',
  'ticketReply.intro': 'Unser Support-Team hat auf Ihre Anfrage „{subject}“ geantwortet:',
  'ticketReply.howToAnswer':
    'Antworten Sie einfach auf diese E-Mail oder schreiben Sie an <mail>{email}</mail> und nennen Sie Ihre Ticketnummer #{number}. Wenn Sie angemeldet sind, finden Sie den gesamten Verlauf unter „Mein Konto“.',

  'invoice.title': 'Rechnung',
  'invoice.numberLabel': 'Rechnungsnummer',
  'invoice.vatId': 'USt-IdNr.: {vatId}',
  'invoice.issueDate': 'Rechnungsdatum',
  'invoice.order': 'Bestellung',
  'invoice.orderDate': 'Bestelldatum',
  'invoice.billTo': 'Rechnungsempfänger',
  'invoice.description': 'Beschreibung',
  'invoice.quantity': 'Menge',
  'invoice.vatPercent': 'MwSt. %',
  'invoice.net': 'Netto',
  'invoice.vat': 'MwSt.',
  'invoice.gross': 'Brutto',
  'invoice.rate': '{rate} %',
  'invoice.shipping': 'Versand',
  'invoice.discount': 'Rabatt',
  'invoice.netTotal': 'Summe netto',
  'invoice.vatGroup': 'MwSt. {rate} % auf {net}',
  'invoice.total': 'Gesamtbetrag',
  'invoice.paymentMethod': 'Zahlungsart: {method}',
  'invoice.payment.stripe': 'Kreditkarte',
  'invoice.payment.paypal': 'PayPal',
  'invoice.payment.bank_transfer': 'Banküberweisung',
  'invoice.payment.demo': 'Demo-Zahlung',
  'invoice.note': 'Beträge in EUR. Die Preise enthalten die MwSt.',
  'creditNote.title': 'Gutschrift',
  'creditNote.numberLabel': 'Gutschriftsnummer',
  'creditNote.corrects': 'Korrigiert Rechnung',
  'creditNote.line': 'Gutschrift zur Rechnung {number}',
  'creditNote.total': 'Gutschriftsbetrag',
  'creditNote.reason': 'Grund: {reason}',
  'creditNote.note': 'Diese Gutschrift korrigiert die Rechnung {number}. Beträge in EUR, inklusive MwSt.',
};
