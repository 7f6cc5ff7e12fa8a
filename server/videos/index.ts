import type { AppServices } from "#server/context.ts";
import { createCatalogueProvider } from "./catalogue.ts";
import { createTiktokProvider } from "./tiktok.ts";
import type { VideoProvider } from "./types.ts";

export type { Video, VideoProvider, VideoSummary } from "./types.ts";

// One provider per process, chosen from the configuration the first time it is asked for, and
// shared by the Node entry and the SSR bundle (separate module copies, hence globalThis).
const shared = globalThis as typeof globalThis & { __acasoVideos?: WeakMap<object, VideoProvider> };
shared.__acasoVideos ??= new WeakMap();

type Deps = Pick<AppServices, "config" | "database" | "logger" | "storage">;

export function createVideoProvider(services: Deps): VideoProvider {
  const { config, database, logger, storage } = services;
  if (config.VIDEO_PROVIDER === "tiktok") {
    return createTiktokProvider({
      db: database.db,
      logger,
      urls: config.TIKTOK_VIDEO_URLS.split(/[\s,]+/).filter(Boolean),
      oembedUrl: config.TIKTOK_OEMBED_URL,
    });
  }
  return createCatalogueProvider({ db: database.db, storage });
}

/** THE video provider of this process (VIDEO_PROVIDER), created on first use. */
export function getVideoProvider(services: Deps): VideoProvider {
  const cache = shared.__acasoVideos as WeakMap<object, VideoProvider>;
  let provider = cache.get(services.database);
  if (!provider) {
    provider = createVideoProvider(services);
    cache.set(services.database, provider);
  }
  return provider;
}
