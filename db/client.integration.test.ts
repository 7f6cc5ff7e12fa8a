import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../tests/helpers/databases.ts";
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
