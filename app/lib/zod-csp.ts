import { config } from "zod";

// The strict Content-Security-Policy has no 'unsafe-eval' (issue 17 finding 5, docs/security.md):
// in the browser, zod must not compile its fast paths with `new Function` — even its caught probe is
// reported as a CSP violation. Imported first by root.tsx, before any schema is built. The server
// keeps the compiled fast paths.
if (typeof document !== "undefined") config({ jitless: true });
