import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Videochat aleatorio con desconocidos",
  home: {
    title: "Videochat aleatorio con desconocidos",
    description: "Conoce gente nueva de todo el mundo en un videochat aleatorio y gratis.",
    heading: "Habla con desconocidos por vídeo, ahora mismo",
    cta: "Empezar videochat",
  },
} satisfies Catalog<"common">;
