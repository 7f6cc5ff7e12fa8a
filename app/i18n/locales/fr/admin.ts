import type { Catalog } from "../../types.ts";

export default {
  shell: {
    title: "Administration",
    menu: "Menu",
    closeMenu: "Fermer le menu",
    signedInAs: "Connecté en tant que",
    logOut: "Se déconnecter",
    loggingOut: "Déconnexion…",
    navLabel: "Sections de l’administration",
    notConfigured: "Pas encore configuré",
  },
  groups: {
    overview: "Vue d’ensemble",
    safety: "Sécurité",
    accounts: "Comptes",
    ads: "Publicités et récompenses",
    social: "Communauté",
    content: "Contenus",
    system: "Système",
  },
  nav: {
    home: "Accueil",
    reviews: "File de modération",
    safeConfig: "Réglages de capture",
  },
  home: {
    lead: "Les chiffres en direct de tout le déploiement et le travail de modération qui vous attend.",
    cards: {
      reviews:
        "Signalements et captures repérées, du plus ancien au plus récent : classer, avertir ou bannir.",
      safeConfig:
        "Ce que les navigateurs capturent pour le contrôle de sécurité, en vigueur sur tous les nœuds en moins d’une seconde.",
      audit: "Chaque action d’administration, qui l’a faite et quand. Rien ne peut y être modifié.",
    },
  },
  notConfigured: {
    text: "Cet écran n’est pas encore configuré : il arrivera avec une prochaine mise à jour de l’administration. Rien ici ne modifie le site.",
    back: "Retour à l’accueil de l’administration",
  },
  errors: {
    title: "Un problème est survenu ({{status}})",
    forbidden: "Vous n’êtes pas autorisé à faire cela.",
    text: "Cet écran n’a pas pu s’afficher. Le reste de l’administration fonctionne toujours.",
  },
  common: {
    loading: "Chargement…",
    retry: "Réessayer",
    save: "Enregistrer",
    saving: "Enregistrement…",
  },
  audit: {
    lead: "Chaque action d’administration est consignée ici et ne peut jamais être modifiée ni supprimée. Les adresses n’apparaissent que sous forme de hachages à clé.",
    filters: "Filtrer le journal d’audit",
    action: "Action",
    anyAction: "Toutes les actions",
    actor: "Administrateur",
    targetType: "Type de cible",
    targetId: "Identifiant de la cible",
    target: "Cible",
    from: "Du",
    to: "Au",
    apply: "Appliquer",
    clear: "Effacer",
    when: "Quand",
    change: "Modification",
    details: "Avant et après",
    before: "Avant",
    after: "Après",
    ipHash: "Hachage de l’adresse",
    ipHashHint:
      "Hachage à clé de l’adresse : la même adresse donne le même hachage, l’adresse elle-même n’est jamais conservée.",
    system: "Système",
    empty: "Aucune entrée ne correspond à ces filtres.",
    older: "Afficher les entrées plus anciennes",
  },
  safeConfig: {
    lead: "Les captures du contrôle de sécurité sont prises par le navigateur de chaque visiteur, depuis sa propre caméra, et conservées comme preuves pour les modérateurs. Les changements s’appliquent sur tous les nœuds en moins d’une seconde ; les navigateurs les lisent à la connexion.",
    enabled: "Activé",
    imageAtEnter: "Photo à l’entrée dans le chat",
    imageAtEnterHint: "Une photo de la caméra du visiteur à l’ouverture du chat.",
    videoAtEnter: "Courte vidéo à l’entrée dans le chat",
    videoAtEnterHint:
      "Un enregistrement sans son de la caméra du visiteur à l’ouverture du chat (9 Mo au plus).",
    minDurationSec: "Durée d’un segment (secondes)",
    durationSec: "Durée de l’enregistrement (secondes)",
    imgScreenAtChatStart: "Photo au début de chaque conversation",
    imgScreenAtChatStartHint: "Une photo de la caméra du visiteur à chaque nouvelle mise en relation.",
    saved: "Enregistré. Tous les nœuds utilisent désormais les nouveaux réglages.",
    updatedAt: "Dernière modification :",
  },
} satisfies Catalog<"admin">;
