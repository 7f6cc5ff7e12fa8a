import type { RouterContextProvider } from "react-router";
import type { PublicUser } from "#common/auth/user.ts";
import { getSessionUser as readSession } from "#server/auth/http.ts";
import { getServices } from "#server/context.ts";

/** What the guards and loaders know about the visitor: the spec §3 user (id, role, isAdmin…). */
export type SessionUser = PublicUser;

/**
 * THE one question every guard asks (spec §6): the user of the session cookie (server-side
 * session row, idle and absolute expiry checked), or null for an anonymous visitor.
 */
export async function getSessionUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  return readSession(request, getServices(context));
}
