import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { startOidcProvider } from "../../tests/helpers/oidc-provider.ts";
import { Client, startAuthServer, type TestAuthServer } from "./test-server.ts";

/** Follows the provider's redirects like a browser until it sends us back to the app. */
async function throughProvider(
  authorizationUrl: string,
  appBase: string,
  providerClient: Client,
): Promise<URL> {
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin === appBase) return url;
    const res = await providerClient.request("GET", url.pathname + url.search);
    const location = res.headers.get("location");
    if (!location)
      throw new Error(`provider stopped at ${url} with ${res.status}: ${JSON.stringify(res.json)}`);
    url = new URL(location, url);
  }
  throw new Error("too many redirects");
}

describe.each(testDatabases())("Google sign-in against a loopback OpenID provider on %s", (testDb) => {
  let app: TestAuthServer;
  let idp: Awaited<ReturnType<typeof startOidcProvider>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await testDb.open();
    idp = await startOidcProvider({
      clientId: "acaso-test",
      clientSecret: "acaso-test-secret",
      account: { sub: "google-user-1", email: "zoe@example.com", name: "Zoe" },
    });
    app = await startAuthServer(database, {
      env: {
        OAUTH_GOOGLE_CLIENT_ID: "acaso-test",
        OAUTH_GOOGLE_CLIENT_SECRET: "acaso-test-secret",
        OAUTH_GOOGLE_ISSUER: idp.issuer,
      },
    });
    idp.attach(`${app.url}/app/auth/oauth2/google/redirect`);
    close = async () => {
      await app.close();
      await idp.close();
      await database.close();
    };
  });
  afterAll(() => close());

  async function start(browser: Client, returnTo = "/app/social") {
    const res = await browser.get(`/app/auth/oauth2/google/login?redirect=${encodeURIComponent(returnTo)}`);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.origin).toBe(idp.issuer);
    return location;
  }

  it("signs a new user in with code + PKCE + state + nonce, and the same person again later", async () => {
    const browser = new Client(app.url);
    const authorize = await start(browser);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    expect(authorize.searchParams.get("scope")).toBe("openid email profile");

    const back = await throughProvider(authorize.toString(), app.url, new Client(idp.issuer));
    expect(back.pathname).toBe("/app/auth/oauth2/google/redirect");
    const done = await browser.get(back.pathname + back.search);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/app/social");
    const me = (await browser.get("/api/auth/me")).json.user;
    expect(me).toMatchObject({ email: "zoe@example.com", displayName: "Zoe", hasPassword: false });

    const again = new Client(app.url);
    const second = await throughProvider((await start(again)).toString(), app.url, new Client(idp.issuer));
    await again.get(second.pathname + second.search);
    expect((await again.get("/api/auth/me")).json.user.id).toBe(me.id);
  });

  it("completes through POST /api/auth/user/oauth2/google/callback {code, state}; a code works once", async () => {
    idp.account.sub = "google-user-2";
    idp.account.email = "yara@example.com";
    const browser = new Client(app.url);
    const back = await throughProvider((await start(browser)).toString(), app.url, new Client(idp.issuer));
    const code = back.searchParams.get("code");
    const state = back.searchParams.get("state");
    const missing = await browser.post("/api/auth/user/oauth2/google/callback", { state });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([{ field: "code", typeError: "oauthCodeRequired" }]);

    // The failed call above consumed the pending sign-in: start again for the real one.
    const back2 = await throughProvider((await start(browser)).toString(), app.url, new Client(idp.issuer));
    const ok = await browser.post("/api/auth/user/oauth2/google/callback", {
      code: back2.searchParams.get("code"),
      state: back2.searchParams.get("state"),
    });
    expect(ok.status).toBe(200);
    expect(ok.json.user.email).toBe("yara@example.com");
    expect(code).not.toBe(back2.searchParams.get("code"));

    // Replaying the code (even with a fresh pending cookie) is refused by the provider.
    const replayStart = await start(browser);
    const replay = await browser.post("/api/auth/user/oauth2/google/callback", {
      code: back2.searchParams.get("code"),
      state: replayStart.searchParams.get("state"),
    });
    expect(replay.status).toBe(400);
    expect(replay.json.errors[0].typeError).toBe("oauthCodeRequired");
  });

  it("refuses a forged state (login CSRF) and a callback without a pending sign-in", async () => {
    idp.account.sub = "google-user-3";
    idp.account.email = "xena@example.com";
    const browser = new Client(app.url);
    const back = await throughProvider((await start(browser)).toString(), app.url, new Client(idp.issuer));
    back.searchParams.set("state", "forged-state-value");
    const forged = await browser.get(back.pathname + back.search);
    expect(forged.headers.get("location")).toBe("/app/auth/login?error=oauthCodeRequired");
    expect((await browser.get("/api/auth/me")).json.user).toBeNull();

    // An attacker's code pushed into a victim's browser that never started a sign-in.
    const victim = new Client(app.url);
    const attacker = new Client(app.url);
    const attackerBack = await throughProvider(
      (await start(attacker)).toString(),
      app.url,
      new Client(idp.issuer),
    );
    const pushed = await victim.get(attackerBack.pathname + attackerBack.search);
    expect(pushed.headers.get("location")).toBe("/app/auth/login?error=oauthCodeRequired");
    expect((await victim.get("/api/auth/me")).json.user).toBeNull();
  });

  it("does not take over an account registered with e-mail and password (oauthRegistired)", async () => {
    const owner = new Client(app.url);
    expect((await owner.register("walt@example.com", "correct horse battery")).status).toBe(200);
    idp.account.sub = "google-user-4";
    idp.account.email = "walt@example.com";
    const browser = new Client(app.url);
    const back = await throughProvider((await start(browser)).toString(), app.url, new Client(idp.issuer));
    const res = await browser.get(back.pathname + back.search);
    expect(res.headers.get("location")).toBe("/app/auth/login?error=oauthRegistired");
    expect((await browser.get("/api/auth/me")).json.user).toBeNull();
  });

  it("404s an unknown provider instead of redirecting anywhere", async () => {
    const res = await new Client(app.url).get("/app/auth/oauth2/evilcorp/login");
    expect(res.status).toBe(404);
  });
});
