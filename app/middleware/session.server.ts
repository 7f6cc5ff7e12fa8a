import type { RouterContextProvider } from "react-router";

/** What the guards need to know about the visitor; the Accounts issue may extend it. */
export type SessionUser = {
  id: string;
  isAdmin: boolean;
};

/**
 * THE one question every guard asks (spec §6). The Accounts issue implements it from the session
 * cookie; until then nobody is logged in.
 */
export async function getSessionUser(
  _request: Request,
  _context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  return null;
}
