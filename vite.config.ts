import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const ZOD_CSP = fileURLToPath(new URL("./app/lib/zod-csp.ts", import.meta.url));

const SHELL_MODULES = new RegExp(
  [
    "app/components/(ErrorPage|LoadingBar|NotificationArea|UpdateBanner|SiteHeader|SiteFooter|SiteShell|SiteLink|LanguageSwitcher)\\.tsx",
    "app/features/ads/(ConsentDialog\\.tsx|consent\\.ts|consent-store\\.ts)",
    "app/features/auth/(store|login-state|LoginLinks)\\.tsx?",
    "app/features/social/(UnreadBadge\\.tsx|unread\\.ts)",
    "app/features/ai/AiNav\\.tsx",
    "app/i18n/(i18n|route-table)\\.ts",
    "app/lib/(analytics|client-log|site|http|head|notifications|loading-bar|version|prefetch|features|alternative-targets|reload-guard)\\.ts",
    "common/(locales|ai/tools|ads/consent-cookie)\\.ts",
  ].join("|"),
);

/**
 * In the browser build, `import … from "zod"` means app/lib/zod-csp.ts (zod, set to jitless first):
 * the strict CSP needs that setting before any schema exists, and importing it from root.tsx put zod
 * in every page's first load (docs/decisions/047-first-load-weight-and-cached-pages.md).
 */
function zodJitless(worker = false): Plugin {
  return {
    name: "acaso:zod-jitless",
    enforce: "pre",
    // Worker bundles (the home's island script, decision 050) run in the browser too.
    ...(worker ? {} : { applyToEnvironment: (environment) => environment.name === "client" }),
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
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every page runs before it hydrates, as one file instead of six (decision 047).
            codeSplitting: {
              groups: [
                {
                  // The site's frame (header, footer, consent, notifications, i18n, links): on every
                  // page before it hydrates, in one file. Modules listed here only; anything a page
                  // loads later stays in its own chunk.
                  name: "shell",
                  test: SHELL_MODULES,
                },
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  // The nudity-check worker (issue 12) loads its model in chunks: module workers split like pages.
  // The home's island script (decision 050) is bundled the same way (`?worker&url`), and may load zod.
  worker: { format: "es", plugins: () => [zodJitless(true)] },
  server: { hmr: true },
});
