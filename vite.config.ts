import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const ZOD_CSP = fileURLToPath(new URL("./app/lib/zod-csp.ts", import.meta.url));

/**
 * In the browser build, `import … from "zod"` means app/lib/zod-csp.ts (zod, set to jitless first):
 * the strict CSP needs that setting before any schema exists, and importing it from root.tsx put zod
 * in every page's first load (docs/decisions/047-first-load-weight-and-cached-pages.md).
 */
function zodJitless(): Plugin {
  return {
    name: "acaso:zod-jitless",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (source !== "zod" || !importer || importer === ZOD_CSP) return null;
      return ZOD_CSP;
    },
  };
}

export default defineConfig({
  plugins: [zodJitless(), reactRouter()],
  // Pre-bundle socket.io-client so the first dynamic import in dev does not reload the page.
  optimizeDeps: { include: ["socket.io-client"] },
  // ACASO_SOURCEMAP=1: source maps, to see which modules a chunk holds (bench/README.md "JavaScript weight").
  build: { sourcemap: process.env.ACASO_SOURCEMAP === "1" },
  // The nudity-check worker (issue 12) loads its model in chunks: module workers split like pages.
  worker: { format: "es" },
  server: { hmr: true },
});
