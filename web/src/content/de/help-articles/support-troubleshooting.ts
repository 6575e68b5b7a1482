import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName, supportEmail } = shopConfig;

export const supportTroubleshootingArticle: HelpArticle = {
  slug: 'support-troubleshooting',
  title: 'Support & Fehlerbehebung',
  intro: `Die meisten Verbindungsprobleme unterwegs lassen sich in wenigen Minuten lösen. Dieser Leitfaden zeigt Ihnen, wie Sie das Support-Team von ${brandName} erreichen, was Sie zuerst selbst prüfen können und wie die 2-jährige Hardware-Garantie funktioniert, falls ein Gerät einmal ausfällt.`,
  sections: [
    {
      heading: 'So erreichen Sie den Support – und wie schnell wir antworten',
      paragraphs: [
        `Unser Support-Team ist rund um die Uhr im Einsatz, an jedem Tag des Jahres, denn unsere Kunden sind über alle Zeitzonen verteilt. Sie können auf der Seite Hilfe & Support ein Support-Ticket eröffnen oder an ${supportEmail} schreiben. Auf jedes Ticket erhalten Sie innerhalb von 2 Stunden eine erste Antwort von einem Menschen, mit Ihrer Ticketnummer und den ersten Schritten, die Sie ausprobieren können.`,
        'E-Mail eignet sich am besten für Fragen zu Bestellungen, Abrechnung und Ihrem Konto. Tickets eignen sich am besten für technische Probleme: Unsere Netzwerktechniker sehen sich den Status Ihrer Geräte an, gehen der Sache nach und melden sich mit einer vollständigen Antwort. Wie schnell diese vollständige Antwort kommt, hängt von Ihrem Tarif ab.',
        'Damit wir Ihnen schneller helfen können, nennen Sie uns bitte Ihre Bestellnummer, das Paket, das Sie nutzen (Light oder Pro), das Land, in dem Sie sich befinden, wie der Reise-Router verbunden ist (Wi-Fi oder Kabel) und was Sie bereits ausprobiert haben. Ein Screenshot eines Speedtests oder einer Fehlermeldung ist ebenfalls sehr hilfreich.',
      ],
      bullets: [
        'Flexi: Antworten per E-Mail innerhalb von 4–8 Stunden, auf Tickets innerhalb von 8–12 Stunden.',
        'Secure: Antworten per E-Mail innerhalb von 2–4 Stunden, auf Tickets innerhalb von 4–6 Stunden.',
        'Ultimate: Antworten per E-Mail innerhalb von 1–2 Stunden, auf Tickets innerhalb von 2–4 Stunden.',
        'Jeder Tarif: erste Antwort auf ein neues Ticket innerhalb von 2 Stunden, rund um die Uhr.',
      ],
    },
    {
      heading: 'Langsame oder abbrechende Verbindungen beheben',
      paragraphs: [
        'Die Geschwindigkeit Ihres Tunnels hängt von drei Faktoren ab: der Upload-Geschwindigkeit Ihres Anschlusses zu Hause, der Internetverbindung an Ihrem Aufenthaltsort und der Grenze Ihres Pakets (bis zu 30 Mbps bei Light, bis zu 150 Mbps bei Pro). Der langsamste der drei gibt das Tempo vor. Wenn sich der Tunnel langsam anfühlt, finden Sie zuerst heraus, welcher es ist.',
        'Führen Sie einen Speedtest durch, während Sie mit dem Reise-Router verbunden sind, und bitten Sie dann jemanden zu Hause, einen Test in Ihrem Heimnetzwerk durchzuführen und den Upload-Wert zu prüfen. Ist Ihr Upload zu Hause niedrig oder ausgelastet, etwa durch ein Cloud-Backup oder ein streamendes Familienmitglied, ist auch der Tunnel langsam. Ist das lokale Netzwerk der Engpass, versuchen Sie es mit einer Kabelverbindung oder stellen Sie den Reise-Router näher an den Zugangspunkt des Hotels.',
        'Bricht der Tunnel immer wieder ab, prüfen Sie, ob der Heim-Router noch Strom hat und verbunden ist: Ein Stromausfall oder ein Neustart des Routers zu Hause unterbricht den Tunnel, bis der Heim-Router wieder erreichbar ist. Der Reise-Router verbindet sich von selbst neu, und der Kill-Switch hält Ihren Datenverkehr in der Zwischenzeit blockiert, sodass dabei nichts nach außen dringt.',
      ],
      bullets: [
        'Starten Sie den Reise-Router neu und warten Sie, bis die Statusleuchte dauerhaft leuchtet.',
        'Nutzen Sie nach Möglichkeit die Ethernet-Buchse statt Wi-Fi.',
        'Pausieren Sie große Uploads und Backups in Ihrem Heimnetzwerk.',
        'Stellen Sie sicher, dass der Heim-Router Strom hat und sein Kabel fest eingesteckt ist.',
        'Schließen Sie die Anmeldeseite erneut ab, wenn das Hotelnetz Sie nach einer Zeitüberschreitung abgemeldet hat.',
        'Starten Sie Ihr Firmen-VPN erst, wenn der Tunnel verbunden ist.',
      ],
    },
    {
      heading: 'Garantie und Geräteaustausch',
      paragraphs: [
        'Für beide Router in Ihrem Paket gilt eine 2-jährige Hardware-Garantie ab dem Lieferdatum. Funktioniert ein Gerät bei normalem Gebrauch nicht mehr oder tritt ein Defekt auf, reparieren oder ersetzen wir es kostenlos, einschließlich des Versands in beide Richtungen.',
        `Eröffnen Sie ein Ticket oder schreiben Sie an ${supportEmail}, mit Ihrer Bestellnummer und einer kurzen Beschreibung des Problems. Unser Team führt zuerst eine Ferndiagnose durch, denn viele Probleme lassen sich mit einem Neustart oder einem Firmware-Update beheben. Liegt ein Hardwarefehler vor, senden wir Ihnen ein Ersatzgerät. Für Reisende verschicken wir das Ersatzgerät nach Möglichkeit zuerst, damit Sie während der Wartezeit nicht ohne Verbindung dastehen.`,
        'Die Garantie deckt Material- und Verarbeitungsfehler ab. Nicht abgedeckt sind Schäden durch Unfälle, Stürze, Flüssigkeiten, ungeeignete Netzteile oder unbefugte Veränderungen sowie normale Abnutzung wie Kratzer. Ihre gesetzlichen Verbraucherrechte bleiben von dieser Garantie unberührt.',
      ],
    },
  ],
};
