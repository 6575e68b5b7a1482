import { shopConfig } from '../../config/shop-config';
import { aboutFigures } from '../platforms';
import type { AboutStat, aboutContent as englishAbout } from '../about';

const { brandName } = shopConfig;

/** Text of the landing page's About section, in French. */
export const aboutContent: typeof englishAbout = {
  heading: `À propos de ${brandName}`,
  paragraphs: [
    `Le télétravail a permis à des millions de personnes de travailler d'où elles le souhaitent, mais Internet n'a pas suivi. Les banques, les employeurs, les services de streaming et les portails administratifs s'attendent toujours à vous voir chez vous, et une connexion depuis un autre pays peut se traduire par des paiements bloqués, des comptes verrouillés et des échanges délicats avec le service informatique. Nous avons créé ${brandName} en tant que télétravailleurs, las de devoir choisir entre voyager et rester reliés à la vie que nous avions laissée chez nous.`,
    `Notre réponse\u00a0: un matériel simple qui conserve l'IP de votre domicile où que vous alliez. Un petit routeur chez vous et un routeur de voyage dans votre sac établissent un tunnel chiffré\u00a0: votre trafic sort sur Internet par votre propre connexion, jamais par un serveur VPN surchargé. Aucun logiciel à installer, aucun réglage fastidieux, et une équipe d'assistance disponible quand vous l'êtes, dans tous les fuseaux horaires.`,
  ],
  imageSrc: '/images/about-remote-work.svg',
  imageAlt: "Une personne travaillant sur un ordinateur portable, à un bureau près d'une fenêtre ensoleillée",
};

/** The four counters, in display order. */
const statLabels: Record<AboutStat['key'], string> = {
  happyCustomers: 'Clients satisfaits',
  uptime: 'Disponibilité du service',
  secureConnections: 'Connexions sécurisées',
  returnRate: 'Taux de retour',
};

/** The counters with French labels; French puts a non-breaking space before '%'. */
export const aboutStats: AboutStat[] = aboutFigures.map((figure) => ({
  ...figure,
  label: statLabels[figure.key],
  suffix: figure.suffix === '%' ? '\u00a0%' : figure.suffix,
}));
