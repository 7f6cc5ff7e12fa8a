import type { Server } from "socket.io";
import type { Database } from "#db/client.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";

export type RealtimeDeps = {
  config: Config;
  database: Database;
  logger: Logger;
};

export type Realtime = {
  /** Stop taking new searches and end matches (graceful shutdown). */
  close(): Promise<void>;
};

/** Registers every realtime feature on the Socket.IO server (filled in by the video chat issue). */
export function createRealtime(_io: Server, _deps: RealtimeDeps): Realtime {
  return { close: async () => {} };
}
