import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REWARD_SETTINGS } from "#common/rewards/index.ts";
import type { Database } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import { type AdminTestServer, startAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { connectClient, type TestClient } from "../../tests/helpers/sockets.ts";
import { issueUserToken } from "../realtime/user-token.ts";
import { getRewards } from "./service.ts";

/**
 * Issue 13: a partner filter bought with credits, as the real server applies it to real sockets:
 * the account comes from the user token (setUt), whether it arrives before the search or after it.
 */
const SECRET = "admin-test-secret-admin-test-secret-42";

describe.each(testDatabases())("partner filter in the video chat on %s", (testDatabase) => {
  let database: Database;
  let server: AdminTestServer;
  const sockets: TestClient[] = [];

  async function accountWithFilter(filter: { lang?: string; country?: string }): Promise<string> {
    const email = `filter-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await server.user(email);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = row?.id as string;
    const rewards = getRewards(database);
    const view = await rewards.startView(id, null);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await rewards.finishView(id, view.viewId);
    await rewards.buyFilter(id, { ...filter, credits: 1 }, { countriesKnown: true });
    return id;
  }

  async function accountWithGermanFilter(): Promise<string> {
    const email = `filter-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await server.user(email);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = row?.id as string;
    const rewards = getRewards(database);
    const view = await rewards.startView(id, null);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await rewards.finishView(id, view.viewId);
    await rewards.buyFilter(id, { lang: "de", credits: 1 });
    return id;
  }

  async function person(lang: string, country?: string): Promise<TestClient> {
    const client = await connectClient(server.url, {
      userData: { lang },
      ...(country ? { headers: { "cf-ipcountry": country } } : {}),
    });
    sockets.push(client);
    return client;
  }

  const setUt = (client: TestClient, userId: string) =>
    client.call("social-chat-action", {
      action: "setUt",
      ut: issueUserToken(SECRET, { ident: client.ident, userId }).ut,
    });

  beforeAll(async () => {
    database = await testDatabase.open();
    // Decision 048: the loopback test client is a trusted proxy (TRUST_PROXY's default) naming countries.
    server = await startAdminTestServer(database, { env: { COUNTRY_HEADER: "cf-ipcountry" } });
    await getRewards(database).settings.write({
      ...DEFAULT_REWARD_SETTINGS,
      minWatchSeconds: 1,
      cooldownSeconds: 0,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await database.close();
  });

  it("token first: pairs the filtering person with the German speaker, not the English one waiting first", async () => {
    const accountId = await accountWithGermanFilter();
    const english = await person("en");
    const german = await person("de");
    expect(await english.call("searchRemoteUser")).toEqual({ ok: true });
    expect(await german.call("searchRemoteUser")).toEqual({ ok: true });
    const filtering = await person("en");
    expect(await setUt(filtering, accountId)).toEqual({ ok: true });
    expect(await filtering.call("searchRemoteUser")).toEqual({ ok: true });
    const added = await filtering.next("addPeer", undefined, 1000);
    expect(added.id).toBe(german.id);
    expect(english.all("addPeer")).toHaveLength(0);
    english.close();
    german.close();
    filtering.close();
  });

  it("search first: the token that arrives later re-queues the search with the filter at once", async () => {
    const accountId = await accountWithGermanFilter();
    const german = await person("de");
    expect(await german.call("searchRemoteUser")).toEqual({ ok: true });
    const filtering = await person("en");
    // en and de do not pair before the language rule widens (4 s): the search waits.
    expect(await filtering.call("searchRemoteUser")).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(filtering.all("addPeer")).toHaveLength(0);
    expect(await setUt(filtering, accountId)).toEqual({ ok: true });
    // Well before the 4 s widening: the filter made them compatible.
    const added = await filtering.next("addPeer", undefined, 1000);
    expect(added.id).toBe(german.id);
    german.close();
    filtering.close();
  });

  it("without a filter the same searches wait for the widening", async () => {
    const german = await person("de");
    await german.call("searchRemoteUser");
    const plain = await person("en");
    await plain.call("searchRemoteUser");
    await expect(plain.next("addPeer", undefined, 1000)).rejects.toThrow(/no addPeer/);
    german.close();
    plain.close();
  });

  it("a country filter: the proxy's country header of each socket decides, across languages", async () => {
    const accountId = await accountWithFilter({ country: "BR" });
    const american = await person("en", "US");
    const brazilian = await person("pt", "BR");
    expect(await american.call("searchRemoteUser")).toEqual({ ok: true });
    expect(await brazilian.call("searchRemoteUser")).toEqual({ ok: true });
    const filtering = await person("en", "US");
    expect(await setUt(filtering, accountId)).toEqual({ ok: true });
    expect(await filtering.call("searchRemoteUser")).toEqual({ ok: true });
    const added = await filtering.next("addPeer", undefined, 1000);
    expect(added.id).toBe(brazilian.id);
    // The peer learns the language spoken, never a country.
    expect(JSON.stringify(brazilian.all("addPeer"))).not.toContain("US");
    expect(american.all("addPeer")).toHaveLength(0);
    american.close();
    brazilian.close();
    filtering.close();
  });

  it("a country filter is not met by someone whose country is unknown (no header)", async () => {
    const accountId = await accountWithFilter({ country: "BR" });
    const unknown = await person("en");
    expect(await unknown.call("searchRemoteUser")).toEqual({ ok: true });
    const filtering = await person("en", "US");
    expect(await setUt(filtering, accountId)).toEqual({ ok: true });
    expect(await filtering.call("searchRemoteUser")).toEqual({ ok: true });
    // Same language, but not known to be from Brazil: they wait for the widening (4 s).
    await expect(filtering.next("addPeer", undefined, 1000)).rejects.toThrow(/no addPeer/);
    unknown.close();
    filtering.close();
  });
});
