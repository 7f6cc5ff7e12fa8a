import { timingSafeEqual } from "node:crypto";
import { deriveKey, sign } from "./tokens.ts";

/**
 * The marker of a device where an account logged in before (issue 17 finding 4, decision 013): a
 * signed, long-lived, HttpOnly cookie set at each successful login. A login from a device holding
 * the marker of that account skips the account-wide budget of failed passwords, so the owner's own
 * browser is never asked for the robot check because strangers guessed their password elsewhere.
 *
 * Value: `<issuedAtSeconds>.<mac>` where mac = HMAC(key, "<normalized e-mail>|<issuedAt>"): the
 * address is not in the cookie, and a marker fits only the account it was made for. It carries no
 * session: holding it grants nothing but the exemption from the proof of work.
 */
export const DEVICE_MARKER_DAYS = 365;

export function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-acaso_device" : "acaso_device";
}

export function createDeviceMarker(secret: string) {
  const key = deriveKey(secret, "login-device:v1");
  const mac = (email: string, issuedAt: number) => sign(key, `${email.toLowerCase()}|${issuedAt}`);
  return {
    issue(email: string, nowMs: number): string {
      const issuedAt = Math.floor(nowMs / 1000);
      return `${issuedAt}.${mac(email, issuedAt)}`;
    },
    /** True when `value` is a marker of `email` issued within DEVICE_MARKER_DAYS. */
    verify(value: string | undefined, email: string, nowMs: number): boolean {
      if (!value) return false;
      const [issued, given] = value.split(".");
      const issuedAt = Number(issued);
      if (!given || !Number.isSafeInteger(issuedAt)) return false;
      const age = nowMs / 1000 - issuedAt;
      if (age < -300 || age > DEVICE_MARKER_DAYS * 24 * 60 * 60) return false;
      const expected = Buffer.from(mac(email, issuedAt));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
