import { shopConfig } from '../../config/shop-config';
import type { Testimonial } from '../testimonials';

const { brandName } = shopConfig;

/** The five testimonials in French, in slider order (names stay as they are). */
export const testimonials: Testimonial[] = [
  {
    name: 'Sophie Laurent',
    role: 'Cheffe de produit, en télétravail depuis Lisbonne',
    content: `J'ai passé trois mois au Portugal et le VPN de mon employeur n'a jamais rien remarqué. J'ai branché le routeur de voyage, connecté mon ordinateur professionnel, et c'était exactement comme dans mon bureau à la maison. Mon application bancaire a cessé de me demander de confirmer chaque connexion.`,
    initials: 'SL',
    bgColor: '#2563EB',
    stars: 5,
  },
  {
    name: 'Markus Weber',
    role: 'Ingénieur logiciel et nomade numérique',
    content: `J'ai essayé tous les VPN commerciaux existants, et les sites ne cessaient de signaler leurs IP partagées. Avec ${brandName}, j'ai tout simplement ma propre connexion domestique partout. L'installation m'a pris vingt minutes, et le pack Pro encaisse sans peine mes appels vidéo et les gros dépôts Git que je récupère.`,
    initials: 'MW',
    bgColor: '#0F766E',
    stars: 5,
  },
  {
    name: 'Elena Rossi',
    role: 'Traductrice indépendante',
    content: `Les portails de mes clients et mon centre des impôts n'acceptent que les connexions depuis chez moi. Le pack Light tient dans mon sac à dos et fonctionne, tout simplement, aussi bien dans les chambres d'hôtel que dans les espaces de coworking. J'aimerais un bloc d'alimentation un peu plus petit, mais c'est mon seul souhait.`,
    initials: 'ER',
    bgColor: '#B45309',
    stars: 4.5,
  },
  {
    name: 'James Thornton',
    role: 'Analyste financier, souvent en déplacement professionnel',
    content: `Notre service conformité exige que je me connecte depuis mon pays d'origine. ${brandName} fonctionne sous le VPN de notre entreprise sans aucun logiciel sur mon ordinateur géré par l'entreprise, et le kill switch me rassure sur le Wi-Fi des hôtels.`,
    initials: 'JT',
    bgColor: '#7C3AED',
    stars: 5,
  },
  {
    name: 'Anna Kowalska',
    role: 'Designer UX, en voyage avec sa famille',
    content: `Nous avons emporté le pack Pro pour un voyage de deux mois à travers l'Australie. Nos deux ordinateurs portables, les tablettes des enfants et notre streaming passaient tous par notre connexion domestique. Quand un réseau d'hôtel exigeait une page de connexion, l'équipe d'assistance, disponible 24\u00a0h/24, 7\u00a0j/7, m'a guidée en pleine nuit.`,
    initials: 'AK',
    bgColor: '#DB2777',
    stars: 5,
  },
];
