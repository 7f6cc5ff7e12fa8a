import type { Catalog } from "../../types.ts";

export default {
  login: {
    robotCheck:
      "Muitas senhas erradas foram tentadas nesta conta recentemente. Envie de novo: antes roda uma verificação automática rápida de que você não é um robô.",
  },
} satisfies Catalog<"security">;
