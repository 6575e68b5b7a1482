import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName, supportEmail } = shopConfig;

export const securityPrivacyArticle: HelpArticle = {
  slug: 'security-privacy',
  title: 'Sicherheit & Datenschutz',
  intro: `Öffentliches Wi-Fi in Hotels, Flughäfen und Cafés ist bequem, aber nicht vertrauenswürdig. ${brandName} verschlüsselt alles zwischen dem Reise-Router und Ihrem Zuhause, blockiert den Datenverkehr, sobald der Tunnel nicht steht, und speichert so wenige Daten über Sie wie möglich. Hier erfahren Sie, wie jede dieser Schutzmaßnahmen funktioniert.`,
  sections: [
    {
      heading: 'Verschlüsselung und Tunnelprotokoll',
      paragraphs: [
        `${brandName} verwendet ein modernes Tunnelprotokoll auf WireGuard-Basis. Es setzt auf wenige, gründlich geprüfte kryptografische Bausteine: Curve25519 für den Schlüsselaustausch, ChaCha20-Poly1305 für die authentifizierte Verschlüsselung und BLAKE2s für das Hashing. Die Sitzungsschlüssel werden alle paar Minuten erneuert, sodass selbst ein Schlüssel, der auf irgendeine Weise nach außen gelangt, immer nur einen kurzen Ausschnitt des Datenverkehrs preisgeben würde.`,
        'Heim-Router und Reise-Router besitzen jeweils eigene private Schlüssel, die auf den Geräten erzeugt werden und sie nie verlassen. Die beiden Router akzeptieren nur Verbindungen voneinander, sodass niemand sonst Ihren Anschluss zu Hause über den Tunnel nutzen kann. Der Betreiber des Netzwerks, in dem Sie sich gerade befinden, sieht nichts als verschlüsselte Pakete auf dem Weg zu Ihnen nach Hause.',
        'Das Protokoll ist zudem schlank. Das hält es auf kleiner Hardware schnell und hilft ihm, sich rasch zu erholen, wenn Sie das Netzwerk wechseln oder eine Hotelverbindung kurz abbricht. Firmware-Updates, einschließlich Sicherheitskorrekturen, werden auf beiden Geräten automatisch installiert, solange Ihr Abonnement aktiv ist.',
      ],
      bullets: [
        'Durchgängig verschlüsselt zwischen Reise-Router und Heim-Router.',
        'Die Geräteschlüssel werden auf den Routern erzeugt und verlassen sie nie.',
        'Das lokale Netzwerk sieht nur verschlüsselten Datenverkehr, nicht die Websites, die Sie besuchen.',
        'Automatische Firmware- und Sicherheitsupdates für beide Geräte.',
      ],
    },
    {
      heading: 'Der Kill-Switch erklärt',
      paragraphs: [
        'Ein Tunnel schützt Sie nur, solange er steht. Bricht er kurz ab, etwa wenn sich das Hotel-Wi-Fi neu verbindet, senden viele VPN-Lösungen den Datenverkehr stillschweigend über das lokale Netzwerk. Das kann einer Bank oder Ihrem Arbeitgeber Ihren tatsächlichen Standort verraten oder unverschlüsselten Datenverkehr im lokalen Netzwerk offenlegen.',
        `Der Kill-Switch von ${brandName} ist im Reise-Router integriert und schützt daher jedes damit verbundene Gerät, auch Laptops, die Ihr Arbeitgeber verwaltet. Immer wenn der Tunnel nicht verbunden ist, blockiert der Reise-Router sämtlichen Internetverkehr Ihrer Geräte. Nichts gelangt mit einer lokalen IP-Adresse nach draußen. Sobald der Tunnel wieder steht, meist innerhalb von Sekunden, fließt der Datenverkehr wieder, ohne dass Sie etwas tun müssen.`,
        'Die einzige Ausnahme ist die Einrichtungsseite des Reise-Routers selbst. Sie bleibt erreichbar, damit Sie ein Wi-Fi-Netz auswählen oder die Anmeldeseite eines Hotels ausfüllen können. Der Kill-Switch ist immer aktiv und lässt sich nicht versehentlich ausschalten.',
      ],
    },
    {
      heading: 'Welche Daten wir speichern und wie lange',
      paragraphs: [
        'Wir zeichnen weder die Websites auf, die Sie besuchen, noch die Inhalte Ihres Datenverkehrs oder Ihre DNS-Anfragen. Ihr Datenverkehr läuft über Ihren eigenen Anschluss zu Hause, nicht über Server, auf denen er eingesehen werden könnte.',
        'Um den Service zu betreiben und Ihnen zu helfen, wenn etwas nicht funktioniert, speichern wir eine kleine Menge an Daten, jeweils für einen festen Zeitraum. Verbindungsprotokolle enthalten die Zeitpunkte der Verbindungen, ihre Dauer, die übertragene Datenmenge und die Kennungen Ihrer Geräte; wir nutzen sie zur Fehlerbehebung und zum Schutz des Service vor Missbrauch und löschen sie nach 30 Tagen.',
        `Wir verkaufen Ihre Daten niemals. Sie können jederzeit eine Kopie Ihrer Daten, deren Berichtigung oder Löschung verlangen, indem Sie an ${supportEmail} schreiben. Die Datenschutzerklärung, die in der Fußzeile jeder Seite verlinkt ist, beschreibt alle Daten, die wir bearbeiten, sowie Ihre Rechte nach der DSGVO und dem Schweizer Bundesgesetz über den Datenschutz.`,
      ],
      bullets: [
        'Verbindungsprotokolle: Löschung nach 30 Tagen.',
        'Kontodaten: bis Sie Ihr Konto löschen oder bis 3 Jahre nach Ihrer letzten Aktivität.',
        'Zahlungsbelege: in der Regel 7 Jahre, wie es das Buchhaltungs- und Steuerrecht verlangt.',
        'Supportunterlagen: 2 Jahre.',
      ],
    },
  ],
};
