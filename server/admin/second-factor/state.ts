import type { GuardServices } from "../guard.ts";
import { getSecondFactorStore } from "./store.ts";

export type SecondFactorState =
  | { kind: "ok"; method: "totp" | "recovery" | "notRequired" }
  | { kind: "required" }
  | { kind: "enrolmentRequired" };

/**
 * Whether this admin session has proven its second factor: the one question the guard asks
 * (server/admin/guard.ts). ADMIN_REQUIRE_2FA=false (a test deployment) admits every admin session.
 */
export async function secondFactorState(
  services: GuardServices,
  session: { userId: string; sessionId: string },
): Promise<SecondFactorState> {
  if (!services.config.ADMIN_REQUIRE_2FA) return { kind: "ok", method: "notRequired" };
  const store = getSecondFactorStore(services);
  const method = await store.sessionMethod(session.sessionId);
  if (method) return { kind: "ok", method };
  return (await store.isEnrolled(session.userId)) ? { kind: "required" } : { kind: "enrolmentRequired" };
}
