import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Vídeo chat aleatório com estranhos",
  home: {
    title: "Vídeo chat aleatório com estranhos",
    description: "Conheça pessoas novas do mundo todo em um vídeo chat aleatório e grátis.",
    heading: "Converse com estranhos por vídeo, agora mesmo",
    cta: "Começar o vídeo chat",
  },
} satisfies Catalog<"common">;
