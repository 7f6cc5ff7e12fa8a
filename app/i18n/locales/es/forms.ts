import type { Catalog } from "../../types.ts";

export default {} satisfies Catalog<"forms">;
