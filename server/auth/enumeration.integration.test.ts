// Issue 17 finding 12: a password-reset request does the same work on the request path whether the
// address has an account or not — the lookup, the token and the mail are queued after the answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { passwordResetTokens } from "#db/schema/index.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { Client, startAuthServer, type TestAuthServer } from "./test-server.ts";

describe.each(testDatabases())("account enumeration on %s", (testDb) => {
  let database: Database;
  let server: TestAuthServer;
  const queued: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    database = await testDb.open();
    server = await startAuthServer(database, { defer: (task) => queued.push(task) });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("answers a reset request identically for a known and an unknown address, with no lookup on the way", async () => {
    const c = new Client(server.url);
    await c.signup("known@example.com", "correct horse battery");
    queued.length = 0;
    const answers = [];
    for (const email of ["known@example.com", "nobody@example.com"]) {
      const res = await new Client(server.url).post("/api/auth/password-reset/request", {
        email,
        altcha: await c.altcha(),
      });
      answers.push({ status: res.status, body: res.json, type: res.headers.get("content-type") });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 200, body: { ok: true } });
    // Nothing was looked up or written while answering: both requests only queued their work.
    expect(queued).toHaveLength(2);
    expect(await database.db.select().from(passwordResetTokens)).toHaveLength(0);
    // The queued work then makes the known address's token (and mail), and nothing for the other.
    for (const task of queued.splice(0)) await task();
    expect(await database.db.select().from(passwordResetTokens)).toHaveLength(1);
  });
});
