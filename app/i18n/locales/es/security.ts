import type { Catalog } from "../../types.ts";

export default {
  login: {
    robotCheck:
      "Se han probado muchas contraseñas incorrectas en esta cuenta recientemente. Envía de nuevo: antes se hace una comprobación automática rápida de que no eres un robot.",
  },
} satisfies Catalog<"security">;
