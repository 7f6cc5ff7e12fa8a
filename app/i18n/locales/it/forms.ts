import type { Catalog } from "../../types.ts";

export default {
  required: "required",
  optional: "optional",
  fixErrors: "Please correct the fields marked below.",
} satisfies Catalog<"forms">;
