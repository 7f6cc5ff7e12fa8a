import type { Catalog } from "../../types.ts";

export default {
  card: "Crédits par vidéo récompensée, limites, filtre de partenaire et vidéo affichée.",
  lead: "Les visiteurs connectés regardent une vidéo dans notre propre lecteur et gagnent des crédits ; les crédits achètent des minutes d’un filtre de partenaire (une langue et/ou un pays). Le serveur mesure lui-même chaque visionnage. Les changements s’appliquent sur tous les nœuds en moins d’une seconde.",
  figures: {
    title: "Dernières 24 heures",
    views: "Visionnages crédités",
    credits: "Crédits gagnés",
    spent: "Crédits dépensés",
    filters: "Filtres actifs maintenant",
  },
  enabled: "Visionnages récompensés activés",
  enabledHint:
    "Désactivé : aucun nouveau visionnage ne démarre ; les crédits déjà gagnés achètent toujours des filtres.",
  earning: "Gains",
  creditsPerView: "Crédits par visionnage",
  minWatchSeconds: "Durée minimale de visionnage (secondes)",
  minWatchHint:
    "Un visionnage terminé plus tôt est refusé ; le serveur mesure le temps entre le début et la fin.",
  limits: "Limites",
  dailyCapPerAccount: "Visionnages par compte sur 24 heures",
  dailyCapPerIp: "Visionnages par adresse sur 24 heures",
  cooldownSeconds: "Pause entre deux visionnages (secondes)",
  filter: "Filtre de partenaire",
  filterMinutesPerCredit: "Minutes de filtre par crédit",
  filterLanguages: "Langues qu’un filtre peut demander",
  filterLanguagesHint:
    "Codes de deux ou trois lettres séparés par des virgules (pt, es, en, de, fr, it). Vide : aucun filtre ne peut être acheté.",
  filterCountries: "Pays qu'un filtre peut demander",
  filterCountriesHint:
    "Codes à deux lettres séparés par des virgules (BR, PT, DE…). Proposés seulement quand le serveur reçoit le pays des visiteurs d'un proxy de confiance (COUNTRY_HEADER) ; ici : {{state}}.",
  countriesOn: "défini",
  countriesOff: "non défini, seules les langues sont donc proposées",
  video: "Vidéo",
  source: "Ce que montre le lecteur",
  sourceHouse: "Vidéo maison",
  sourceVast: "La balise VAST d’une régie publicitaire",
  houseVideoUrl: "Adresse de la vidéo maison (mp4 ou webm)",
  houseVideoHint: "Vide : la courte vidéo livrée avec le site. Une adresse https ou un chemin de ce site.",
  upload: "Téléverser une vidéo (mp4 ou webm)",
  uploadHint:
    "{{mb}} Mo au plus. La vidéo téléversée remplace l'adresse ci-dessus et est servie par ce site.",
  uploadButton: "Téléverser",
  uploading: "Téléversement…",
  uploaded: "Vidéo téléversée : le lecteur la montre désormais.",
  current: "Vidéo montrée :",
  currentUrl: "l'adresse ci-dessus",
  currentUpload: "vidéo téléversée ({{size}})",
  currentDefault: "la vidéo fournie avec le site",
  removeUpload: "Revenir à la vidéo fournie",
  removed: "La vidéo téléversée a été retirée.",
  vastTagUrl: "Adresse de la balise VAST",
  vastHint:
    "La balise VAST de la régie pour une vidéo linéaire. Un visionnage compte quand la vidéo est allée jusqu’au bout (VAST complete) et que la durée minimale est passée ; les clics ne rapportent jamais rien.",
  saved: "Enregistré. En vigueur sur tous les nœuds en moins d’une seconde.",
  updatedAt: "Dernière modification :",
} satisfies Catalog<"adminRewards">;
