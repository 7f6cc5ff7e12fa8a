import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;

function totpOf(base32: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The enrolment data: the otpauth:// URI and its QR code as an SVG (rendered as an image). */
export async function enrolmentOf(
  base32: string,
  issuer: string,
  label: string,
): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(base32, issuer, label).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrSvg };
}

/**
 * The time step of a valid code, or null. One step either side is accepted (clock drift of up to
 * 30 s, RFC 6238 §5.2); the caller refuses a step at or below the last one used (no replay).
 */
export function verifyTotp(base32: string, token: string, now: number): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(base32, "x", "x").validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code (tests and the enrolment screen's self-check only). */
export function currentTotp(base32: string, now: number): string {
  return totpOf(base32, "x", "x").generate({ timestamp: now });
}
