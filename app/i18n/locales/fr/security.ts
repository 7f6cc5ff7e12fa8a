import type { Catalog } from "../../types.ts";

export default {
  login: {
    robotCheck:
      "De nombreux mots de passe erronés ont été essayés récemment sur ce compte. Envoyez à nouveau : une vérification automatique rapide que vous n’êtes pas un robot s’exécute d’abord.",
  },
} satisfies Catalog<"security">;
