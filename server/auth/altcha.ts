import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { createRateLimiter } from "#server/rate-limit.ts";
import { deriveKey as deriveSecret } from "./tokens.ts";

/** A challenge must be solved and submitted within this time. */
const CHALLENGE_TTL_SECONDS = 10 * 60;

export type AltchaOptions = {
  secret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The secret counter is drawn below this; the browser tries counters from 0 up. */
  maxNumber: number;
  now?: () => number;
};

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string().max(200),
        salt: z.string().max(200),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(200),
        keySignature: z.string().max(200).optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().max(200),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

export type Altcha = ReturnType<typeof createAltcha>;

/**
 * The self-hosted proof-of-work robot check (issue 6 item 8; spec §7.3 robot check, action
 * "general"). altcha v2 challenges in deterministic mode: the server picks the counter, signs the
 * derived key, and verification is one HMAC instead of re-running the key derivation. Each solved
 * challenge is accepted once (the used nonce is remembered in the rate-limit store, Redis when
 * configured, for the challenge's lifetime).
 */
export function createAltcha(options: AltchaOptions) {
  const now = options.now ?? Date.now;
  const hmacSignatureSecret = deriveSecret(options.secret, "altcha:challenge:v1").toString("hex");
  const hmacKeySignatureSecret = deriveSecret(options.secret, "altcha:key:v1").toString("hex");
  const used = createRateLimiter({
    keyPrefix: "altcha-used",
    points: 1,
    durationSeconds: CHALLENGE_TTL_SECONDS * 2,
  });
  return {
    async challenge() {
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: options.cost,
        counter: randomInt(options.maxNumber),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        data: { action: "general" },
      });
    },

    /** True when `payload` (the widget's base64 JSON) solves a challenge of ours not used before. */
    async verify(payload: unknown): Promise<boolean> {
      if (typeof payload !== "string" || payload.length === 0 || payload.length > 4000) return false;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      } catch {
        return false;
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) return false;
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge: challenge as Parameters<typeof verifySolution>[0]["challenge"],
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!result.verified) return false;
      const first = await used.consume(challenge.parameters.nonce);
      return first.ok;
    },
  };
}
