import { shopConfig } from '../../config/shop-config';
import type { LegalDocument } from '../legal';

const { brandName, supportEmail } = shopConfig;

/** The date from which all three documents apply. */
export const legalEffectiveDate = '6. September 2025';

/** Ends the first paragraph of each document: only the English text is binding. */
const translationNotice =
  'Dieser Text ist eine Übersetzung; im Zweifelsfall ist die englische Fassung maßgebend.';

export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  title: 'Datenschutzerklärung',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: '1. Wer wir sind',
      paragraphs: [
        `Diese Datenschutzerklärung erläutert, wie ${brandName} („wir“, „uns“) personenbezogene Daten erhebt, verwendet und schützt, wenn Sie unsere Website besuchen, unsere Geräte und Tarife kaufen, den Tunneldienst von ${brandName} nutzen oder sich an unser Support-Team wenden. Sie gilt ab dem ${legalEffectiveDate}. ${translationNotice}`,
        `${brandName} wird von der Schweiz aus betrieben und ist als Verantwortlicher für Ihre personenbezogenen Daten zuständig. Wir bearbeiten personenbezogene Daten gemäß dem Schweizer Bundesgesetz über den Datenschutz (DSG) und, soweit sie auf Sie anwendbar ist, der EU-Datenschutz-Grundverordnung (DSGVO). Bei Fragen oder Anliegen zum Datenschutz erreichen Sie uns unter ${supportEmail}.`,
      ],
    },
    {
      heading: '2. Welche Daten wir erheben',
      paragraphs: [
        'Wir erheben nur die Daten, die wir benötigen, um Ihnen unsere Produkte zu verkaufen, den Service zu betreiben und Sie zu unterstützen:',
      ],
      bullets: [
        'Kontodaten: Name, E-Mail-Adresse, Telefonnummer und ein sicher gehashtes Passwort, wenn Sie ein Konto erstellen.',
        'Bestelldaten: die von Ihnen gekauften Produkte, Preise, Ihre Lieferadresse, die gewählte Zahlungsmethode sowie der Status Ihrer Bestellungen und Abonnements.',
        'Zahlungsdaten: Zahlungen werden von unseren Zahlungsdienstleistern abgewickelt. Wir erhalten eine Bestätigung und wenige Angaben wie die Art der Zahlungsmethode; vollständige Kartennummern sehen oder speichern wir nie.',
        'Verbindungsprotokolle: Verbindungszeiten, Dauer, übertragene Datenmenge und Gerätekennungen Ihres Heim-Routers und Ihres Reise-Routers.',
        'Supportdaten: der Inhalt Ihrer Tickets und E-Mails sowie die Kontaktdaten, die Sie uns mitteilen.',
        'Nutzungsdaten der Website: die Schritte der Kasse, die Sie abschließen, die Seite, von der Sie kamen, und Kampagnenparameter in Links sowie Cookies, wie in unserer Cookie-Richtlinie beschrieben.',
      ],
    },
    {
      heading: '3. Welche Daten wir nicht erheben',
      paragraphs: [
        'Wir zeichnen weder die Websites auf, die Sie besuchen, noch die Inhalte Ihres Datenverkehrs oder Ihre DNS-Anfragen. Der Datenverkehr durch Ihren Tunnel geht über Ihren eigenen Anschluss zu Hause ins Internet und wird von uns nie eingesehen. Wir verkaufen keine personenbezogenen Daten und verwenden sie nicht für Profiling mit rechtlicher oder ähnlich erheblicher Wirkung.',
      ],
    },
    {
      heading: '4. Wofür wir Ihre Daten verwenden und auf welcher Rechtsgrundlage',
      paragraphs: [
        'Wir verwenden personenbezogene Daten für die folgenden Zwecke und stützen uns dabei auf die Rechtsgrundlagen von Art. 6 DSGVO und die entsprechenden Grundsätze des DSG:',
      ],
      bullets: [
        'Um Bestellungen abzuwickeln, Geräte zu versenden, den Tunneldienst bereitzustellen und Abonnements und Verlängerungen zu verwalten (Vertragserfüllung).',
        'Um Supportanfragen zu beantworten und Garantie-, Rückgabe- und Erstattungsfälle zu bearbeiten (Vertragserfüllung).',
        'Um Buchhaltungs- und Steuerunterlagen zu führen (rechtliche Verpflichtung).',
        'Um den Service abzusichern, Betrug und Missbrauch zu verhindern und Verbindungsprobleme zu beheben (berechtigtes Interesse).',
        'Um zu verstehen, wie Besucher unsere Kasse nutzen, damit wir sie verbessern können – nur wenn Sie Analysen zustimmen (Einwilligung, siehe unsere Cookie-Richtlinie).',
        'Um Ihnen Produktneuheiten und Angebote zu senden – nur wenn Sie zugestimmt haben; Sie können sich jederzeit abmelden (Einwilligung).',
      ],
    },
    {
      heading: '5. Wie lange wir Daten aufbewahren',
      paragraphs: [
        'Wir bewahren personenbezogene Daten nur so lange auf, wie wir sie für die oben genannten Zwecke benötigen oder das Gesetz es verlangt, und löschen oder anonymisieren sie danach:',
      ],
      bullets: [
        'Verbindungsprotokolle werden nach 30 Tagen gelöscht. Dazu gehören auch die Verbindungsdaten unserer Website: die für Ihren Besuch erfassten Schritte der Kasse und die Zähler, die unsere Formulare und die Anmeldung schützen und Ihre IP-Adresse enthalten. Von den Schritten der Kasse behalten wir nur Tagessummen je Schritt, die niemanden identifizieren.',
        'Kontodaten werden aufbewahrt, bis Sie Ihr Konto löschen oder bis 3 Jahre nach Ihrer letzten Aktivität (Ihrer letzten Anmeldung oder Ihrem letzten Besuch im angemeldeten Zustand); danach löschen wir das Konto so, als hätten Sie es selbst gelöscht.',
        'Zahlungsbelege werden in der Regel 7 Jahre lang aufbewahrt, um buchhalterische und steuerliche Pflichten zu erfüllen. Wenn Sie Ihr Konto löschen, bleiben Ihre Bestellungen für diesen Zeitraum ohne Ihren Namen, Ihre E-Mail-Adresse, Telefonnummer und Lieferadresse erhalten.',
        'Supportunterlagen werden 2 Jahre nach der letzten Nachricht eines Tickets aufbewahrt.',
      ],
    },
    {
      heading: '6. An wen wir Daten weitergeben',
      paragraphs: [
        'Wir geben personenbezogene Daten nur weiter, wenn es nötig ist, und zwar an sorgfältig ausgewählte Dienstleister, die sie in unserem Auftrag und auf Grundlage von Verträgen bearbeiten, die sie schützen: Zahlungsdienstleister für Zahlungen und Erstattungen, Paketdienste für die Zustellung sowie Anbieter von Hosting- und E-Mail-Diensten, die unseren Shop und unseren Support betreiben. Behörden geben wir Daten nur bekannt, wenn wir gesetzlich dazu verpflichtet sind.',
      ],
    },
    {
      heading: '7. Internationale Datenübermittlungen',
      paragraphs: [
        'Wir bearbeiten Daten hauptsächlich in der Schweiz und im Europäischen Wirtschaftsraum. Bearbeitet ein Dienstleister Daten in einem anderen Land, stellen wir ein angemessenes Schutzniveau sicher, zum Beispiel durch einen Angemessenheitsbeschluss oder die nach DSGVO und DSG anerkannten Standardvertragsklauseln.',
      ],
    },
    {
      heading: '8. Sicherheit',
      paragraphs: [
        'Wir schützen personenbezogene Daten durch angemessene technische und organisatorische Maßnahmen, darunter verschlüsselte Verbindungen, gehashte Passwörter, Zugriff nur für Mitarbeitende, die ihn benötigen, und regelmäßige Sicherheitsupdates unserer Systeme und Geräte.',
      ],
    },
    {
      heading: '9. Ihre Rechte',
      paragraphs: [
        `Nach der DSGVO und dem Schweizer DSG haben Sie die unten aufgeführten Rechte. In Mein Konto können Sie jederzeit eine Kopie Ihrer Daten als JSON-Datei herunterladen („Meine Daten exportieren“) und Ihr Konto selbst löschen. Für alles Weitere schreiben Sie an ${supportEmail}; wir bitten Sie gegebenenfalls, Ihre Identität zu bestätigen, und antworten innerhalb eines Monats. Sie haben außerdem das Recht, bei einer Datenschutzbehörde Beschwerde einzulegen, etwa beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) oder bei der Behörde Ihres EU-Wohnsitzlandes.`,
      ],
      bullets: [
        'Auskunft über die personenbezogenen Daten, die wir über Sie gespeichert haben, und eine Kopie davon.',
        'Berichtigung unrichtiger oder unvollständiger Daten.',
        'Löschung Ihrer Daten, sofern wir sie nicht von Gesetzes wegen aufbewahren müssen.',
        'Einschränkung der Bearbeitung und Widerspruch gegen eine Bearbeitung, die auf berechtigtem Interesse beruht.',
        'Datenübertragbarkeit in einem gängigen, maschinenlesbaren Format.',
        'Widerruf Ihrer Einwilligung zu jedem Zeitpunkt, ohne dass dies die Rechtmäßigkeit früherer Bearbeitungen berührt.',
      ],
    },
    {
      heading: '10. Mindestalter',
      paragraphs: [
        `Unsere Produkte und Dienste richten sich an Personen ab 16 Jahren. Wenn Sie unter 18 Jahre alt sind, dürfen Sie ${brandName} nur mit Zustimmung eines Elternteils oder Erziehungsberechtigten nutzen. Wir erheben wissentlich keine Daten von Kindern unter 16 Jahren; sollten Sie annehmen, dass dies doch geschehen ist, kontaktieren Sie uns bitte, und wir löschen die Daten.`,
      ],
    },
    {
      heading: '11. Änderungen und Kontakt',
      paragraphs: [
        `Wir können diese Datenschutzerklärung aktualisieren, wenn sich unsere Dienste oder die Rechtslage ändern. Die neue Fassung veröffentlichen wir mit ihrem Gültigkeitsdatum auf dieser Website und informieren Sie per E-Mail über wichtige Änderungen. Fragen zum Datenschutz sind uns unter ${supportEmail} jederzeit willkommen.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  id: 'terms',
  title: 'Allgemeine Geschäftsbedingungen (AGB)',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: '1. Geltungsbereich',
      paragraphs: [
        `Diese Allgemeinen Geschäftsbedingungen regeln den Kauf von Geräten und Tarifen von ${brandName} sowie die Nutzung des Tunneldienstes und der Website von ${brandName}. Sie gelten ab dem ${legalEffectiveDate}. Mit einer Bestellung oder der Nutzung des Service akzeptieren Sie diese Bedingungen. ${translationNotice}`,
      ],
    },
    {
      heading: '2. Voraussetzungen und Konto',
      paragraphs: [
        'Um unsere Dienste zu nutzen, müssen Sie mindestens 16 Jahre alt sein. Wenn Sie unter 18 Jahre alt sind, benötigen Sie die Zustimmung eines Elternteils oder Erziehungsberechtigten. Sie können als Gast bestellen oder ein Konto erstellen; bitte halten Sie Ihre Kontaktdaten aktuell und Ihr Passwort geheim. Sie sind für alle Aktivitäten über Ihr Konto verantwortlich.',
      ],
    },
    {
      heading: '3. Produkte und Service',
      paragraphs: [
        'Ein Gerätepaket (Light oder Pro) enthält einen Heim-Router und einen Reise-Router, die Ihren Datenverkehr zu Ihrem Internetanschluss zu Hause tunneln. Jedes Gerätepaket enthält 1 Gratismonat Service. Um den Tunnel danach weiter zu nutzen, benötigen Sie einen aktiven Tarif. Die für unsere Pakete angegebenen Geschwindigkeiten sind Höchstwerte; die tatsächliche Geschwindigkeit hängt von Ihrem Anschluss zu Hause, insbesondere von dessen Upload-Geschwindigkeit, und vom Netzwerk an Ihrem Aufenthaltsort ab.',
      ],
    },
    {
      heading: '4. Preise, Bestellungen und Zahlung',
      paragraphs: [
        'Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer zum Satz Ihres Lieferlandes. Die Versandkosten werden Ihnen vor der Bestellung an der Kasse angezeigt. Der Vertrag kommt zustande, wenn wir Ihre Bestellung bestätigen. Die Zahlung erfolgt über die an der Kasse angebotenen Zahlungsmethoden.',
        'Wir können die Preise der Tarife ändern. Über jede Preisänderung informieren wir Sie 30 Tage vor ihrem Inkrafttreten; ein neuer Preis gilt ab Ihrer nächsten Verlängerung, und Sie können vorher kündigen.',
      ],
    },
    {
      heading: '5. Abonnements, Verlängerung und Kündigung',
      paragraphs: [
        'Abonnements verlängern sich automatisch um denselben Zeitraum (je nach Tarif 1, 3 oder 6 Monate), sofern Sie nicht kündigen oder die Verlängerung deaktivieren. 7 Tage vor jeder Verlängerung informieren wir Sie per E-Mail über deren Datum und Betrag. Ein per Karte bezahltes Abonnement verlängert sich durch Belastung der Karte, mit der Sie bezahlt haben und die wir zu diesem Zweck bei unserem Zahlungsdienstleister hinterlegen. Ein per PayPal oder Banküberweisung bezahltes oder ohne Kundenkonto gekauftes Abonnement verlängert sich, wenn Sie es über den Link bezahlen, den wir mit dieser Benachrichtigung senden; wird es bis zum Ende des Zeitraums nicht bezahlt, endet es.',
        'Schlägt eine Zahlung für eine Verlängerung fehl, informieren wir Sie per E-Mail, der Service läuft weiter, und wir versuchen die Zahlung nach 3 Tagen erneut. Bleibt sie 7 Tage nach dem Verlängerungsdatum unbezahlt, sperren wir den Service, bis die Zahlung erfolgt ist. Sobald Sie den Betrag bezahlen oder Ihre Zahlungsmethode aktualisieren, ist der Service sofort wieder verfügbar; der neue Zeitraum wird ab dem Verlängerungsdatum gerechnet.',
        'Sie können jederzeit vor dem Verlängerungsdatum in Ihrem Konto zu einem anderen Tarif wechseln oder die Verlängerung deaktivieren. Ein neuer Tarif gilt mit seinem Preis und seiner Laufzeit ab der nächsten Verlängerung.',
        'Sie können jederzeit in Ihrem Konto oder per E-Mail kündigen. Die Kündigung wird zum Ende des laufenden Abrechnungszeitraums wirksam; bis dahin bleibt der Service verfügbar. Bereits bezahlte Beträge für den laufenden Zeitraum werden nicht erstattet, außer im Rahmen des 14-tägigen risikofreien Tests.',
      ],
    },
    {
      heading: '6. 14 Tage risikofrei testen',
      paragraphs: [
        'Für jede Bestellung gilt ein 14-tägiger risikofreier Test mit Geld-zurück-Garantie, beginnend am Tag der Lieferung. Wenn Sie innerhalb dieser 14 Tage kündigen und das Gerät innerhalb von 30 Tagen nach Ihrer Kündigung zurücksenden, erstatten wir Ihnen den vollen Kaufpreis des Geräts und Ihres Abonnements.',
      ],
    },
    {
      heading: '7. Rückgabe ungeöffneter Geräte',
      paragraphs: [
        `Ungeöffnete Geräte in der Originalverpackung können innerhalb von 30 Tagen nach Lieferung gegen volle Erstattung zurückgegeben werden. Bitte wenden Sie sich vor der Rücksendung eines Geräts an ${supportEmail}, um die Rücksendeanweisungen zu erhalten. Gesetzliche Widerrufsrechte, die für Sie gelten, bleiben unberührt.`,
      ],
    },
    {
      heading: '8. Hardware-Garantie',
      paragraphs: [
        'Für unsere Geräte gilt eine 2-jährige Hardware-Garantie ab dem Lieferdatum. In diesem Zeitraum reparieren oder ersetzen wir Geräte mit Material- oder Verarbeitungsfehlern kostenlos. Die Garantie deckt keine Schäden durch Unfälle, Flüssigkeiten, unsachgemäßen Gebrauch, ungeeignete Netzteile oder unbefugte Veränderungen ab. Gesetzliche Gewährleistungsrechte bleiben unberührt.',
      ],
    },
    {
      heading: '9. Zulässige Nutzung',
      paragraphs: [
        'Sie dürfen den Service nur rechtmäßig nutzen und nicht, um anderen zu schaden, Spam zu versenden, Netzwerke anzugreifen oder Rechte Dritter zu verletzen. Sie sind dafür verantwortlich, die Gesetze des Landes, in dem Sie sich aufhalten, sowie die Richtlinien Ihres Arbeitgebers zum mobilen Arbeiten und zur Netzwerknutzung einzuhalten. Bei schwerem oder wiederholtem Missbrauch können wir den Service sperren.',
      ],
    },
    {
      heading: '10. Verfügbarkeit',
      paragraphs: [
        'Wir streben für den von uns betriebenen Service eine Verfügbarkeit von 99,9 % an. Geplante Wartungsarbeiten kündigen wir nach Möglichkeit im Voraus an. Der Tunnel hängt außerdem von Faktoren außerhalb unseres Einflusses ab, etwa von Ihrem Internetanschluss und der Stromversorgung zu Hause sowie vom Netzwerk an Ihrem Aufenthaltsort; dadurch verursachte Unterbrechungen werden nicht auf unser Verfügbarkeitsziel angerechnet.',
      ],
    },
    {
      heading: '11. Haftungsbeschränkung',
      paragraphs: [
        'Soweit gesetzlich zulässig, ist unsere Gesamthaftung aus oder im Zusammenhang mit diesen Bedingungen auf den Betrag begrenzt, den Sie uns in den letzten 12 Monaten vor dem anspruchsbegründenden Ereignis bezahlt haben. Für indirekte Schäden und Folgeschäden, wie entgangenen Gewinn oder Datenverlust, haften wir nicht. Diese Beschränkungen gelten nicht für die Haftung bei Vorsatz, grober Fahrlässigkeit oder Personenschäden oder soweit zwingendes Verbraucherrecht etwas anderes vorsieht.',
      ],
    },
    {
      heading: '12. Anwendbares Recht, Schiedsverfahren und Verzicht auf Sammelklagen',
      paragraphs: [
        'Diese Bedingungen unterliegen schweizerischem Recht unter Ausschluss der Kollisionsnormen und des Übereinkommens der Vereinten Nationen über Verträge über den internationalen Warenkauf (UN-Kaufrecht). Streitigkeiten aus oder im Zusammenhang mit diesen Bedingungen werden durch ein verbindliches Schiedsverfahren mit Sitz in der Schweiz entschieden, das in englischer Sprache geführt wird. Streitigkeiten werden ausschließlich individuell beigelegt: Sie und wir verzichten auf das Recht, eine Sammelklage oder ein anderes Verfahren in Vertretung Dritter einzuleiten oder sich daran zu beteiligen.',
        'Wenn Sie Verbraucher sind, bleiben die zwingenden Verbraucherschutzvorschriften Ihres Wohnsitzlandes anwendbar, und nichts in diesem Abschnitt schränkt Rechte ein, auf die Sie nach diesen Vorschriften nicht verzichten können.',
      ],
    },
    {
      heading: '13. Änderungen und Kontakt',
      paragraphs: [
        `Wir können diese Bedingungen aktualisieren. Jede neue Fassung veröffentlichen wir mit ihrem Gültigkeitsdatum und informieren Kunden mit einem aktiven Abonnement mindestens 30 Tage vor deren Inkrafttreten per E-Mail über wichtige Änderungen. Fragen zu diesen Bedingungen: ${supportEmail}.`,
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  id: 'cookies',
  title: 'Cookie-Richtlinie',
  effectiveDate: legalEffectiveDate,
  sections: [
    {
      heading: '1. Was Cookies sind',
      paragraphs: [
        `Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Ähnliche Technologien wie der lokale Speicher (Local Storage) und der Sitzungsspeicher (Session Storage) legen ebenfalls kleine Datenmengen in Ihrem Browser ab. Diese Cookie-Richtlinie erläutert, welche davon die Website von ${brandName} verwendet, wofür und wie lange. Sie gilt ab dem ${legalEffectiveDate}. ${translationNotice}`,
      ],
    },
    {
      heading: '2. Welche Cookies wir verwenden',
      paragraphs: [
        'Wir unterteilen Cookies in vier Kategorien. Sicherheits-Cookies sind für das Funktionieren der Website erforderlich und immer aktiv; alle anderen Kategorien verwenden wir nur, wenn Sie zugestimmt haben oder das Gesetz es erlaubt.',
        'Bei Ihrem ersten Besuch fragen wir Sie nach Ihrer Wahl: nur notwendige Cookies oder auch Analyse-Cookies. Die Schritte der Kasse, die Sie abschließen, die Seite, von der Sie kamen, und Kampagnenparameter in Links werden nur an uns übermittelt, wenn Sie Analysen zustimmen.',
      ],
      bullets: [
        'Sicherheits-Cookies halten Sie angemeldet und schützen Formulare und Ihr Konto vor Missbrauch. Sie werden bis zu 30 Tage lang gespeichert.',
        'Präferenz-Cookies merken sich Ihre Einstellungen, etwa Ihre Cookie-Einstellungen. Sie werden 12 Monate lang gespeichert.',
        'Analyse-Cookies helfen uns zu verstehen, wie Besucher unseren Shop und unsere Kasse nutzen, damit wir beides verbessern können. Sie werden 24 Monate lang gespeichert.',
        'Marketing-Cookies messen, welche unserer Kampagnen Sie zu uns geführt hat. Sie werden 12 Monate lang gespeichert.',
      ],
    },
    {
      heading: '3. Lokaler Speicher und Sitzungsspeicher',
      paragraphs: [
        'Wenn Sie ohne Konto einkaufen, wird Ihr Warenkorb im lokalen Speicher Ihres Browsers gespeichert, damit er noch da ist, wenn Sie zurückkommen; er bleibt erhalten, bis Sie Ihre Bestellung abschließen, Ihren Warenkorb leeren oder Ihre Browserdaten löschen. Während des Bezahlvorgangs enthält der Sitzungsspeicher anonyme Kennungen Ihrer Sitzung an der Kasse; sie werden gelöscht, wenn Sie den Browser-Tab schließen.',
      ],
    },
    {
      heading: '4. Drittanbieter',
      paragraphs: [
        'Unsere Website lädt keine Inhalte, Schriftarten oder Tracker von anderen Websites. Wenn Sie bezahlen, werden Sie unter Umständen zu einem Zahlungsdienstleister weitergeleitet, der nach seinen eigenen Datenschutz- und Cookie-Richtlinien eigene Cookies setzt.',
      ],
    },
    {
      heading: '5. Cookies verwalten',
      paragraphs: [
        'Wir speichern Ihre Wahl und das Datum, an dem Sie sie getroffen haben, 12 Monate lang in Ihrem Browser; danach fragen wir Sie erneut. Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite ändern und Cookies in Ihren Browsereinstellungen löschen. Wenn Sie Sicherheits-Cookies blockieren, funktionieren die Anmeldung und die Kasse nicht. Der Widerruf einer Einwilligung berührt nicht die Rechtmäßigkeit der Nutzung vor dem Widerruf.',
      ],
    },
    {
      heading: '6. Änderungen und Kontakt',
      paragraphs: [
        `Wir aktualisieren diese Richtlinie, wenn wir die verwendeten Cookies ändern. Bei Fragen wenden Sie sich an ${supportEmail}. Mehr darüber, wie wir personenbezogene Daten bearbeiten, erfahren Sie in unserer Datenschutzerklärung.`,
      ],
    },
  ],
};

/** All three documents, in footer order. */
export const legalDocuments: LegalDocument[] = [privacyPolicy, termsOfService, cookiePolicy];
