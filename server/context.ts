import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "#db/client.ts";
import type { Config, PublicConfig } from "./config.ts";
import type { Logger } from "./logger.ts";
import type { FileStorage } from "./storage/index.ts";

/** Process-wide services handed to loaders and actions through the typed router context. */
export type AppServices = {
  config: Config;
  publicConfig: PublicConfig;
  database: Database;
  logger: Logger;
  /** Stored files (captures, stories, videos, banners): server/storage. */
  storage: FileStorage;
  /** Identifies this build; the client polls /builds/latest.json to detect new deployments. */
  buildId: string;
};

// The Node entry and the SSR bundle load separate copies of this module: keep the one key on
// globalThis so both sides agree on its identity.
const shared = globalThis as typeof globalThis & {
  __acasoServicesContext?: ReturnType<typeof createContext<AppServices>>;
};
shared.__acasoServicesContext ??= createContext<AppServices>();
export const servicesContext = shared.__acasoServicesContext;

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}
