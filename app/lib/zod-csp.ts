import { config } from "zod";

// The strict Content-Security-Policy has no 'unsafe-eval' (issue 17 finding 5, docs/security.md):
// in the browser, zod must not compile its fast paths with `new Function` — even its caught probe is
// reported as a CSP violation. The client build resolves every `import … from "zod"` to this module
// (vite.config.ts, plugin "acaso:zod-jitless"), so the setting is made before the first module that
// builds a schema runs, wherever zod is first used, and a page without schemas does not download zod
// at all (issue 17 "Throughput and weight", decision 047). The server keeps the compiled fast paths.
if (typeof document !== "undefined") config({ jitless: true });

export * from "zod";
