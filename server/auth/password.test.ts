import { describe, expect, it } from "vitest";
import { checkPasswordPolicy, hashPassword, isCommonPassword, verifyPassword } from "./password.ts";

describe("password policy", () => {
  it.each([
    ["", { typeError: "required" }],
    ["short7!", { typeError: "invalidLength", min: 8 }],
    ["x".repeat(129), { typeError: "invalidLength", max: 128 }],
    ["password123", { typeError: "invalid" }],
    ["Password123", { typeError: "invalid" }],
    ["qwertyuiop", { typeError: "invalid" }],
    ["senha123", { typeError: "invalid" }],
  ])("refuses %j", (password, expected) => {
    expect(checkPasswordPolicy(password)).toMatchObject({ field: "password", ...expected });
  });

  it.each(["correct horse battery", "x".repeat(128), "tr0ub4dor&3-blue", "ñandú-9 pájaros"])(
    "accepts %j",
    (password) => {
      expect(checkPasswordPolicy(password)).toBeNull();
    },
  );

  it("counts characters, not UTF-16 units", () => {
    // 8 emoji are 16 UTF-16 units but 8 characters: long enough, and 64 of them are not too long.
    expect(checkPasswordPolicy("😀".repeat(8))).toBeNull();
    expect(checkPasswordPolicy("😀".repeat(7))).toMatchObject({ typeError: "invalidLength", min: 8 });
    expect(checkPasswordPolicy("😀".repeat(128))).toBeNull();
  });

  it("refuses a password made of the user's e-mail", () => {
    expect(
      checkPasswordPolicy("maria.silva@example.com", { email: "maria.silva@example.com" }),
    ).toMatchObject({
      typeError: "invalid",
    });
    expect(checkPasswordPolicy("maria.silva-2024", { email: "Maria.Silva@example.com" })).toMatchObject({
      typeError: "invalid",
    });
    expect(checkPasswordPolicy("quite unrelated words", { email: "maria.silva@example.com" })).toBeNull();
  });

  it("ships a list of about a thousand common passwords, all at least 8 characters", () => {
    expect(isCommonPassword("12345678")).toBe(true);
    expect(isCommonPassword("iloveyou")).toBe(true);
    expect(isCommonPassword("a completely made up phrase")).toBe(false);
  });

  it("names the field it checks", () => {
    expect(checkPasswordPolicy("", { field: "newPassword" })).toMatchObject({ field: "newPassword" });
  });
});

describe("argon2id hashing", () => {
  it("hashes with argon2id at the OWASP parameters and verifies", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterx")).toBe(false);
  });

  it("treats a malformed stored hash as a failed check", async () => {
    expect(await verifyPassword("not-a-hash", "whatever")).toBe(false);
  });
});
