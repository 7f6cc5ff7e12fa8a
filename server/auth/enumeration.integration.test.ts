// Issue 17 finding 12: a password-reset request and a sign-up do the same work on the request path
// whether the address has an account or not — lookups, hashes, inserts and mails are queued after
// the answer (decision 046 for the sign-up).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "#common/auth/user.ts";
import type { Database, Db } from "#db/client.ts";
import { passwordResetTokens, users } from "#db/schema/index.ts";
import type { MailMessage } from "#server/mail/mailer.ts";
import { SIGNUP_EXISTING_MAIL } from "#server/mail/templates.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { Client, startAuthServer, type TestAuthServer } from "./test-server.ts";

const PASSWORD = "correct horse battery";
/** Every way into the database a request path could take. */
const QUERY_METHODS = new Set([
  "select",
  "selectDistinct",
  "insert",
  "update",
  "delete",
  "execute",
  "transaction",
]);

describe.each(testDatabases())("account enumeration on %s", (testDb) => {
  let database: Database;
  let server: TestAuthServer;
  const queued: Array<() => Promise<void>> = [];
  /** Query methods called on the database, in order (reset before each request under test). */
  const dbCalls: string[] = [];
  const mails: MailMessage[] = [];
  const created: Array<{ email: string; lang: string }> = [];

  beforeAll(async () => {
    database = await testDb.open();
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof property === "string" && QUERY_METHODS.has(property)) dbCalls.push(property);
        return value;
      },
    }) as Db;
    const counted: Database = new Proxy(database, {
      get: (target, property, receiver) => {
        if (property === "db") return db;
        if (property === "ping")
          return () => {
            dbCalls.push("ping");
            return target.ping();
          };
        return Reflect.get(target, property, receiver);
      },
    });
    server = await startAuthServer(counted, {
      defer: (task) => queued.push(task),
      mailer: {
        async send(message) {
          mails.push(message);
        },
        describe: () => "memory",
      },
    });
    // What server/social does with a new account (the verification link): recorded here.
    server.auth.onSignup((user: PublicUser, _req, lang) => {
      created.push({ email: user.email, lang });
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const countUsers = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? -1;

  it("answers a reset request identically for a known and an unknown address, with no lookup on the way", async () => {
    await server.auth.service.createPasswordAccount({ email: "known@example.com", password: PASSWORD });
    queued.length = 0;
    const answers = [];
    for (const email of ["known@example.com", "nobody@example.com"]) {
      const c = new Client(server.url);
      const altcha = await c.altcha();
      dbCalls.length = 0;
      const res = await c.post("/api/auth/password-reset/request", { email, altcha });
      answers.push({
        status: res.status,
        body: res.json,
        type: res.headers.get("content-type"),
        queries: [...dbCalls],
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 200, body: { ok: true }, queries: [] });
    // Nothing was looked up or written while answering: both requests only queued their work.
    expect(queued).toHaveLength(2);
    expect(await database.db.select().from(passwordResetTokens)).toHaveLength(0);
    // The queued work then makes the known address's token (and mail), and nothing for the other.
    for (const task of queued.splice(0)) await task();
    expect(await database.db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it("answers a sign-up identically for a known and an unknown address, with no lookup on the way", async () => {
    await server.auth.service.createPasswordAccount({ email: "owner@example.com", password: PASSWORD });
    queued.length = 0;
    mails.length = 0;
    created.length = 0;
    const usersBefore = await countUsers();
    const answers = [];
    // The known address in another spelling: the lookup is case-blind, the answer must be too.
    for (const email of ["Owner@Example.com", "newcomer@example.com"]) {
      const c = new Client(server.url);
      const altcha = await c.altcha();
      dbCalls.length = 0;
      const res = await c.post("/api/auth/signup", { email, password: PASSWORD, altcha, lang: "en" });
      answers.push({
        status: res.status,
        body: res.json,
        type: res.headers.get("content-type"),
        cookies: res.headers.getSetCookie(),
        queries: [...dbCalls],
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    // "Check your inbox", no session, and no lookup or insert (nor the hash, which only the queued
    // creation does) while answering: the one query is the database check, the same for both.
    expect(answers[0]).toMatchObject({
      status: 200,
      body: { ok: true, checkInbox: true },
      cookies: [],
      queries: ["ping"],
    });
    expect(queued).toHaveLength(2);
    expect(await countUsers()).toBe(usersBefore);
    expect(mails).toHaveLength(0);

    for (const task of queued.splice(0)) await task();
    // The new address got its account (unverified: its verification link is the listener's mail) ...
    expect(await countUsers()).toBe(usersBefore + 1);
    expect(created).toEqual([{ email: "newcomer@example.com", lang: "en" }]);
    // ... and the owner of the known one a notice in the page's language, with no new account.
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "owner@example.com", subject: SIGNUP_EXISTING_MAIL.en.subject });
    expect(mails[0]?.text).toContain(`${server.url}/en/app/auth/login`);
    expect(mails[0]?.text).toContain(`${server.url}/en/app/auth/forgot-password`);
    // The newcomer's password is the one given at sign-up.
    const login = await new Client(server.url).post("/api/auth/login", {
      email: "newcomer@example.com",
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  });

  it("notices a known address a few times an hour at most, and still answers the same", async () => {
    await server.auth.service.createPasswordAccount({ email: "pestered@example.com", password: PASSWORD });
    mails.length = 0;
    for (let i = 0; i < 5; i++) {
      const c = new Client(server.url);
      const res = await c.signup("pestered@example.com", PASSWORD);
      expect(res).toMatchObject({ status: 200, json: { ok: true, checkInbox: true } });
    }
    for (const task of queued.splice(0)) await task();
    expect(mails.map((m) => m.to)).toEqual(Array(3).fill("pestered@example.com"));
  });

  it("still refuses what it can tell without a lookup: a weak password, a bad address", async () => {
    queued.length = 0;
    const c = new Client(server.url);
    const weak = await c.signup("someone@example.com", "password123");
    expect(weak.status).toBe(400);
    expect(weak.json.errors).toEqual([{ field: "password", typeError: "invalid", msg: "common password" }]);
    // The policy also refuses a password equal to the address, whoever owns it.
    const same = await c.signup("owner@example.com", "owner@example.com");
    expect(same.status).toBe(400);
    expect(queued).toHaveLength(0);
  });
});
