import type { Catalog } from "../../types.ts";

export default {
  login: {
    robotCheck:
      "Di recente sono state provate molte password errate su questo account. Invia di nuovo: prima viene eseguito un rapido controllo automatico che tu non sia un robot.",
  },
} satisfies Catalog<"security">;
