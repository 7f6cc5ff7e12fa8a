import type { Catalog } from "../../types.ts";

export default {
  required: "obbligatorio",
  optional: "facoltativo",
  fixErrors: "Correggi i campi indicati qui sotto.",
} satisfies Catalog<"forms">;
