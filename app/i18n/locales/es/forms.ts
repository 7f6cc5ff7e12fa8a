import type { Catalog } from "../../types.ts";

export default {
  required: "obligatorio",
  optional: "opcional",
  fixErrors: "Corrige los campos indicados abajo.",
} satisfies Catalog<"forms">;
