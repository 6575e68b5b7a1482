import { shopConfig } from '../../config/shop-config';
import { aboutFigures } from '../platforms';
import type { AboutStat, aboutContent as englishAboutContent } from '../about';

const { brandName } = shopConfig;

/** Text of the landing page's About section. */
export const aboutContent: typeof englishAboutContent = {
  heading: `Über ${brandName}`,
  paragraphs: [
    `Ortsunabhängiges Arbeiten hat Millionen Menschen die Freiheit gegeben, von überall aus zu arbeiten – doch das Internet hat damit nicht Schritt gehalten. Banken, Arbeitgeber, Streamingdienste und Behördenportale erwarten nach wie vor, dass Sie zu Hause sind, und eine Anmeldung aus einem anderen Land kann gesperrte Zahlungen, blockierte Konten und unangenehme Telefonate mit der IT-Abteilung nach sich ziehen. Wir haben ${brandName} gegründet, weil wir selbst ortsunabhängig arbeiten und es leid waren, uns zwischen dem Reisen und der Verbindung zu unserem Leben zu Hause entscheiden zu müssen.`,
    `Unsere Antwort ist einfache Hardware, die Ihre Heim-IP-Adresse überallhin mitnimmt. Ein kleiner Heim-Router zu Hause und ein Reise-Router im Gepäck bauen einen verschlüsselten Tunnel auf, sodass Ihr Datenverkehr über Ihren eigenen Anschluss ins Internet geht und nie über einen überfüllten VPN-Server. Keine Software, die Sie installieren müssen, keine Einstellungen, mit denen Sie sich herumschlagen müssen, und ein Support-Team, das für Sie da ist, wann immer Sie es brauchen – in jeder Zeitzone.`,
  ],
  imageSrc: '/images/about-remote-work.svg',
  imageAlt: 'Eine Person arbeitet am Laptop an einem Schreibtisch vor einem sonnigen Fenster',
};

const statLabels: Record<AboutStat['key'], string> = {
  happyCustomers: 'Zufriedene Kunden',
  uptime: 'Verfügbarkeit',
  secureConnections: 'Sichere Verbindungen',
  returnRate: 'Rücksendequote',
};

/** The counters with German labels; German puts a non-breaking space before '%'. */
export const aboutStats: AboutStat[] = aboutFigures.map((figure) => ({
  ...figure,
  label: statLabels[figure.key],
  suffix: figure.suffix === '%' ? '\u00a0%' : figure.suffix,
}));
