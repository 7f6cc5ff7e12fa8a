import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Zufälliger Videochat mit Fremden",
  home: {
    title: "Zufälliger Videochat mit Fremden",
    description: "Lerne neue Leute aus aller Welt in einem kostenlosen zufälligen Videochat kennen.",
    heading: "Sprich jetzt per Video mit Fremden",
    cta: "Videochat starten",
  },
} satisfies Catalog<"common">;
