import type { Catalog } from "../../types.ts";

export default {
  required: "Pflichtfeld",
  optional: "freiwillig",
  fixErrors: "Bitte korrigiere die unten markierten Felder.",
} satisfies Catalog<"forms">;
