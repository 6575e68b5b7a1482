import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName, supportEmail } = shopConfig;

export const billingAccountArticle: HelpArticle = {
  slug: 'billing-account',
  title: 'Abrechnung & Konto',
  intro: `Alles rund um die Bezahlung von ${brandName}: wie Tarife abgerechnet und verlängert werden, was passiert, wenn eine Zahlung nicht durchgeht, und wie Kündigungen, Erstattungen und Rücksendungen ablaufen. Ihre Bestellungen und Abonnements sehen Sie jederzeit in Mein Konto.`,
  sections: [
    {
      heading: 'Tarife, Zahlungen und automatische Verlängerung',
      paragraphs: [
        'Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer. Der Mehrwertsteuersatz Ihres Landes wird in Ihrer Bestellübersicht angezeigt, und die Versandkosten für Ihr Zielland werden an der Kasse berechnet. Sie können mit PayPal oder Kreditkarte bezahlen und per Banküberweisung, sofern die Kasse diese Option anbietet.',
        'Jedes Gerätepaket enthält 1 Gratismonat Service. Danach hält einer von drei Tarifen Ihren Tunnel am Laufen: Flexi für 29 € pro Monat, Secure für 79 € für 3 Monate oder Ultimate für 149 € für 6 Monate. Ein Tarif beginnt, sobald Ihre Bestellung bestätigt ist; kaufen Sie einen Tarif zusammen mit einem Gerät, kommt der Gratismonat zu Ihrem Tarif hinzu.',
        'Tarife verlängern sich am Ende jedes Abrechnungszeitraums automatisch, damit Ihre Verbindung nie abreißt, während Sie unterwegs sind. 7 Tage vor jeder Verlängerung senden wir Ihnen eine E-Mail mit Datum und Betrag. Ein per Karte bezahlter Tarif verlängert sich durch Belastung dieser Karte: Wir speichern sie für Ihre Verlängerungen, und Sie können sie in Mein Konto unter „Zahlungsmethode aktualisieren“ einsehen und ersetzen.',
        'Ein per PayPal oder Banküberweisung bezahlter oder als Gast ohne Konto gekaufter Tarif verlängert sich, wenn Sie ihn bezahlen: Die E-Mail 7 Tage vor der Verlängerung enthält einen Zahlungslink. Wird bis zum Ende des Zeitraums nicht bezahlt, endet der Tarif.',
        'Wenn Sie zu einem anderen Tarif wechseln oder die Verlängerung beenden möchten, tun Sie das vor dem Verlängerungsdatum in Mein Konto. Ein Wechsel gilt ab Ihrer nächsten Verlängerung: Bis dahin behalten Sie den bezahlten Tarif, und Preis und Laufzeit des neuen Tarifs beginnen mit der Verlängerung. Preise können sich ändern, aber nie ohne Vorankündigung: Wir informieren Sie mindestens 30 Tage im Voraus, und ein neuer Preis gilt erst ab Ihrer nächsten Verlängerung.',
      ],
      bullets: [
        'Flexi: 29 €, monatliche Abrechnung.',
        'Secure: 79 €, Abrechnung alle 3 Monate.',
        'Ultimate: 149 €, Abrechnung alle 6 Monate.',
        'Hinweis auf die Verlängerung per E-Mail 7 Tage vor jeder Verlängerung, mit Datum und Betrag.',
        'Kartenzahlungen verlängern sich durch Belastung Ihrer gespeicherten Karte; PayPal, Banküberweisung und Gastbestellungen verlängern sich über einen Zahlungslink.',
      ],
    },
    {
      heading: 'Fehlgeschlagene Zahlungen und Sperrung des Service',
      paragraphs: [
        'Karten laufen ab, und Banken lehnen Zahlungen manchmal aus Gründen ab, die nichts mit Ihnen zu tun haben. Schlägt eine Zahlung für eine Verlängerung fehl, schalten wir Ihre Verbindung nicht ab. Wir senden Ihnen eine E-Mail mit einem Link, über den Sie bezahlen oder Ihre Karte aktualisieren können, und Ihr Service läuft während einer Kulanzfrist weiter. In Mein Konto wird der Tarif als überfällig angezeigt.',
        'Nach 3 Tagen versuchen wir die Zahlung automatisch erneut. Ist die Zahlung 7 Tage nach dem Verlängerungsdatum noch immer nicht erfolgt, wird Ihr Service gesperrt: Der Reise-Router kann sich dann nicht mehr mit Ihrem Heim-Router verbinden, und der Kill-Switch hält den Datenverkehr blockiert. Ihr Konto, Ihre Einstellungen und Ihre Geräte bleiben unverändert.',
        `Damit es zu keiner Unterbrechung kommt, halten Sie Ihre Zahlungsdaten aktuell, besonders vor einer langen Reise. Ist eine Zahlung fehlgeschlagen, bezahlen Sie sie mit „Jetzt bezahlen“ oder aktualisieren Sie Ihre Zahlungsmethode in Mein Konto: Der offene Betrag wird belastet und der Service sofort wiederhergestellt, wobei Ihr neuer Zeitraum ab dem Verlängerungsdatum gerechnet wird. Wenn Sie Schwierigkeiten mit einer Zahlung erwarten, schreiben Sie an ${supportEmail}, und wir finden gemeinsam eine Lösung.`,
      ],
      bullets: [
        'Tag 0: Die Zahlung für die Verlängerung schlägt fehl, wir schicken Ihnen eine E-Mail, und der Service läuft weiter.',
        'Tag 3: Wir versuchen die Zahlung automatisch erneut.',
        'Tag 7: Ist die Zahlung noch offen, wird der Service gesperrt.',
        'Jederzeit: Eine Zahlung oder die Aktualisierung Ihrer Zahlungsmethode stellt den Service sofort wieder her.',
      ],
    },
    {
      heading: 'Kündigungen, Erstattungen und Rücksendungen',
      paragraphs: [
        'Sie können Ihr Abonnement jederzeit in Mein Konto oder per E-Mail kündigen. Eine Kündigung wird zum Ende des bereits bezahlten Abrechnungszeitraums wirksam, und bis dahin behalten Sie vollen Zugang. Es fallen keine Kündigungsgebühren an, und Sie können jederzeit wieder abonnieren, wenn Sie das nächste Mal verreisen.',
        'Für jede Bestellung gilt eine 14-tägige Geld-zurück-Garantie ab dem Tag, an dem Ihr Gerät geliefert wird. Wenn Sie nicht zufrieden sind, kündigen Sie innerhalb dieser 14 Tage und senden Sie das Gerät innerhalb von 30 Tagen nach Ihrer Kündigung zurück; wir erstatten Ihnen dann den vollen bezahlten Betrag. Geräte, die Sie nicht geöffnet haben, können innerhalb von 30 Tagen nach Lieferung gegen volle Erstattung zurückgegeben werden.',
        `Um eine Kündigung oder Rücksendung einzuleiten, schreiben Sie an ${supportEmail} und geben Sie Ihre Bestellnummer an (Sie finden sie in Mein Konto). Wir senden Ihnen eine Rücksendeanleitung, und die Erstattung erfolgt auf Ihre ursprüngliche Zahlungsmethode, sobald das Gerät wieder bei uns eingetroffen ist. Ihre gesetzlichen Rechte, etwa das Widerrufsrecht bei Onlinekäufen in der EU, bleiben unberührt.`,
      ],
      bullets: [
        'Die Kündigung wird zum Ende des laufenden Abrechnungszeitraums wirksam.',
        '14 Tage Geld-zurück-Garantie ab Lieferung.',
        'Senden Sie das Gerät innerhalb von 30 Tagen nach der Kündigung zurück, um den vollen Betrag erstattet zu bekommen.',
        'Ungeöffnete Geräte können innerhalb von 30 Tagen nach Lieferung zurückgegeben werden.',
      ],
    },
  ],
};
