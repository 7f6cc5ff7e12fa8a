import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/argon2";
import type { ServerFormError } from "#common/form-errors.ts";

/** Issue 6: passwords of 8 to 128 characters (ASVS 5 V6.2.1, V6.2.9). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1 (the first of its equivalent
 * settings; the cheapest in memory, which matters on a small shared server).
 * `algorithm: 2` is Argon2id: the package's Algorithm is an ambient const enum, which
 * isolatedModules cannot read, so the number is written out.
 */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let commonPasswords: Set<string> | undefined;

/**
 * The most common passwords of 8+ characters (server/auth/common-passwords.txt, one a line, lower
 * case; shorter ones are already refused by the length rule). Loaded once, on first use.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Issue 6 password policy. No composition rules (ASVS 5 V6.2.5: they push people to predictable
 * patterns); length, a block list and the user's own e-mail instead. Returns the spec §8 error or null.
 */
export function checkPasswordPolicy(
  password: string,
  context: { email?: string | undefined; field?: string } = {},
): ServerFormError | null {
  const field = context.field ?? "password";
  if (password.length === 0) return { field, typeError: "required" };
  // Length counts characters as people see them (code points), not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN) return { field, typeError: "invalidLength", min: PASSWORD_MIN };
  if (length > PASSWORD_MAX) return { field, typeError: "invalidLength", max: PASSWORD_MAX };
  if (isCommonPassword(password)) return { field, typeError: "invalid", msg: "common password" };
  const email = context.email?.toLowerCase();
  if (email) {
    const lower = password.toLowerCase();
    const local = email.split("@")[0] ?? "";
    if (lower === email || (local.length >= 4 && lower.includes(local))) {
      return { field, typeError: "invalid", msg: "password contains the e-mail" };
    }
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"), ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize("NFKC"));
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs one verification against a throwaway hash, so "no such account" takes as long as "wrong
 * password" and response times do not reveal which addresses have accounts.
 */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("acaso-dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
}
