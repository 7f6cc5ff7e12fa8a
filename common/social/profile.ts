import { z } from "zod";
import { usernameSlug } from "../slug.ts";
import { optionalUserText, userText } from "../text.ts";

/** Issue 14 "Profiles": the limits both the form and the server apply. */
export const PROFILE_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  bioChars: 160,
  /** After the first choice, a username can change once per this many days. */
  usernameChangeDays: 30,
} as const;

/** Names nobody may take: they would read as the site speaking. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  "admin",
  "administrator",
  "acaso",
  "moderator",
  "mod",
  "support",
  "staff",
  "system",
  "root",
  "null",
  "undefined",
  "me",
]);

/** Spec §5 username helper applied to what was typed; the server stores exactly this. */
export function cleanUsername(typed: string): string {
  return usernameSlug(typed).slice(0, PROFILE_LIMITS.usernameMax);
}

export const usernameInput = userText({ max: 60 })
  .transform(cleanUsername)
  .refine((name) => name.length >= PROFILE_LIMITS.usernameMin, {
    message: `at least ${PROFILE_LIMITS.usernameMin} letters or digits`,
  });

export const profileUpdateSchema = z.object({
  username: usernameInput.optional(),
  bio: z.union([z.null(), optionalUserText({ max: PROFILE_LIMITS.bioChars, multiline: true })]).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/**
 * What anyone may learn about an account (the profile card in rooms, chats and stories). Never the
 * e-mail address.
 */
export type PublicProfile = {
  id: string;
  username: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  memberSince: string;
};

/** The signed-in user's own view: the public card plus what only they see. */
export type OwnProfile = PublicProfile & {
  verified: boolean;
  /** ISO time from which the username may change again, or null when it may change now. */
  usernameChangeAllowedAt: string | null;
};
