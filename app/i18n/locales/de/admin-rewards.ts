import type { Catalog } from "../../types.ts";

export default {
  card: "Guthaben pro belohntem Video, Grenzen, der Partnerfilter und das gezeigte Video.",
  lead: "Angemeldete Besucher sehen ein Video in unserem eigenen Player und verdienen Guthaben; Guthaben kauft Minuten eines Partnerfilters (eine Sprache und/oder ein Land). Der Server misst jede Ansicht selbst. Änderungen gelten innerhalb einer Sekunde auf allen Knoten.",
  figures: {
    title: "Letzte 24 Stunden",
    views: "Gutgeschriebene Ansichten",
    credits: "Verdientes Guthaben",
    spent: "Ausgegebenes Guthaben",
    filters: "Jetzt aktive Filter",
  },
  enabled: "Belohnte Ansichten sind eingeschaltet",
  enabledHint: "Aus: Keine neue Ansicht startet; bereits verdientes Guthaben kauft weiterhin Filter.",
  earning: "Verdienen",
  creditsPerView: "Guthaben pro Ansicht",
  minWatchSeconds: "Mindestsehdauer (Sekunden)",
  minWatchHint:
    "Eine früher beendete Ansicht wird abgelehnt; der Server misst die Zeit zwischen Start und Ende.",
  limits: "Grenzen",
  dailyCapPerAccount: "Ansichten pro Konto in 24 Stunden",
  dailyCapPerIp: "Ansichten pro Adresse in 24 Stunden",
  cooldownSeconds: "Pause zwischen Ansichten (Sekunden)",
  filter: "Partnerfilter",
  filterMinutesPerCredit: "Filterminuten pro Guthabenpunkt",
  filterLanguages: "Sprachen, die ein Filter wählen kann",
  filterLanguagesHint:
    "Zwei- oder dreibuchstabige Codes, durch Kommas getrennt (pt, es, en, de, fr, it). Leer: Es kann kein Filter gekauft werden.",
  filterCountries: "Länder, die ein Filter wählen kann",
  filterCountriesHint:
    "Zweibuchstabige Codes, durch Kommas getrennt (BR, PT, DE…). Nur angeboten, wenn der Server das Land der Besucher von einem vertrauenswürdigen Proxy erfährt (COUNTRY_HEADER); hier: {{state}}.",
  countriesOn: "gesetzt",
  countriesOff: "nicht gesetzt, daher werden nur Sprachen angeboten",
  video: "Video",
  source: "Was der Player zeigt",
  sourceHouse: "Hausvideo",
  sourceVast: "Das VAST-Tag eines Werbenetzwerks",
  houseVideoUrl: "Adresse des Hausvideos (mp4 oder webm)",
  houseVideoHint:
    "Leer: das kurze Video, das mit der Website ausgeliefert wird. Eine https-Adresse oder ein Pfad dieser Website.",
  upload: "Video hochladen (mp4 oder webm)",
  uploadHint:
    "Höchstens {{mb}} MB. Das hochgeladene Video ersetzt die Adresse oben und kommt von dieser Website.",
  uploadButton: "Hochladen",
  uploading: "Wird hochgeladen…",
  uploaded: "Video hochgeladen: Der Player zeigt es ab jetzt.",
  current: "Jetzt gezeigtes Video:",
  currentUrl: "die Adresse oben",
  currentUpload: "hochgeladenes Video ({{size}})",
  currentDefault: "das mitgelieferte Video",
  removeUpload: "Zurück zum mitgelieferten Video",
  removed: "Das hochgeladene Video wurde entfernt.",
  vastTagUrl: "Adresse des VAST-Tags",
  vastHint:
    "Das VAST-Tag des Netzwerks für ein lineares Video. Eine Ansicht zählt, wenn das Video bis zum Ende lief (VAST complete) und die Mindestzeit vergangen ist; Klicks bringen nie etwas.",
  saved: "Gespeichert. Innerhalb einer Sekunde auf allen Knoten wirksam.",
  updatedAt: "Letzte Änderung:",
} satisfies Catalog<"adminRewards">;
