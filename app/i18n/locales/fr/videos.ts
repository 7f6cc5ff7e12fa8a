import type { Catalog } from "../../types.ts";

export default {
  nav: { label: "Vidéos courtes", latest: "Récentes", popular: "Populaires", download: "Télécharger" },
  latest: {
    title: "Vidéos courtes",
    heading: "Vidéos courtes",
    description:
      "Regardez les vidéos courtes les plus récentes de nos créateurs : humour, musique, voyages et plus.",
    lead: "Les vidéos les plus récentes d'abord. Survolez ou touchez une vidéo pour un aperçu.",
  },
  popular: {
    title: "Vidéos courtes populaires",
    titlePage: "Vidéos courtes populaires, page {{page}}",
    heading: "Vidéos courtes populaires",
    description: "Les vidéos courtes les plus vues de la communauté, par nombre de lectures.",
    lead: "Les vidéos les plus lues d'abord.",
  },
  hashtag: {
    title: "Vidéos courtes #{{tag}}",
    heading: "#{{tag}}",
    description: "Vidéos courtes avec le hashtag #{{tag}} : les plus récentes d'abord.",
    popularTitle: "Vidéos courtes #{{tag}} populaires",
    popularHeading: "Populaires dans #{{tag}}",
    popularDescription: "Les vidéos courtes les plus lues avec le hashtag #{{tag}}.",
    latestTab: "Plus récentes",
    popularTab: "Plus vues",
  },
  grid: {
    empty: "Pas encore de vidéos ici.",
    by: "par {{name}}",
    plays: "{{plays}} lectures",
    preview: "Aperçu de {{caption}}",
  },
  pagination: {
    label: "Pages",
    previous: "Page précédente",
    next: "Page suivante",
    status: "Page {{page}} sur {{pages}}",
  },
  video: {
    untitled: "Vidéo courte de {{name}}",
    description: "Une vidéo courte de {{name}} : {{caption}}",
    creator: "Créateur",
    hashtags: "Hashtags",
    download: "Télécharger cette vidéo",
    openOriginal: "Ouvrir sur TikTok",
    more: "Plus de vidéos",
    playerTitle: "Lecteur vidéo",
  },
  download: {
    title: "Télécharger des vidéos courtes",
    heading: "Télécharger une vidéo courte",
    description: "Enregistrez une vidéo courte de notre catalogue, avec le crédit de son créateur.",
    lead: "Collez le lien de la page d'une vidéo de ce site et recevez le fichier, avec le crédit du créateur.",
    label: "Lien de la vidéo",
    submit: "Obtenir la vidéo",
    notOurs:
      "Nous ne proposons que les vidéos de notre propre catalogue : collez le lien de la page d'une vidéo de ce site. Nous ne copions jamais de vidéos d'autres sites.",
    notFound: "Cette vidéo n'est pas dans notre catalogue.",
    unavailable: "Ce site ne propose pas de téléchargements.",
    ready: "Prête à télécharger",
    credit: "Vidéo de {{name}}",
    creditLink: "Voir plus de {{name}}",
    save: "Télécharger le fichier",
  },
} satisfies Catalog<"videos">;
