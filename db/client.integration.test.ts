import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openThrowawayPostgres, testDatabases } from "../tests/helpers/databases.ts";
import type { Database } from "./client.ts";
import { contactMessages } from "./schema/index.ts";

describe.each(testDatabases())("database on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers the readiness ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("stores and reads contact messages with defaults filled in", async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Ana", email: "ana@example.com", subject: "Oi", message: "Olá!", locale: "pt" })
      .returning();
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
    const found = await database.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id));
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toBe("Olá!");
    const latest = await database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
    expect(latest.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses a row missing a required column", async () => {
    await expect(database.db.insert(contactMessages).values({ name: "x" } as never)).rejects.toThrow();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a pooled connection the server ends", () => {
  it("is reported and replaced; the process keeps running and the next query succeeds", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const errors: Error[] = [];
    const database = await openThrowawayPostgres(adminUrl, { onConnectionError: (e) => errors.push(e) });
    try {
      await database.ping();
      // End the idle pooled connection from outside, as a server restart or an admin would.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await admin.end();
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(errors[0]?.message).toMatch(/terminating connection/);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
