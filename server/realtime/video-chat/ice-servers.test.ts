import { describe, expect, it } from "vitest";
import { decryptIceServers, FALLBACK_ICE_SERVERS, generateIceKey } from "#common/protocol/index.ts";
import { configuredIceServers, encryptIceServersSync, turnFor } from "./ice-servers.ts";

const servers = [{ urls: ["turn:t.example:3478"], username: "1700000000:abc", credential: "secret" }];

describe("server-side ice servers encryption", () => {
  it("is readable by the shared WebCrypto decrypt (the browser's code path)", async () => {
    const key = generateIceKey();
    const encrypted = encryptIceServersSync(servers, key, "match-1");
    expect(await decryptIceServers(encrypted, key, "match-1")).toEqual(servers);
    await expect(decryptIceServers(encrypted, key, "match-2")).rejects.toThrow();
  });

  it("gives an undecryptable empty string without a valid key, never plain text", () => {
    expect(turnFor(servers, undefined, "m")).toEqual({ iceServers: "" });
    expect(turnFor(servers, "not-a-key", "m")).toEqual({ iceServers: "" });
    expect(turnFor(servers, generateIceKey(), "m").iceServers).not.toContain("secret");
  });
});

describe("configuredIceServers", () => {
  it("public STUN without TURN settings, fresh TURN credentials per ident with them", () => {
    expect(configuredIceServers(undefined, () => 0)({ userId: "s1", ident: "abc" })).toEqual(
      FALLBACK_ICE_SERVERS,
    );
    const turn = { urls: ["turn:t.example:3478"], secret: "k".repeat(20), ttlSeconds: 600, stunUrls: [] };
    const [server] = configuredIceServers(turn, () => 1_000_000)({ userId: "s1", ident: "abc" });
    expect(server).toMatchObject({ urls: ["turn:t.example:3478"], username: "1600:abc" });
    expect(server?.credential).toBeTruthy();
  });
});
