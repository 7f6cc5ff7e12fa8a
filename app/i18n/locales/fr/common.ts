import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Chat vidéo aléatoire avec des inconnus",
  aiSubtitle: "Outils et chat d'IA qui écrivent avec vous",
  skipToContent: "Aller au contenu",
  nav: {
    label: "Menu principal",
    videoChat: "Chat vidéo",
    admin: "Administration",
  },
  language: {
    choose: "Choisir la langue",
  },
  footer: {
    label: "Site",
    videoChat: "Chat vidéo",
    chatRooms: "Salons de discussion",
    tiktok: "Vidéos courtes",
    stories: "Stories et Découvrir",
    pages: "Pages",
    terms: "Conditions d’utilisation",
    privacy: "Politique de confidentialité",
    rules: "Règles",
    contact: "Contact",
    languages: "Langues",
    copyright: "© {{year}} {{appName}}. Tous droits réservés.",
  },
  error: {
    notFoundTitle: "Page introuvable",
    title: "Une erreur s’est produite",
    goHome: "Retour à l’accueil",
    goVideoChat: "Aller au chat vidéo",
  },
  notifications: {
    label: "Notifications",
    close: "Fermer la notification",
  },
  update: {
    available: "Une nouvelle version du site est disponible.",
    reload: "Recharger",
    later: "Plus tard",
  },
} satisfies Catalog<"common">;
