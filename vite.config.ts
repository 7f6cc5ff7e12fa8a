import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // Pre-bundle socket.io-client so the first dynamic import in dev does not reload the page.
  optimizeDeps: { include: ["socket.io-client"] },
  build: { sourcemap: false },
  server: { hmr: true },
});
