import type { Catalog } from "../../types.ts";

export default {
  consent: {
    title: "Ihre Datenschutz-Einstellungen",
    text: "Wir finanzieren {{app}} mit Werbung. Werbenetzwerke und Reichweitenmessung werden von anderen Unternehmen betrieben und können Cookies setzen oder Kennungen Ihres Geräts lesen. Davon wird nichts geladen, bevor Sie entscheiden. Unsere eigenen Banner brauchen keine Einwilligung.",
    accept: "Alle akzeptieren",
    reject: "Alle ablehnen",
    choose: "Auswählen",
    save: "Auswahl speichern",
    ads: "Werbung von Partnernetzwerken",
    adsHint:
      "Banner von Adsterra, Adcash, TrafficStars und ExoClick; sie können Cookies zur Messung und Personalisierung nutzen.",
    analytics: "Reichweitenmessung",
    analyticsHint: "Zählt Besuche, um die Seite zu verbessern.",
    footer: "Datenschutz-Einstellungen",
    close: "Schließen",
    policy: "Datenschutzerklärung",
  },
  slot: { label: "Werbung" },
} satisfies Catalog<"ads">;
