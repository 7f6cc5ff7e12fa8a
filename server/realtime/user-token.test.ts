import { describe, expect, it } from "vitest";
import { issueUserToken, USER_TOKEN_TTL_MS, verifyUserToken } from "./user-token.ts";

const secret = "s".repeat(40);

describe("realtime user token", () => {
  it("binds the ident (and later the user id) until it expires", () => {
    const { ut, expiresAt } = issueUserToken(secret, { ident: "abc" }, 1000);
    expect(expiresAt).toBe(1000 + USER_TOKEN_TTL_MS);
    expect(verifyUserToken(secret, ut, 1000)).toEqual({ ident: "abc", userId: undefined, expiresAt });
    expect(verifyUserToken(secret, ut, expiresAt)).toBeNull();
    const withUser = issueUserToken(secret, { ident: "abc", userId: "u1" }, 1000);
    expect(verifyUserToken(secret, withUser.ut, 1000)?.userId).toBe("u1");
  });

  it("refuses another secret, a changed payload and garbage", () => {
    const { ut } = issueUserToken(secret, { ident: "abc" }, 1000);
    expect(verifyUserToken("t".repeat(40), ut, 1000)).toBeNull();
    const [, signature] = ut.split(".");
    const forged = Buffer.from(JSON.stringify({ v: 1, lid: "other", exp: 10 ** 13 })).toString("base64url");
    expect(verifyUserToken(secret, `${forged}.${signature}`, 1000)).toBeNull();
    for (const bad of ["", ".", "a.b", `${ut}.x`, "x".repeat(500)])
      expect(verifyUserToken(secret, bad, 1000)).toBeNull();
  });
});
