import type { Database } from "#db/client.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Realtime } from "../realtime/index.ts";
import type { FileStorage } from "../storage/index.ts";
import type { AuditWriter } from "./audit.ts";

/**
 * What every admin API module receives (server/admin/modules.ts). A feature builds its own services
 * from these (its store over `database`, its settings from `config`).
 */
export type AdminApiDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  storage: FileStorage;
  /** THE audit writer: every admin action of every module is recorded through it. */
  audit: AuditWriter;
  /** The realtime layer of this node (forced reloads, live figures); read lazily, it starts after the routes. */
  realtime: () => Realtime;
};
