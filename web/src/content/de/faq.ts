import { shopConfig } from '../../config/shop-config';
import type { FaqEntry } from '../faq';

const { brandName, supportEmail } = shopConfig;

/** The 19 FAQ entries, in the same order as the English ones. */
export const faqEntries: FaqEntry[] = [
  {
    question: `Was ist ${brandName} und wie funktioniert es?`,
    answer: `${brandName} besteht aus zwei kleinen Routern, die als Team arbeiten. Der Heim-Router bleibt an Ihrem Internetanschluss zu Hause, der Reise-Router begleitet Sie. Wo immer Sie sind, baut der Reise-Router einen verschlüsselten Tunnel zu Ihrem Heim-Router auf, sodass Ihr gesamter Datenverkehr über Ihren eigenen Anschluss zu Hause ins Internet geht. Für jede Website und jeden Dienst, den Sie nutzen, sehen Sie genauso aus, als säßen Sie zu Hause.`,
  },
  {
    question: 'Warum ist es wichtig, meine Heim-IP-Adresse zu behalten?',
    answer: `Banken, Streamingdienste, Lohn- und Steuerportale sowie viele Unternehmenssysteme prüfen, woher eine Anmeldung kommt. Eine plötzliche Anmeldung aus einem anderen Land oder von einer Rechenzentrumsadresse, die sich Tausende VPN-Nutzer teilen, kann zusätzliche Sicherheitsabfragen, gesperrte Zahlungen, blockierte Konten oder nicht verfügbare Inhalte auslösen. Mit ${brandName} kommt Ihr Datenverkehr immer von Ihrer privaten Heim-IP-Adresse, sodass Ihr digitales Leben so funktioniert wie zu Hause.`,
  },
  {
    question: 'Funktioniert es mit dem VPN meines Unternehmens?',
    answer: `Ja. ${brandName} arbeitet mit Firmen-VPNs wie Cisco AnyConnect, GlobalProtect, FortiClient, Zscaler oder Check Point zusammen. Ihr Arbeitslaptop verbindet sich einfach mit dem Wi-Fi des Reise-Routers und startet das Firmen-VPN wie gewohnt; das Firmen-VPN läuft innerhalb unseres Tunnels und erreicht Ihren Arbeitgeber über Ihren Anschluss zu Hause. Am Laptop ändert sich nichts. Bitte stellen Sie sicher, dass das Arbeiten aus dem Ausland mit den Richtlinien Ihres Arbeitgebers vereinbar ist.`,
  },
  {
    question: 'Muss ich Software installieren?',
    answer: `Nein. Es gibt keine Apps, Treiber oder Zertifikate zu installieren. Ihr Laptop, Smartphone oder Tablet verbindet sich per Wi-Fi oder Ethernet-Kabel mit dem Reise-Router – genau wie mit jedem anderen Netzwerk. Das ist ideal für vom Unternehmen verwaltete Laptops, auf denen Sie keine Software installieren dürfen, und funktioniert gleichermaßen mit Windows, macOS, Linux, ChromeOS, iOS und Android.`,
  },
  {
    question: 'Welches Tunnelprotokoll verwenden Sie?',
    answer: `${brandName} verwendet ein modernes, auf WireGuard basierendes Tunnelprotokoll mit Kryptografie auf dem neuesten Stand der Technik (Schlüsselaustausch mit Curve25519 und Verschlüsselung mit ChaCha20-Poly1305). Es ist schlank, schnell und stellt die Verbindung nach einem Netzwechsel rasch wieder her – ideal für Verbindungen in Hotels, Cafés und Coworking-Spaces.`,
  },
  {
    question: 'Was passiert, wenn die Verbindung abbricht?',
    answer: `Der integrierte Kill-Switch blockiert sämtlichen Datenverkehr auf dem Reise-Router, sobald der Tunnel unterbrochen wird. So gelangt nie etwas mit einer fremden IP-Adresse über das lokale Netzwerk nach draußen. Der Reise-Router verbindet sich automatisch neu, meist innerhalb von Sekunden, und der Datenverkehr läuft weiter, sobald der Tunnel wieder steht.`,
  },
  {
    question: 'Was ist der Unterschied zwischen dem Light Package und dem Pro Package?',
    answer: `Das Light Package (149\u00a0€) liefert bis zu 30 Mbps durch den Tunnel, Wi-Fi für einen Raum mit 1–2 Geräten und einen kabelgebundenen Anschluss, mit Wi-Fi 5, 1 Gigabit WAN, 2 Gigabit LAN und 1 USB-2.0-Anschluss. Das Pro Package (249\u00a0€) liefert bis zu 150 Mbps, versorgt mit Wi-Fi 6 eine ganze Etage und bewältigt mehrere Geräte und kabelgebundene Anschlüsse, mit einem 2,5-Gbps-WAN-Anschluss, einem Gigabit-LAN-Anschluss und USB 3.0. Light eignet sich für E-Mails, Telefonate und die tägliche Arbeit; Pro für videointensive Arbeit, große Dateien und Haushalte, die gemeinsam reisen.`,
  },
  {
    question: 'Welche Internetgeschwindigkeit brauche ich zu Hause?',
    answer: `Wir empfehlen einen Anschluss zu Hause mit mindestens 30 Mbps Upload. Während Sie reisen, wird Ihr Datenverkehr über Ihren Anschluss zu Hause ins Internet geleitet, daher bestimmt Ihre Upload-Geschwindigkeit zu Hause die Obergrenze des Tunnels. Um die vollen 150 Mbps des Pro Package zu nutzen, sollte Ihr Upload zu Hause mindestens 150 Mbps betragen. Auch die Internetverbindung an Ihrem Reiseziel spielt eine Rolle: Ein langsames Hotelnetz begrenzt die Geschwindigkeit ebenfalls.`,
  },
  {
    question: 'Wie lange dauert die Einrichtung?',
    answer: `Zwischen 15 und 30 Minuten, die meiste Zeit davon warten Sie, bis die Geräte gestartet und aktualisiert sind. Verbinden Sie den Heim-Router mit dem beiliegenden Ethernet-Kabel mit Ihrem vorhandenen Router, schließen Sie ihn an den Strom an und folgen Sie der Schnellstartkarte. Die beiden Router sind bereits miteinander gekoppelt, Sie müssen also keine Schlüssel oder Adressen eingeben. Wir empfehlen, den Reise-Router vor Ihrer ersten Reise einmal zu Hause zu testen.`,
  },
  {
    question: 'Welchen Tarif soll ich wählen?',
    answer: `Alle Tarife enthalten den vollen Service: den Tunnel, automatische Firmware- und Sicherheitsupdates sowie Support rund um die Uhr. Sie unterscheiden sich im Abrechnungszeitraum und in den Antwortzeiten des Supports. Flexi kostet 29\u00a0€ pro Monat und ist monatlich kündbar. Secure kostet 79\u00a0€ für 3 Monate und bietet für die meisten Reisenden das beste Preis-Leistungs-Verhältnis. Ultimate kostet 149\u00a0€ für 6 Monate, hat den niedrigsten Monatspreis und die schnellsten Antwortzeiten des Supports.`,
  },
  {
    question: 'Brauche ich ein Abonnement, und ist ein Monat inklusive?',
    answer: `Ja, um den Tunnel zu nutzen, benötigen Sie einen aktiven Tarif: Er umfasst den Verbindungsdienst, mit dem Ihr Reise-Router Ihren Heim-Router hinter jedem Netzwerk findet, Firmware- und Sicherheitsupdates sowie Support. Jedes Gerätepaket enthält 1 Gratismonat, sodass Sie sofort losreisen und Ihren Tarif später wählen können.`,
  },
  {
    question: 'Wie lange dauert der Versand?',
    answer: `Bestellungen werden mit Sendungsverfolgung verschickt. Die Lieferung dauert innerhalb Europas in der Regel 5–7 Werktage, nach Nordamerika und Australien 7–10 Werktage. Die Versandkosten für Ihr Zielland werden an der Kasse berechnet, und Sie erhalten per E-Mail einen Link zur Sendungsverfolgung, sobald Ihr Paket unser Lager verlässt.`,
  },
  {
    question: 'Gibt es eine Geld-zurück-Garantie?',
    answer: `Ja. Für jede Bestellung gilt eine 14-tägige Geld-zurück-Garantie ab dem Tag der Lieferung. Wenn ${brandName} nicht das Richtige für Sie ist, kündigen Sie innerhalb von 14 Tagen und senden Sie das Gerät innerhalb von 30 Tagen nach Ihrer Kündigung zurück – Sie erhalten den vollen Betrag erstattet. Ungeöffnete Geräte können innerhalb von 30 Tagen nach Lieferung zurückgegeben werden.`,
  },
  {
    question: 'Was deckt die Hardware-Garantie ab?',
    answer: `Für beide Router gilt eine 2-jährige Hardware-Garantie ab dem Lieferdatum. Tritt bei normalem Gebrauch ein Hardwaredefekt auf, reparieren oder ersetzen wir das Gerät kostenlos, einschließlich Versand. Schäden durch Unfälle, Flüssigkeiten, unsachgemäßen Gebrauch oder unbefugte Veränderungen sind nicht abgedeckt. Ihre gesetzlichen Verbraucherrechte bleiben unberührt.`,
  },
  {
    question: 'Wie funktioniert die automatische Verlängerung?',
    answer: `Abonnements verlängern sich am Ende jedes Abrechnungszeitraums, damit Ihre Verbindung nie abreißt, während Sie unterwegs sind. 7 Tage vor jeder Verlängerung senden wir Ihnen eine E-Mail mit Datum und Betrag. Ein per Karte bezahlter Tarif verlängert sich durch Belastung der Karte, mit der Sie bezahlt haben und die wir für Verlängerungen speichern. Ein per PayPal oder Banküberweisung bezahlter oder ohne Konto gekaufter Tarif verlängert sich, wenn Sie bezahlen: Die E-Mail 7 Tage vorher enthält einen Zahlungslink; ist der Tarif bis zum Ende des Zeitraums nicht bezahlt, endet er. Sie können jederzeit vor dem Verlängerungsdatum in Mein Konto den Tarif wechseln oder die automatische Verlängerung deaktivieren; ein neuer Tarif gilt ab Ihrer nächsten Verlängerung.`,
  },
  {
    question: 'Was passiert, wenn eine Zahlung fehlschlägt?',
    answer: `Schlägt eine Zahlung für eine Verlängerung fehl, informieren wir Sie per E-Mail und versuchen die Zahlung nach 3 Tagen erneut. Während dieser Kulanzfrist läuft Ihr Service weiter. Ist die Zahlung 7 Tage nach dem Verlängerungsdatum noch immer nicht erfolgt, wird der Service gesperrt, bis der offene Betrag bezahlt ist. Sobald Sie ihn bezahlen oder Ihre Zahlungsmethode in Mein Konto aktualisieren, ist der Service sofort wieder verfügbar.`,
  },
  {
    question: 'Wie kündige ich mein Abonnement?',
    answer: `Sie können jederzeit in Mein Konto oder per E-Mail an ${supportEmail} kündigen. Die Kündigung wird zum Ende Ihres laufenden Abrechnungszeitraums wirksam, und Sie können den Service bis dahin weiter nutzen. Es fallen keine Kündigungsgebühren an. Wenn Sie innerhalb der 14-tägigen Geld-zurück-Frist kündigen, senden Sie das Gerät innerhalb von 30 Tagen nach Ihrer Kündigung zurück, um den vollen Betrag erstattet zu bekommen.`,
  },
  {
    question: 'Protokollieren Sie meinen Datenverkehr?',
    answer: `Nein. Wir zeichnen weder die Websites auf, die Sie besuchen, noch die Inhalte Ihres Datenverkehrs. Damit der Service zuverlässig läuft, speichern wir minimale Verbindungsprotokolle (Verbindungszeiten, Dauer, Datenvolumen und Gerätekennungen), die nach 30 Tagen automatisch gelöscht werden. Wir verkaufen Ihre Daten niemals. In der Datenschutzerklärung erfahren Sie genau, was wir speichern und wie lange.`,
  },
  {
    question: 'Wie erreiche ich den Support?',
    answer: `Unser Support-Team ist rund um die Uhr für Sie da. Eröffnen Sie auf der Seite Hilfe & Support ein Support-Ticket – Sie erhalten innerhalb von 2 Stunden eine erste Antwort – oder schreiben Sie uns an ${supportEmail}. Vollständige Antworten erhalten Sie innerhalb der Antwortzeit Ihres Tarifs: Flexi 4–8 Stunden per E-Mail und 8–12 Stunden bei Tickets, Secure 2–4 Stunden per E-Mail und 4–6 Stunden bei Tickets, Ultimate 1–2 Stunden per E-Mail und 2–4 Stunden bei Tickets.`,
  },
];
