// Every namespace of one language; loaded as one chunk per language.
import common from "./common.ts";

export default { common };
