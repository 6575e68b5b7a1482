import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName } = shopConfig;

export const featuresPackagesArticle: HelpArticle = {
  slug: 'features-packages',
  title: 'Funktionen & Pakete',
  intro: `${brandName} gibt es in zwei Gerätepaketen, Light und Pro, und mit drei Tarifen. Jedes Paket enthält einen Heim-Router und einen Reise-Router, und jeder Tarif umfasst den vollen Service. Dieser Leitfaden hilft Ihnen, die Kombination zu finden, die zu Ihrer Art zu arbeiten und zu reisen passt.`,
  sections: [
    {
      heading: 'Light oder Pro: Das richtige Paket wählen',
      paragraphs: [
        'Beide Pakete behalten Ihre Heim-IP-Adresse bei, funktionieren mit Firmen-VPNs, kommen ohne Software aus und enthalten den Kill-Switch. Sie unterscheiden sich in der Geschwindigkeit, der Wi-Fi-Abdeckung und darin, wie viele Geräte sie komfortabel bewältigen.',
        'Das Light Package (149 €) ist für eine Person mit Laptop und Smartphone gemacht. Es liefert bis zu 30 Mbps durch den Tunnel – mehr als genug für E-Mails, Videocalls, Chats, Surfen und die tägliche Büroarbeit. Sein Wi-Fi deckt einen Raum ab, etwa ein Hotelzimmer oder ein kleines Arbeitszimmer in einer Wohnung.',
        'Das Pro Package (249 €) ist unsere beliebteste Wahl. Es liefert bis zu 150 Mbps, versorgt mit Wi-Fi 6 eine ganze Etage und bewältigt mehrere Geräte und kabelgebundene Anschlüsse gleichzeitig. Wählen Sie Pro, wenn Sie regelmäßig große Dateien übertragen, in hoher Qualität streamen, in der Videoproduktion oder im Design arbeiten oder mit Partner oder Familie reisen, die ebenfalls Ihren Anschluss von zu Hause nutzen möchten.',
        'Denken Sie daran: Der Tunnel kann nie schneller sein als die Upload-Geschwindigkeit Ihres Anschlusses zu Hause. Liegt Ihr Upload zu Hause bei etwa 30 Mbps, fühlen sich Light und Pro ähnlich an; die zusätzliche Geschwindigkeit von Pro zeigt sich erst bei einem höheren Upload.',
      ],
      bullets: [
        'Light: bis zu 30 Mbps, Wi-Fi für einen Raum, 1–2 Geräte, ein kabelgebundener Anschluss.',
        'Light-Hardware: Wi-Fi 5; 1 Gigabit WAN, 2 Gigabit LAN, 1 USB 2.0.',
        'Pro: bis zu 150 Mbps, Wi-Fi für eine Etage, mehrere Geräte und kabelgebundene Anschlüsse.',
        'Pro-Hardware: Wi-Fi 6; 1 x 2,5 Gbps WAN, 1 Gigabit LAN, USB 3.0.',
      ],
    },
    {
      heading: 'Lieferumfang',
      paragraphs: [
        'Jedes Paket kommt einsatzbereit bei Ihnen an. Heim-Router und Reise-Router werden miteinander gekoppelt, bevor sie unser Lager verlassen, sodass Sie nie Schlüssel kopieren oder Adressen eingeben müssen.',
        `Der Reise-Router ist kompakt genug für eine Laptoptasche, und sein Netzteil verträgt 100–240 V – mit einem einfachen Steckdosenadapter funktioniert er also auf jedem Kontinent. Das beiliegende Ethernet-Kabel verbindet den Heim-Router mit Ihrem Internet-Router; mit einem zweiten Kabel schließen Sie einen Laptop direkt an den Reise-Router an, wenn das lokale Wi-Fi schwach ist oder Sie eine kabelgebundene Verbindung bevorzugen. Jedes Paket enthält außerdem 1 Gratismonat des Service von ${brandName}, sodass Sie sofort loslegen und später einen Tarif wählen können.`,
      ],
      bullets: [
        'Heim-Router mit Netzteil.',
        'Reise-Router mit Netzteil.',
        'Zwei Ethernet-Kabel.',
        'Schnellstartkarte mit dem Wi-Fi-Namen und dem Passwort Ihres Reisenetzwerks.',
        '1 Gratismonat Service, der Ihrem Konto mit Ihrer Bestellung gutgeschrieben wird.',
      ],
    },
    {
      heading: 'Die Tarife im Überblick',
      paragraphs: [
        'Ein Abonnement hält Ihren Tunnel am Laufen. Es umfasst den Verbindungsdienst, mit dem Ihr Reise-Router Ihren Heim-Router aus jedem Netzwerk findet, automatische Firmware- und Sicherheitsupdates für beide Geräte sowie Support rund um die Uhr. Alle Tarife bieten dieselben Funktionen; sie unterscheiden sich im Abrechnungszeitraum und in den Antwortzeiten des Supports.',
        'Flexi kostet 29 € pro Monat und ist ideal für gelegentliche Reisen: Sie buchen die Monate, in denen Sie unterwegs sind, und hören auf, wenn Sie wieder zu Hause sind. Secure kostet 79 € für 3 Monate und bietet für die meisten ortsunabhängig Arbeitenden und Vielreisenden das beste Preis-Leistungs-Verhältnis. Ultimate kostet 149 € für 6 Monate, hat den niedrigsten Monatspreis und den schnellsten Support – passend für digitale Nomaden, die lange unterwegs sind.',
        'Tarife verlängern sich am Ende jedes Zeitraums, und 7 Tage vor jeder Verlängerung senden wir Ihnen eine E-Mail mit Datum und Betrag. Sie können jederzeit vor dem Verlängerungsdatum in Mein Konto den Tarif wechseln oder die automatische Verlängerung deaktivieren; ein neuer Tarif gilt ab Ihrer nächsten Verlängerung, und eine Kündigung wird zum Ende des bereits bezahlten Zeitraums wirksam.',
      ],
      bullets: [
        'Flexi: 29 € pro Monat. Antworten per E-Mail innerhalb von 4–8 Stunden, auf Tickets innerhalb von 8–12 Stunden.',
        'Secure: 79 € für 3 Monate. Antworten per E-Mail innerhalb von 2–4 Stunden, auf Tickets innerhalb von 4–6 Stunden.',
        'Ultimate: 149 € für 6 Monate. Antworten per E-Mail innerhalb von 1–2 Stunden, auf Tickets innerhalb von 2–4 Stunden.',
      ],
    },
  ],
};
