/**
 * Spec §3 "User": what login, the provider callback and me return as `user`. Shared by the server,
 * which builds it from the account row (server/auth/service.ts toPublicUser), and the browser.
 */
export type UserRole = "user" | "admin";

export type PublicUser = {
  id: string;
  email: string;
  role: UserRole;
  isAdmin: boolean;
  displayName: string | null;
  username: string | null;
  /** Spec §3 media image URL, or null without an avatar. */
  avatarUrl: string | null;
  /** False for accounts that only sign in with a provider (they set a password through a reset). */
  hasPassword: boolean;
  createdAt: string;
};
