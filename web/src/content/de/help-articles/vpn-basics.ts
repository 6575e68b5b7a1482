import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName } = shopConfig;

export const vpnBasicsArticle: HelpArticle = {
  slug: 'vpn-basics',
  title: 'VPN-Grundlagen',
  intro: `Mit ${brandName} haben Sie Ihren Internetanschluss von zu Hause überall dabei. Dieser Leitfaden erklärt, was mit Ihrem Datenverkehr geschieht, warum es sich lohnt, Ihre Heim-IP-Adresse zu behalten, und wie ${brandName} mit dem VPN zusammenarbeitet, das Ihnen Ihr Arbeitgeber zur Verfügung stellt.`,
  sections: [
    {
      heading: 'So funktioniert ein Heim-IP-Tunnel',
      paragraphs: [
        `Jedes Paket von ${brandName} enthält zwei Router, die zusammengehören. Der Heim-Router bleibt zu Hause und ist per Ethernet-Kabel mit Ihrem vorhandenen Internet-Router verbunden. Der Reise-Router kommt in Ihre Tasche. Sobald Sie den Reise-Router im Hotel, in einer Ferienwohnung oder im Coworking-Space einstecken, verbindet er sich mit dem lokalen Internet und baut sofort einen verschlüsselten Tunnel zu Ihrem Heim-Router auf.`,
        'Ab diesem Moment läuft alles, was Ihre Geräte senden, durch diesen Tunnel zu Ihnen nach Hause und geht von dort ins Internet. Websites, Apps und Onlinedienste sehen die IP-Adresse Ihres Anschlusses zu Hause, nicht die Adresse des Netzwerks, in dem Sie sich gerade befinden. Antworten nehmen denselben Weg zurück: aus dem Internet zu Ihnen nach Hause, durch den Tunnel zum Reise-Router und weiter zu Ihrem Laptop oder Smartphone.',
        'Ein herkömmlicher VPN-Dienst funktioniert anders. Er leitet Ihren Datenverkehr in ein Rechenzentrum des VPN-Anbieters, wo er mit dem Datenverkehr Tausender anderer Nutzer gemischt wird und über eine gemeinsam genutzte Adresse ins Internet geht. Das verschleiert zwar, wo Sie sind, lässt Sie aber nicht so aussehen, als wären Sie zu Hause. Genau das leistet ein Heim-IP-Tunnel, denn der Endpunkt des Tunnels ist Ihr eigener Anschluss.',
      ],
      bullets: [
        'Der Heim-Router: bleibt zu Hause, verbunden mit Ihrem Internet-Router.',
        'Der Reise-Router: baut überall, wo Sie sind, Ihr eigenes Wi-Fi-Netz auf.',
        'Der Tunnel: verschlüsselt, auf WireGuard-Basis und durch einen Kill-Switch geschützt.',
        'Ihre Geräte: verbinden sich mit dem Reise-Router wie mit jedem Wi-Fi, ohne dass Sie Software installieren müssen.',
      ],
    },
    {
      heading: 'Warum Ihre Heim-IP-Adresse wichtig ist',
      paragraphs: [
        'Ihre IP-Adresse verrät Onlinediensten ungefähr, wo Sie sich befinden und welche Art von Verbindung Sie nutzen. Viele Dienste verlassen sich auf diese Information, um Ihre Konten zu schützen, und manche reagieren empfindlich, wenn sie sich plötzlich ändert.',
        'Banken und Zahlungsdienstleister verlangen womöglich eine zusätzliche Bestätigung oder sperren eine Karte, wenn eine Anmeldung aus einem ungewohnten Land kommt. Streaming- und Mediendienste zeigen ein anderes Angebot oder gar keines. Steuer-, Versicherungs- und Behördenportale verweigern aus dem Ausland mitunter den Zugriff. Unternehmenssysteme werten eine Anmeldung von einem anderen Kontinent womöglich als Sicherheitsvorfall. Gemeinsam genutzte VPN-Adressen haben ihre eigenen Probleme: Weil Tausende Menschen sie verwenden, werden sie oft als verdächtig markiert, gedrosselt oder mit endlosen Captchas beantwortet.',
        `Mit ${brandName} geht Ihr Datenverkehr immer von der privaten Adresse aus, die Ihnen Ihr Internetanbieter zugewiesen hat. Es ist die Adresse, die Ihre Bank, Ihre Streamingdienste und Ihr Arbeitgeber bereits kennen. So funktioniert Ihr digitales Leben wie zu Hause – ob Sie ein Wochenende oder sechs Monate unterwegs sind.`,
      ],
      bullets: [
        'Weniger Sicherheitsabfragen und gesperrte Zahlungen in Banking-Apps.',
        'Ihr gewohntes Streamingangebot und Ihre Nachrichtenseiten, wie zu Hause.',
        'Keine geteilte, als verdächtig markierte VPN-Adresse und keine Captcha-Flut.',
        'Zugriff auf Geräte in Ihrem Heimnetzwerk, etwa ein NAS oder einen Drucker.',
      ],
    },
    {
      heading: 'Zusammen mit einem Firmen-VPN nutzen',
      paragraphs: [
        `Die meisten Menschen, die ortsunabhängig arbeiten, nutzen ein Firmen-VPN wie Cisco AnyConnect, GlobalProtect, FortiClient, Zscaler, Pulse Secure oder Check Point. ${brandName} funktioniert mit all diesen Lösungen. Ihr Arbeitslaptop verbindet sich wie mit jedem anderen Netzwerk mit dem Wi-Fi des Reise-Routers und startet das Firmen-VPN genau wie zu Hause. Das Firmen-VPN läuft dann innerhalb des Tunnels von ${brandName}, sodass Ihr Arbeitgeber die Verbindung von Ihrer Heim-IP-Adresse aus ankommen sieht.`,
        'Da auf dem Laptop nichts installiert werden muss, bleibt die von Ihrer IT-Abteilung verwaltete Konfiguration unangetastet: keine zusätzlichen Netzwerkadapter, keine geänderten Einstellungen, kein zweiter VPN-Client, der mit dem ersten um Ihren Datenverkehr konkurriert. Deshalb funktioniert es auch mit gesperrten Firmengeräten, auf denen Sie überhaupt keine Software installieren können.',
        'Zwei Tipps für einen reibungslosen Ablauf. Erstens: Lassen Sie den Tunnel des Reise-Routers die Verbindung aufbauen, bevor Sie das Firmen-VPN starten; die Statusleuchte leuchtet dauerhaft, sobald er bereit ist. Zweitens: Wenn sich das Firmen-VPN nach einem Netzwechsel neu verbindet, geben Sie ihm ein paar Sekunden – der Tunnel baut sich automatisch wieder auf, und das Firmen-VPN folgt. Bitte stellen Sie sicher, dass das Arbeiten von einem anderen Ort aus mit den Richtlinien Ihres Arbeitgebers vereinbar ist; unser Tunnel hält Ihre Verbindung einheitlich, doch Ihre arbeitsvertraglichen Bestimmungen gelten weiterhin.',
      ],
    },
  ],
};
