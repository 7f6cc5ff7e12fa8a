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

  async function person(lang: string): Promise<TestClient> {
    const client = await connectClient(server.url, { userData: { lang } });
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
    server = await startAdminTestServer(database);
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
});
