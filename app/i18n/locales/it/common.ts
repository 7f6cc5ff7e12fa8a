import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Videochat casuale con sconosciuti",
  aiSubtitle: "Strumenti e chat di IA che scrivono con te",
  skipToContent: "Vai al contenuto",
  nav: {
    label: "Menu principale",
    videoChat: "Videochat",
    admin: "Amministrazione",
  },
  language: {
    choose: "Scegli la lingua",
  },
  footer: {
    label: "Sito",
    videoChat: "Videochat",
    chatRooms: "Stanze di chat",
    tiktok: "Video brevi",
    stories: "Storie e Scopri",
    pages: "Pagine",
    terms: "Termini di servizio",
    privacy: "Informativa sulla privacy",
    rules: "Regole",
    contact: "Contatti",
    languages: "Lingue",
    copyright: "© {{year}} {{appName}}. Tutti i diritti riservati.",
  },
  error: {
    notFoundTitle: "Pagina non trovata",
    title: "Qualcosa è andato storto",
    goHome: "Torna alla home",
    goVideoChat: "Vai alla videochat",
  },
  notifications: {
    label: "Notifiche",
    close: "Chiudi la notifica",
  },
  update: {
    available: "È disponibile una nuova versione del sito.",
    reload: "Ricarica",
    later: "Più tardi",
  },
} satisfies Catalog<"common">;
