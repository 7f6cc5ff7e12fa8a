import type { Catalog } from "../../types.ts";

export default {
  consent: {
    title: "Vos choix de confidentialité",
    text: "La publicité permet à {{app}} de rester gratuit. Les régies publicitaires et la mesure d'audience sont gérées par d'autres sociétés et peuvent déposer des cookies ou lire des identifiants de votre appareil. Rien d'elles ne se charge avant votre choix. Nos propres bannières ne demandent pas de consentement.",
    accept: "Tout accepter",
    reject: "Tout refuser",
    choose: "Choisir",
    save: "Enregistrer mes choix",
    ads: "Publicités des régies partenaires",
    adsHint:
      "Bannières Adsterra, Adcash, TrafficStars et ExoClick ; elles peuvent utiliser des cookies pour mesurer et personnaliser les annonces.",
    analytics: "Mesure d'audience",
    analyticsHint: "Compte les visites pour améliorer le site.",
    footer: "Choix de confidentialité",
    close: "Fermer",
    policy: "Politique de confidentialité",
  },
  slot: { label: "Publicité" },
} satisfies Catalog<"ads">;
