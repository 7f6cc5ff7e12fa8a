import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { Client } from "#server/auth/test-server.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { type SocialTestServer, startSocialTestServer } from "../../tests/helpers/social.ts";
import { VERIFY_TOKEN_TTL_MS } from "./profiles.ts";

const PASSWORD = "correct horse battery";

describe.each(testDatabases())("profiles and e-mail verification on $name", (db) => {
  let database: Database;
  let server: SocialTestServer;

  beforeAll(async () => {
    database = await db.open();
    server = await startSocialTestServer(database, { env: { ALTCHA_COST: "1", ALTCHA_MAX_NUMBER: "20" } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function signup(email: string) {
    const client = new Client(server.url);
    // Sign-up answers "check your inbox"; the password works before the address is verified.
    const res = await client.register(email, PASSWORD);
    expect(res.status).toBe(200);
    // The mail goes out in the background.
    for (let i = 0; i < 50 && (await server.verificationTokens(email)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    return client;
  }

  it("mails a single-use link at sign-up; writes are refused until it is opened", async () => {
    const client = await signup("verify-me@example.com");
    const [token] = await server.verificationTokens("verify-me@example.com");
    expect(token).toBeTruthy();
    let profile = await client.get("/api/social/profile");
    expect(profile.json.profile.verified).toBe(false);

    const first = await client.get(`/api/social/verify-email/${token}`);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toMatch(/\/app\/social\?verified=1$/);
    profile = await client.get("/api/social/profile");
    expect(profile.json.profile.verified).toBe(true);

    // Single use: the same link again is refused.
    const again = await client.get(`/api/social/verify-email/${token}`);
    expect(again.headers.get("location")).toMatch(/verified=0$/);
    // A verified account asking for another link gets none.
    const resend = await client.post("/api/social/verify-email/resend");
    expect(resend.json).toEqual({ ok: true, alreadyVerified: true });
  });

  it("signs in with the link of the sign-up mail, once; sign-up itself starts no session (decision 046)", async () => {
    const email = "link-only@example.com";
    const signup = await new Client(server.url).signup(email, PASSWORD, { lang: "en" });
    expect(signup.status).toBe(200);
    expect(signup.headers.getSetCookie()).toEqual([]);
    let tokens: string[] = [];
    for (let i = 0; i < 100 && tokens.length === 0; i++) {
      tokens = await server.verificationTokens(email);
      if (tokens.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(tokens).toHaveLength(1);
    // Another browser (the phone's mail app): the link verifies and signs in.
    const phone = new Client(server.url);
    const opened = await phone.get(`/api/social/verify-email/${tokens[0]}?lang=en`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/en/app/social?verified=1");
    expect((await phone.get("/api/auth/me")).json.user).toMatchObject({ email });
    expect((await phone.get("/api/social/profile")).json.profile.verified).toBe(true);
    // Single use: the same link again neither verifies nor signs anyone in.
    const replay = new Client(server.url);
    const again = await replay.get(`/api/social/verify-email/${tokens[0]}?lang=en`);
    expect(again.headers.get("location")).toBe("/en/app/social?verified=0");
    expect(again.headers.getSetCookie().join()).not.toContain("acaso_session=");
    expect((await replay.get("/api/auth/me")).json).toEqual({ user: null });
  });

  it("throttles resends and refuses expired or forged links", async () => {
    const client = await signup("slow-mail@example.com");
    const first = await client.post("/api/social/verify-email/resend");
    // The sign-up mail did not use the resend budget; one resend a minute.
    expect(first.status).toBe(200);
    const second = await client.post("/api/social/verify-email/resend");
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(second.json.errors[0].msg).toBe("resendThrottled");

    const tokens = await server.verificationTokens("slow-mail@example.com");
    expect(tokens).toHaveLength(2);
    server.clock.now += VERIFY_TOKEN_TTL_MS + 1000;
    const expired = await client.get(`/api/social/verify-email/${tokens[1]}`);
    expect(expired.headers.get("location")).toMatch(/verified=0$/);
    server.clock.now -= VERIFY_TOKEN_TTL_MS + 1000;
    const forged = await client.get("/api/social/verify-email/not-a-real-token-at-all-xxxxxxxx");
    expect(forged.headers.get("location")).toMatch(/verified=0$/);
    // Still valid before the expiry: the older link works (any link of the account).
    const ok = await client.get(`/api/social/verify-email/${tokens[0]}`);
    expect(ok.headers.get("location")).toMatch(/verified=1$/);
  });

  it("gives each account a unique username by the spec §5 helper, changeable after a wait", async () => {
    const a = await server.verifiedUser("Ana Souza");
    let me = await a.get("/api/social/profile");
    expect(me.json.profile.username).toBe("anasouza");
    expect(me.json.profile.usernameChangeAllowedAt).toBeNull();

    const b = await server.user();
    const taken = await b.request("PATCH", "/api/social/profile", { username: "anasouza" });
    expect(taken.status).toBe(409);
    expect(taken.json.errors[0]).toMatchObject({ field: "username", typeError: "duplicated" });
    const reserved = await b.request("PATCH", "/api/social/profile", { username: "Admin" });
    expect(reserved.status).toBe(409);
    const short = await b.request("PATCH", "/api/social/profile", { username: "é!" });
    expect(short.status).toBe(400);
    const control = await b.request("PATCH", "/api/social/profile", { bio: "hi\u0000there" });
    expect(control.status).toBe(400);

    // The first change after the initial choice is allowed, then the wait starts.
    const changed = await a.request("PATCH", "/api/social/profile", { username: "ana-s", bio: "Olá!" });
    expect(changed.status).toBe(200);
    expect(changed.json.profile.usernameChangeAllowedAt).not.toBeNull();
    const tooSoon = await a.request("PATCH", "/api/social/profile", { username: "ana-x" });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.errors[0]).toMatchObject({ field: "username", typeError: "pending" });
    // The bio alone may change any time.
    me = await a.request("PATCH", "/api/social/profile", { bio: "Olá de novo" });
    expect(me.status).toBe(200);
    expect(me.json.profile.bio).toBe("Olá de novo");
  });

  it("public profile cards never carry the e-mail address", async () => {
    const a = await server.verifiedUser("cardholder");
    const cards = await a.get(`/api/social/profiles?ids=${a.userId}`);
    expect(cards.json.profiles).toHaveLength(1);
    expect(cards.json.profiles[0]).toMatchObject({ id: a.userId, username: "cardholder" });
    expect(JSON.stringify(cards.json)).not.toContain("@example.com");
    const byName = await a.get("/api/social/profiles/by-username/cardholder");
    expect(byName.json.profile.id).toBe(a.userId);
    expect(JSON.stringify(byName.json)).not.toContain("@");
    expect((await a.get("/api/social/profiles/by-username/nobody-here")).status).toBe(404);
    expect((await a.get("/api/social/profiles?ids=not-a-uuid")).status).toBe(400);
  });

  it("anonymous visitors cannot read or change a profile", async () => {
    const anon = new Client(server.url);
    expect((await anon.get("/api/social/profile")).status).toBe(401);
    expect((await anon.request("PATCH", "/api/social/profile", { bio: "x" })).status).toBe(401);
    expect((await anon.post("/api/social/verify-email/resend")).status).toBe(401);
  });
});
