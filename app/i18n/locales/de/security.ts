import type { Catalog } from "../../types.ts";

export default {
  login: {
    robotCheck:
      "Für dieses Konto wurden kürzlich viele falsche Passwörter versucht. Sende erneut: Zuerst läuft eine kurze automatische Prüfung, dass du kein Roboter bist.",
  },
} satisfies Catalog<"security">;
