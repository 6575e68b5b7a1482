import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName, supportEmail } = shopConfig;

export const setupInstallationArticle: HelpArticle = {
  slug: 'setup-installation',
  title: 'Einrichtung & Installation',
  intro: `Die Einrichtung von ${brandName} dauert 15–30 Minuten, und Sie erledigen sie nur ein einziges Mal. Auf keinem Ihrer Geräte muss Software installiert werden: Sie schließen den Heim-Router zu Hause an, testen den Reise-Router einmal, und schon kann es losgehen. Dieser Leitfaden führt Sie durch jeden Schritt.`,
  sections: [
    {
      heading: 'Bevor Sie beginnen: Anforderungen an den Anschluss zu Hause',
      paragraphs: [
        'Während Sie reisen, geht Ihr gesamter Datenverkehr über Ihren Anschluss zu Hause ins Internet. Deshalb ist die Upload-Geschwindigkeit Ihres Anschlusses zu Hause der wichtigste Wert: Sie bestimmt die Höchstgeschwindigkeit Ihres Tunnels. Wir empfehlen mindestens 30 Mbps Upload. Glasfaser- und moderne Kabelanschlüsse bieten meist weit mehr, manche DSL- und Mobilfunkanschlüsse weniger.',
        'Führen Sie zur Kontrolle einen Speedtest auf einem Computer in Ihrem Heimnetzwerk durch und achten Sie auf den Upload-Wert, nicht auf den Download-Wert. Liegt Ihr Upload unter 30 Mbps, funktioniert der Tunnel trotzdem, aber große Downloads und Videocalls fühlen sich womöglich langsamer an als gewohnt. Um die vollen 150 Mbps des Pro Package zu nutzen, sollte Ihr Upload zu Hause mindestens 150 Mbps betragen.',
        `Sie brauchen weder eine feste IP-Adresse noch eine Portweiterleitung oder sonstige Änderungen an Ihrem Internet-Router. Der Service von ${brandName} findet Ihren Heim-Router automatisch, auch wenn Ihr Anbieter Ihre Adresse ändert oder sie mit anderen Kunden teilt.`,
      ],
      bullets: [
        'Ein Internetanschluss zu Hause mit mindestens 30 Mbps Upload (empfohlen).',
        'Ein freier Ethernet-Anschluss (LAN) an Ihrem Internet-Router.',
        'Eine Steckdose in der Nähe Ihres Internet-Routers.',
        'Ein Platz, an dem der Heim-Router eingeschaltet bleiben kann, während Sie unterwegs sind.',
      ],
    },
    {
      heading: 'Den Heim-Router einrichten',
      paragraphs: [
        'Stellen Sie den Heim-Router neben Ihren Internet-Router, an einen Platz mit etwas Luft rundherum. Guter Wi-Fi-Empfang ist nicht nötig, da er über das Kabel arbeitet.',
        'Beim ersten Start meldet sich der Heim-Router bei unserem Service an und installiert die neueste Firmware. Das kann einige Minuten dauern; bitte trennen Sie ihn nicht vom Strom, solange die Statusleuchte blinkt. Leuchtet die Statusleuchte dauerhaft, ist der Heim-Router bereit und der Tunnel kann genutzt werden.',
        'Vor Ihrer ersten Reise empfehlen wir dringend einen Test zu Hause. Schließen Sie den Reise-Router in einem anderen Raum an eine Steckdose an und verbinden Sie ihn mit Ihrem Wi-Fi zu Hause oder mit dem zweiten Kabel mit einem freien Anschluss Ihres Internet-Routers. Verbinden Sie Ihren Laptop mit seinem Wi-Fi-Netz und öffnen Sie eine beliebige „Wie ist meine IP?“-Website. Sie sollte dieselbe Adresse anzeigen wie ein Gerät in Ihrem normalen Wi-Fi zu Hause. Ist das der Fall, sind Sie fertig.',
      ],
      bullets: [
        'Verbinden Sie den WAN-Anschluss des Heim-Routers mit dem beiliegenden Kabel mit einem freien LAN-Anschluss Ihres Internet-Routers.',
        'Schließen Sie das Netzteil an und warten Sie, bis die Statusleuchte dauerhaft leuchtet.',
        'Schalten Sie den Reise-Router ein und verbinden Sie sich mit dem Wi-Fi-Netz, das auf der Schnellstartkarte steht.',
        'Prüfen Sie, ob Ihre IP-Adresse mit der Ihres Anschlusses zu Hause übereinstimmt.',
        'Lassen Sie den Heim-Router eingeschaltet und verbunden, während Sie reisen.',
      ],
    },
    {
      heading: 'Unterwegs mit dem Reise-Router verbinden',
      paragraphs: [
        'Schließen Sie den Reise-Router an Ihrem Reiseziel an den Strom an. Gibt es eine Ethernet-Buchse, verbinden Sie sie mit dem WAN-Anschluss des Reise-Routers: Eine Kabelverbindung ist die schnellste und zuverlässigste Option. Andernfalls verbinden Sie Ihren Laptop oder Ihr Smartphone mit dem Wi-Fi des Reise-Routers und öffnen eine beliebige Website. Die Einrichtungsseite des Reise-Routers erscheint und listet die Wi-Fi-Netze in der Nähe auf; wählen Sie das lokale Netz und geben Sie dessen Passwort ein.',
        'Viele Hotels, Flughäfen und Coworking-Spaces nutzen eine Anmeldeseite, auf der Sie Bedingungen akzeptieren oder eine Zimmernummer eingeben. Der Reise-Router erkennt solche Seiten und zeigt sie Ihnen auf seiner Einrichtungsseite an. Schließen Sie die Anmeldung dort ab, und der Tunnel startet automatisch, sobald das Internet erreichbar ist.',
        `Bis der Tunnel verbunden ist, hält der Kill-Switch sämtlichen Datenverkehr zurück, sodass nichts mit einer lokalen IP-Adresse nach draußen gelangt. Sobald die Statusleuchte dauerhaft leuchtet, nutzen alle Geräte im Wi-Fi des Reise-Routers Ihren Anschluss zu Hause. Ihre Geräte merken sich das Reisenetzwerk, sodass sie sich am nächsten Ort automatisch wieder verbinden und Sie nur das neue lokale Wi-Fi auswählen müssen. Wenn Sie nicht weiterkommen, schreiben Sie an ${supportEmail}; unser Team ist rund um die Uhr für Sie da.`,
      ],
      bullets: [
        'Nutzen Sie die Ethernet-Buchse, wenn es eine gibt; sie ist schneller und stabiler als Wi-Fi.',
        'Stellen Sie den Reise-Router in den Raum, in dem Sie arbeiten, fern von Metallgegenständen und großen Elektrogeräten.',
        'Schließen Sie in Netzwerken mit Anmeldeseite die Anmeldung auf der Einrichtungsseite des Reise-Routers ab.',
        'Starten Sie Ihr Firmen-VPN erst, wenn die Statusleuchte dauerhaft leuchtet.',
      ],
    },
  ],
};
