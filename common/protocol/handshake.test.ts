import { describe, expect, it } from "vitest";
import {
  buildHandshakeQuery,
  generateIceKey,
  handshakeUriLength,
  LIMITS,
  parseHandshakeUserData,
  type UserData,
} from "./index.ts";

const longest = (char: string): UserData => ({
  ident: "i".repeat(LIMITS.identChars),
  cameraEnabled: true,
  lang: "pt",
  interests: Array.from(
    { length: LIMITS.interests },
    (_, i) => `${i}${char.repeat(LIMITS.interestChars - 1)}`,
  ),
});

describe("handshake URI limit on the client (spec §9, issue 11 item 6)", () => {
  it("measures the URI the Socket.IO client sends", () => {
    const query = { v: "1", k: "abc", userData: '{"a":"é"}' };
    const encoded = "v=1&k=abc&userData=%7B%22a%22%3A%22%C3%A9%22%7D";
    expect(handshakeUriLength(query)).toBeGreaterThan(
      `/socket.io/?EIO=4&transport=websocket&${encoded}`.length,
    );
    expect(handshakeUriLength(query, "/x")).toBe(handshakeUriLength(query) - "/socket.io".length + 2);
  });

  it.each(["a", "é", "猫", "😀"])("keeps the longest user data written with %s under the limit", (char) => {
    const query = buildHandshakeQuery(longest(char), generateIceKey());
    expect(handshakeUriLength(query)).toBeLessThanOrEqual(LIMITS.handshakeUriChars);
    expect(parseHandshakeUserData(query)?.ident).toBe("i".repeat(LIMITS.identChars));
  });

  it("leaves out only the interests that do not fit, the last ones first", () => {
    const data = longest("猫");
    const kept = parseHandshakeUserData(buildHandshakeQuery(data, generateIceKey()))?.interests ?? [];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(LIMITS.interests);
    expect(kept).toEqual(data.interests?.slice(0, kept.length));
  });

  it("changes nothing when the user data fits", () => {
    const data = longest("a");
    expect(parseHandshakeUserData(buildHandshakeQuery(data, generateIceKey()))).toEqual(data);
  });
});
