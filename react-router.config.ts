import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // ACASO_BUILD_DIR lets parallel test runs keep separate builds.
  buildDirectory: process.env.ACASO_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
