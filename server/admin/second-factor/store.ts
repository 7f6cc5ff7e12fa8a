import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { adminRecoveryCodes, adminSecondFactors, adminSessionFactors } from "#db/schema/index.ts";
import {
  decryptSecret,
  encryptSecret,
  generateRecoveryCode,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from "./crypto.ts";
import { newTotpSecret, verifyTotp } from "./totp.ts";

export type SecondFactorMethod = "totp" | "recovery";

export type SecondFactorStore = ReturnType<typeof createSecondFactorStore>;

/** The second factor of administrators (issue 12): enrolment, codes, sessions that proved it. */
export function createSecondFactorStore(deps: { db: Db; secret: string; now?: () => number }) {
  const { db, secret } = deps;
  const now = deps.now ?? Date.now;

  async function row(userId: string) {
    const [found] = await db
      .select()
      .from(adminSecondFactors)
      .where(eq(adminSecondFactors.userId, userId))
      .limit(1);
    return found;
  }

  async function newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await db
      .insert(adminRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(secret, code) })));
    return codes;
  }

  /** Takes a TOTP step once: false when this step (or a later one) was already used. */
  async function takeStep(userId: string, step: number): Promise<boolean> {
    const taken = await db
      .update(adminSecondFactors)
      .set({ lastStep: step, updatedAt: new Date(now()) })
      .where(
        and(
          eq(adminSecondFactors.userId, userId),
          or(isNull(adminSecondFactors.lastStep), lt(adminSecondFactors.lastStep, step)),
        ),
      )
      .returning({ userId: adminSecondFactors.userId });
    return taken.length > 0;
  }

  async function markSession(sessionId: string, userId: string, method: SecondFactorMethod): Promise<void> {
    await db
      .insert(adminSessionFactors)
      .values({ sessionId, userId, method, verifiedAt: new Date(now()) })
      .onConflictDoUpdate({
        target: adminSessionFactors.sessionId,
        set: { method, verifiedAt: new Date(now()) },
      });
  }

  return {
    /** Whether the admin has a confirmed factor, and how many recovery codes are left. */
    async status(
      userId: string,
    ): Promise<{ enrolled: boolean; confirmedAt: Date | null; codesLeft: number }> {
      const factor = await row(userId);
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
      return {
        enrolled: Boolean(factor?.secret && factor.confirmedAt),
        confirmedAt: factor?.confirmedAt ?? null,
        codesLeft: left?.n ?? 0,
      };
    },

    /** How this session proved the factor, or null. */
    async sessionMethod(sessionId: string): Promise<SecondFactorMethod | null> {
      const [found] = await db
        .select({ method: adminSessionFactors.method })
        .from(adminSessionFactors)
        .where(eq(adminSessionFactors.sessionId, sessionId))
        .limit(1);
      return (found?.method as SecondFactorMethod | undefined) ?? null;
    },

    async isEnrolled(userId: string): Promise<boolean> {
      const factor = await row(userId);
      return Boolean(factor?.secret && factor.confirmedAt);
    },

    /** A new secret waiting for its first code; an existing confirmed factor keeps working meanwhile. */
    async startEnrolment(userId: string): Promise<string> {
      const base32 = newTotpSecret();
      const pendingSecret = encryptSecret(secret, base32);
      await db
        .insert(adminSecondFactors)
        .values({ userId, pendingSecret })
        .onConflictDoUpdate({
          target: adminSecondFactors.userId,
          set: { pendingSecret, updatedAt: new Date(now()) },
        });
      return base32;
    },

    /**
     * A code from the pending secret makes it the factor: new recovery codes (the old ones die), and
     * this session counts as verified. Null when the code is wrong or nothing is pending.
     */
    async confirmEnrolment(userId: string, sessionId: string, code: string): Promise<string[] | null> {
      const factor = await row(userId);
      if (!factor?.pendingSecret) return null;
      const step = verifyTotp(decryptSecret(secret, factor.pendingSecret), code.trim(), now());
      if (step === null) return null;
      await db
        .update(adminSecondFactors)
        .set({
          secret: factor.pendingSecret,
          pendingSecret: null,
          confirmedAt: new Date(now()),
          lastStep: step,
          updatedAt: new Date(now()),
        })
        .where(eq(adminSecondFactors.userId, userId));
      const codes = await newRecoveryCodes(userId);
      await markSession(sessionId, userId, "totp");
      return codes;
    },

    /** A TOTP code (each time step once) or an unused recovery code (spent now); null when neither. */
    async verify(userId: string, code: string): Promise<SecondFactorMethod | null> {
      const factor = await row(userId);
      if (!factor?.secret || !factor.confirmedAt) return null;
      const input = code.trim();
      if (looksLikeRecoveryCode(input)) {
        const spent = await db
          .update(adminRecoveryCodes)
          .set({ usedAt: new Date(now()) })
          .where(
            and(
              eq(adminRecoveryCodes.userId, userId),
              eq(adminRecoveryCodes.codeHash, hashRecoveryCode(secret, input)),
              isNull(adminRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: adminRecoveryCodes.id });
        return spent.length > 0 ? "recovery" : null;
      }
      const step = verifyTotp(decryptSecret(secret, factor.secret), input.replace(/\s/g, ""), now());
      if (step === null) return null;
      return (await takeStep(userId, step)) ? "totp" : null;
    },

    markSession,

    /** Ten fresh codes; the old ones stop working. */
    regenerateRecoveryCodes: newRecoveryCodes,

    /** Another administrator removes a lost factor: the admin enrols again at the next login. */
    async reset(userId: string): Promise<void> {
      await db.delete(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
      await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
      await db.delete(adminSessionFactors).where(eq(adminSessionFactors.userId, userId));
    },
  };
}

// One store per database, shared by the Express routes and the SSR bundle (globalThis, as elsewhere).
const shared = globalThis as typeof globalThis & { __acasoSecondFactor?: WeakMap<object, SecondFactorStore> };
shared.__acasoSecondFactor ??= new WeakMap();

export function getSecondFactorStore(services: {
  config: { sessionSecret: string };
  database: { db: Db };
}): SecondFactorStore {
  const cache = shared.__acasoSecondFactor as WeakMap<object, SecondFactorStore>;
  let store = cache.get(services.database);
  if (!store) {
    store = createSecondFactorStore({ db: services.database.db, secret: services.config.sessionSecret });
    cache.set(services.database, store);
  }
  return store;
}
