import { asc, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { storageOrphans } from "#db/schema/index.ts";
import type { Logger } from "../logger.ts";
import type { FileStorage } from "./index.ts";

/**
 * Deletes the files the database queued as orphans (db/schema/storage-orphans.ts, decision 049):
 * the file first, then its queue row, so a crash in between leaves a row to retry, never a file
 * nobody knows of. Deleting a missing file is not an error, so two nodes sweeping at once are
 * harmless. Returns how many files went.
 */
export async function sweepOrphans(db: Db, storage: FileStorage, limit = 200): Promise<number> {
  const rows = await db
    .select({ id: storageOrphans.id, key: storageOrphans.key })
    .from(storageOrphans)
    .orderBy(asc(storageOrphans.createdAt))
    .limit(limit);
  if (rows.length === 0) return 0;
  const done: string[] = [];
  for (const row of rows) {
    try {
      await storage.delete(row.key);
      done.push(row.id);
    } catch {
      // An invalid key (never written by us) or a storage hiccup: the row stays for the next sweep,
      // except a key the storage refuses outright, which no retry can delete.
      if (!/^[A-Za-z0-9._/-]+$/.test(row.key)) done.push(row.id);
    }
  }
  if (done.length > 0) await db.delete(storageOrphans).where(inArray(storageOrphans.id, done));
  return done.length;
}

/** Sweeps every `everyMs` (and once soon after start); `stop` ends it. */
export function startOrphanSweeper(deps: { db: Db; storage: FileStorage; logger: Logger; everyMs: number }) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepOrphans(deps.db, deps.storage)
      .then((n) => {
        if (n > 0) deps.logger.info({ files: n }, "orphaned files deleted");
      })
      .catch((err: unknown) => deps.logger.error({ err }, "orphaned file sweep failed"))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, deps.everyMs);
  timer.unref();
  const first = setTimeout(run, Math.min(deps.everyMs, 5_000));
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
