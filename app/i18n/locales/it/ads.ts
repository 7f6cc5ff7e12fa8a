import type { Catalog } from "../../types.ts";

export default {
  consent: {
    title: "Le tue scelte sulla privacy",
    text: "Usiamo la pubblicità per mantenere {{app}} gratuito. Le reti pubblicitarie e la misurazione del pubblico sono gestite da altre aziende e possono salvare cookie o leggere identificatori del tuo dispositivo. Nulla di loro viene caricato finché non scegli. I nostri banner non richiedono consenso.",
    accept: "Accetta tutto",
    reject: "Rifiuta tutto",
    choose: "Scegli",
    save: "Salva le mie scelte",
    ads: "Annunci di reti partner",
    adsHint:
      "Banner di Adsterra, Adcash, TrafficStars ed ExoClick; possono usare cookie per misurare e personalizzare gli annunci.",
    analytics: "Misurazione del pubblico",
    analyticsHint: "Conta le visite per migliorare il sito.",
    footer: "Scelte sulla privacy",
    close: "Chiudi",
    policy: "Informativa sulla privacy",
  },
  slot: { label: "Pubblicità" },
} satisfies Catalog<"ads">;
