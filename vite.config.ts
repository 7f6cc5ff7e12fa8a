import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // Pre-bundle socket.io-client so the first dynamic import in dev does not reload the page.
  optimizeDeps: { include: ["socket.io-client"] },
  build: { sourcemap: false },
  // The nudity-check worker (issue 12) loads its model in chunks: module workers split like pages.
  worker: { format: "es" },
  server: { hmr: true },
});
