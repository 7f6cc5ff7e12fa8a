import type { Catalog } from "../../types.ts";

export default {
  required: "obrigatório",
  optional: "opcional",
  fixErrors: "Corrija os campos indicados abaixo.",
} satisfies Catalog<"forms">;
