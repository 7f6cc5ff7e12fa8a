import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export { schema };

/** The one database type handlers see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when a trivial query succeeds (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; when absent an embedded PGlite database is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; "memory://" for a throwaway database. */
  dataDir: string;
  /** Apply committed migrations before returning (default true). */
  migrate?: boolean;
  /**
   * Told when an idle pooled connection fails (the server restarted or dropped it). The pool drops
   * that connection and the next query opens a new one; without a listener pg's pool would throw
   * the error out of the process.
   */
  onConnectionError?: (error: Error) => void;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (options.migrate !== false) {
      await migratePg(db as never, { migrationsFolder });
    }
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dir =
    options.dataDir === "memory://" ? "memory://" : path.join(path.resolve(options.dataDir), "pglite");
  if (dir !== "memory://") mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, pgliteSeed(dir));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) {
    await migratePglite(db as never, { migrationsFolder });
  }
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/**
 * Tests only: ACASO_PGLITE_SEED names a tarball of an already migrated PGlite data directory
 * (tests/pglite-seed.ts makes one per test run with the real migrations). A new, empty PGlite
 * database starts from it instead of running initdb and every migration in WebAssembly, which took
 * most of each test server's start-up; the migrator below still runs (and finds nothing to do, or
 * applies migrations newer than the seed). Unset, as in production: initdb as usual.
 */
function pgliteSeed(dir: string): { loadDataDir?: Blob } {
  const seed = process.env.ACASO_PGLITE_SEED;
  if (!seed || seed === "off") return {};
  if (dir !== "memory://" && existsSync(path.join(dir, "PG_VERSION"))) return {};
  return { loadDataDir: new Blob([readFileSync(seed)]) };
}
