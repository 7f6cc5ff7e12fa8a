import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Zufälliger Videochat mit Fremden",
  aiSubtitle: "KI-Werkzeuge und KI-Chat, die mit dir schreiben",
  skipToContent: "Zum Inhalt springen",
  nav: {
    label: "Hauptmenü",
    videoChat: "Videochat",
    admin: "Verwaltung",
  },
  language: {
    choose: "Sprache wählen",
  },
  footer: {
    label: "Website",
    videoChat: "Videochat",
    chatRooms: "Chaträume",
    tiktok: "Kurzvideos",
    stories: "Storys und Entdecken",
    pages: "Seiten",
    terms: "Nutzungsbedingungen",
    privacy: "Datenschutzerklärung",
    rules: "Regeln",
    contact: "Kontakt",
    languages: "Sprachen",
    copyright: "© {{year}} {{appName}}. Alle Rechte vorbehalten.",
  },
  error: {
    notFoundTitle: "Seite nicht gefunden",
    title: "Etwas ist schiefgelaufen",
    goHome: "Zur Startseite",
    goVideoChat: "Zum Videochat",
  },
  notifications: {
    label: "Benachrichtigungen",
    close: "Benachrichtigung schließen",
  },
  update: {
    available: "Eine neue Version der Website ist verfügbar.",
    reload: "Neu laden",
    later: "Später",
  },
} satisfies Catalog<"common">;
