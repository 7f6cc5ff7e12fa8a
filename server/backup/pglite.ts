import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Backups of the embedded database (issue 17, docs/deploy.md "Backups"). PGlite keeps one
 * PostgreSQL data directory under DATA_DIR/pglite, used by one process at a time: stop the server,
 * back up or restore, start it again. A backup is PGlite's own dump of the data directory (a
 * gzipped tar, `dumpDataDir`); a restore makes a new data directory from it (`loadDataDir`),
 * keeping the previous one beside it. With DATABASE_URL (PostgreSQL), use pg_dump / pg_restore.
 */

export const pgliteDir = (dataDir: string) => path.join(path.resolve(dataDir), "pglite");

export async function backupPglite(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    throw new Error(`no embedded database in ${dir} (is DATA_DIR right?)`);
  }
  const db = await PGlite.create(dir);
  try {
    // A checkpoint first: everything committed is in the data files the dump copies.
    await db.exec("CHECKPOINT");
    const dump = await db.dumpDataDir("gzip");
    const bytes = new Uint8Array(await dump.arrayBuffer());
    writeFileSync(outFile, bytes, { mode: 0o600 });
    return { bytes: bytes.length };
  } finally {
    await db.close();
  }
}

/**
 * Replaces DATA_DIR/pglite with the backup's database. An existing database is moved aside to
 * `pglite.before-restore-<time>` (never deleted); returns where it went.
 */
export async function restorePglite(
  dataDir: string,
  inFile: string,
  now: Date = new Date(),
): Promise<{ previous: string | null }> {
  const dir = pgliteDir(dataDir);
  const bytes = readFileSync(inFile);
  let previous: string | null = null;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    previous = `${dir}.before-restore-${now.toISOString().replaceAll(":", "-")}`;
    renameSync(dir, previous);
  }
  const db = await PGlite.create(dir, { loadDataDir: new Blob([bytes]) });
  try {
    // Opens and answers: the restored directory is a working database.
    await db.query("select 1");
  } finally {
    await db.close();
  }
  return { previous };
}
