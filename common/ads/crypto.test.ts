import { describe, expect, it } from "vitest";
import { decryptSdaConfig, deriveSdaKey, encryptSdaConfig } from "./crypto.ts";

describe("ad config encryption (decision 029)", () => {
  it("round trip, a fresh IV each time, same key on every node", async () => {
    const key = await deriveSdaKey("a".repeat(40));
    expect(await deriveSdaKey("a".repeat(40))).toBe(key);
    const plain = JSON.stringify({ enabled: true, sdaList: [{ zoneId: "12345" }] });
    const one = await encryptSdaConfig(plain, key);
    const two = await encryptSdaConfig(plain, key);
    expect(one).not.toBe(two);
    expect(one).not.toContain("12345");
    expect(await decryptSdaConfig(one, key)).toBe(plain);
  });
  it("refuses a changed byte, a cut text, another key, garbage", async () => {
    const key = await deriveSdaKey("a".repeat(40));
    const other = await deriveSdaKey("b".repeat(40));
    const sealed = await encryptSdaConfig('{"enabled":true}', key);
    const i = 20;
    const flipped = sealed.slice(0, i) + (sealed[i] === "A" ? "B" : "A") + sealed.slice(i + 1);
    await expect(decryptSdaConfig(flipped, key)).rejects.toThrow();
    await expect(decryptSdaConfig(sealed.slice(0, -4), key)).rejects.toThrow();
    await expect(decryptSdaConfig(sealed, other)).rejects.toThrow();
    await expect(decryptSdaConfig("not base64!", key)).rejects.toThrow();
    await expect(decryptSdaConfig("", key)).rejects.toThrow();
  });
});
