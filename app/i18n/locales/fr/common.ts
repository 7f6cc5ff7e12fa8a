import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Chat vidéo aléatoire avec des inconnus",
  home: {
    title: "Chat vidéo aléatoire avec des inconnus",
    description: "Rencontrez de nouvelles personnes du monde entier dans un chat vidéo aléatoire gratuit.",
    heading: "Parlez à des inconnus en vidéo, dès maintenant",
    cta: "Lancer le chat vidéo",
  },
} satisfies Catalog<"common">;
