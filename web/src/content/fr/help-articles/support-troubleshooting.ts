import { shopConfig } from '../../../config/shop-config';
import type { HelpArticle } from '../../help-center';

const { brandName, supportEmail } = shopConfig;

export const supportTroubleshootingArticle: HelpArticle = {
  slug: 'support-troubleshooting',
  title: 'Assistance et dépannage',
  intro: `La plupart des problèmes de connexion en déplacement se règlent en quelques minutes. Ce guide vous explique comment joindre l'équipe d'assistance ${brandName}, ce que vous pouvez vérifier vous-même au préalable et comment fonctionne la garantie matérielle de 2 ans si un appareil venait à tomber en panne.`,
  sections: [
    {
      heading: "Contacter l'assistance et délais de réponse",
      paragraphs: [
        `Notre équipe d'assistance travaille 24\u00a0h/24, 7\u00a0j/7, tous les jours de l'année, car nos clients sont répartis sur tous les fuseaux horaires. Vous pouvez ouvrir une demande d'assistance depuis la page Aide et assistance ou écrire à ${supportEmail}. Chaque demande reçoit une première réponse d'une vraie personne sous 2 heures, avec votre numéro de demande et les premières étapes à essayer.`,
        "L'e-mail est idéal pour les questions sur les commandes, la facturation et votre compte. Les demandes d'assistance sont idéales pour les problèmes techniques\u00a0: nos ingénieurs réseau examinent l'état de vos appareils, analysent le problème et reviennent vers vous avec une réponse complète. Le délai de cette réponse complète dépend de votre forfait.",
        "Pour nous aider à vous aider plus vite, indiquez votre numéro de commande, le pack que vous utilisez (Light ou Pro), le pays où vous vous trouvez, la manière dont le routeur de voyage est connecté (Wi-Fi ou câble) et ce que vous avez déjà essayé. Une capture d'écran d'un test de débit ou d'un message d'erreur est également très utile.",
      ],
      bullets: [
        "Flexi\u00a0: réponses par e-mail sous 4 à 8 heures, réponses aux demandes d'assistance sous 8 à 12 heures.",
        "Secure\u00a0: réponses par e-mail sous 2 à 4 heures, réponses aux demandes d'assistance sous 4 à 6 heures.",
        "Ultimate\u00a0: réponses par e-mail sous 1 à 2 heures, réponses aux demandes d'assistance sous 2 à 4 heures.",
        "Tous les forfaits\u00a0: première réponse à toute nouvelle demande d'assistance sous 2 heures, 24\u00a0h/24, 7\u00a0j/7.",
      ],
    },
    {
      heading: 'Résoudre les connexions lentes ou interrompues',
      paragraphs: [
        "Le débit de votre tunnel dépend de trois éléments\u00a0: le débit montant de votre connexion domestique, la connexion Internet de l'endroit où vous vous trouvez et la limite de votre pack (jusqu'à 30 Mbps pour Light, jusqu'à 150 Mbps pour Pro). Le plus lent des trois donne le rythme. Si le tunnel vous semble lent, commencez par identifier lequel est en cause.",
        "Lancez un test de débit en étant connecté au routeur de voyage, puis demandez à quelqu'un chez vous d'en lancer un sur votre réseau domestique et de vérifier le débit montant. Si votre débit montant à domicile est faible ou saturé, par exemple par une sauvegarde dans le cloud ou par un membre de la famille qui regarde du streaming, le tunnel sera lent lui aussi. Si c'est le réseau local qui limite, essayez une connexion par câble ou rapprochez le routeur de voyage du point d'accès de l'hôtel.",
        "Si le tunnel se coupe régulièrement, vérifiez que le routeur domestique est toujours alimenté et connecté\u00a0: une coupure de courant ou un redémarrage de la box à la maison interrompt le tunnel jusqu'au retour du routeur domestique. Le routeur de voyage se reconnecte de lui-même, et le kill switch maintient votre trafic bloqué entre-temps\u00a0: rien ne fuit pendant la reconnexion.",
      ],
      bullets: [
        "Redémarrez le routeur de voyage et attendez que le voyant d'état reste allumé en continu.",
        "Utilisez la prise Ethernet plutôt que le Wi-Fi lorsque c'est possible.",
        'Mettez en pause les gros envois et les sauvegardes sur votre réseau domestique.',
        'Vérifiez que le routeur domestique est alimenté et que son câble est bien branché.',
        "Repassez par la page de connexion si le réseau de l'hôtel vous a déconnecté après un certain temps.",
        "Ne lancez le VPN de votre entreprise qu'une fois le tunnel connecté.",
      ],
    },
    {
      heading: 'Garantie et remplacement du matériel',
      paragraphs: [
        "Les deux routeurs de votre pack bénéficient d'une garantie matérielle de 2 ans à compter de la date de livraison. Si un appareil cesse de fonctionner ou présente une panne lors d'une utilisation normale, nous le réparons ou le remplaçons gratuitement, frais d'envoi aller et retour compris.",
        `Ouvrez une demande d'assistance ou écrivez à ${supportEmail} en indiquant votre numéro de commande et une brève description du problème. Notre équipe effectue d'abord un diagnostic à distance, car de nombreux problèmes se règlent par un redémarrage ou une mise à jour du firmware. Si le matériel est en cause, nous vous envoyons un appareil de remplacement. Pour les voyageurs, nous expédions si possible le remplacement en premier, afin que vous ne restiez pas sans connexion pendant l'attente.`,
        "La garantie couvre les défauts de matériau et de fabrication. Elle ne couvre pas les dommages dus à un accident, à une chute, à un liquide, à une alimentation électrique inadaptée ou à des modifications non autorisées, ni l'usure normale comme les rayures. Vos droits légaux de consommateur ne sont pas affectés par cette garantie.",
      ],
    },
  ],
};
