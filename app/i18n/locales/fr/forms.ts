import type { Catalog } from "../../types.ts";

export default {
  required: "obligatoire",
  optional: "facultatif",
  fixErrors: "Veuillez corriger les champs indiqués ci-dessous.",
} satisfies Catalog<"forms">;
