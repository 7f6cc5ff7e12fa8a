// Vitest global set-up of the integration and browser projects: one migrated PGlite data directory
// per test run, made here with the real migrations, which every new PGlite database of the run (the
// in-memory ones of integration tests, each browser test's server) starts from instead of running
// initdb and all migrations again in WebAssembly (db/client.ts, ACASO_PGLITE_SEED). Those took most
// of each server's start-up: under load, minutes per browser test file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR, schema } from "#db/client.ts";

export default async function setup() {
  // ACASO_PGLITE_SEED=off: every PGlite database runs initdb and the migrations itself, as before.
  if (process.env.ACASO_PGLITE_SEED === "off") return;
  // Made fresh each run (not cached): a migration that fails on an empty PGlite fails here, first.
  const client = await PGlite.create("memory://");
  try {
    await migrate(drizzle(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
    const tarball = await client.dumpDataDir("none");
    const dir = mkdtempSync(path.join(tmpdir(), "acaso-pglite-seed-"));
    const file = path.join(dir, "seed.tar");
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    process.env.ACASO_PGLITE_SEED = file;
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await client.close();
  }
}
