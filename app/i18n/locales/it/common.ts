import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Videochat casuale con sconosciuti",
  home: {
    title: "Videochat casuale con sconosciuti",
    description: "Conosci persone nuove da tutto il mondo in una videochat casuale e gratuita.",
    heading: "Parla con sconosciuti in video, subito",
    cta: "Avvia la videochat",
  },
} satisfies Catalog<"common">;
