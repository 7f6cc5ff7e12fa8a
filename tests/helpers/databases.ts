import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, type DatabaseOptions, openDatabase } from "#db/client.ts";

export type TestDatabase = { name: "pglite" | "postgres"; open(): Promise<Database> };

/**
 * The databases every integration test runs against: an in-memory PGlite always, and a fresh
 * throwaway database on the real PostgreSQL server when TEST_DATABASE_URL is set.
 * Use with `describe.each(testDatabases())("... on %s", ...)`.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: () => openDatabase({ dataDir: "memory://" }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openThrowawayPostgres(url) });
  return list;
}

/** Creates a uniquely named database, migrates it, and drops it again on close. */
export async function openThrowawayPostgres(
  adminUrl: string,
  options: Pick<DatabaseOptions, "onConnectionError"> = {},
): Promise<Database & { url: string }> {
  const name = `acaso_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...options, url: url.toString(), dataDir: "unused" });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
