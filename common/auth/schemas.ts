import { z } from "zod";
import { userEmail, userText } from "../text.ts";

/**
 * The auth forms' schemas, run in the browser before sending and on the server at the boundary
 * (one definition, so both sides report the same spec §8 error kinds through issuesToFormErrors).
 * The server adds what the browser cannot know: common passwords, duplicates, the robot check.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Issue 17 finding 3: every text field through the shared user-text validator (common/text.ts).
const email = userEmail(254);
/** New passwords: the issue 6 length rule. */
const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** Passwords being checked, not set: only a sanity cap so nobody feeds megabytes to argon2. */
const anyPassword = z.string().min(1).max(1024);
/** The altcha widget's payload (base64 JSON). */
const altcha = z.string().min(1).max(4000);

/** The `msg` of a login refused until the robot check is solved; the form then shows the check. */
export const ROBOT_CHECK_REQUIRED = "robotCheck";

/** `altcha`: only once the account's budget of failed passwords is spent (decision 013). */
export const loginSchema = z.object({ email, password: anyPassword, altcha: altcha.optional() });

export const signupSchema = z.object({
  email,
  password: newPassword,
  displayName: userText({ max: 60, min: 0 }).optional(),
  altcha,
  /** The language of the mail the sign-up sends (the page's). */
  lang: userText({ max: 5, min: 0 }).optional(),
});

export const resetRequestSchema = z.object({
  email,
  altcha,
  lang: userText({ max: 5, min: 0 }).optional(),
});

export const resetConfirmSchema = z.object({
  token: z.string().min(20).max(200),
  password: newPassword,
});

export const accountSchema = z.object({
  displayName: userText({ max: 60, min: 0 }).nullable().optional(),
  username: userText({ max: 30, min: 0 }).nullable().optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().max(1024).optional(),
  newPassword,
});

export const deleteAccountSchema = z.object({ password: z.string().max(1024).optional() });

export const oauthCallbackSchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;

/** The login page's `?error=` when the sign-in provider could not be reached (issue 11 item 4). */
export const PROVIDER_UNAVAILABLE = "providerUnavailable";
/** What the provider redirect may send back to the login page (spec §8); anything else is ignored. */
export const LOGIN_PAGE_ERRORS = [
  "oauthCodeRequired",
  "oauthRegistired",
  "noPermission",
  PROVIDER_UNAVAILABLE,
] as const;
export type LoginPageError = (typeof LOGIN_PAGE_ERRORS)[number];

export function isLoginPageError(value: unknown): value is LoginPageError {
  return typeof value === "string" && (LOGIN_PAGE_ERRORS as readonly string[]).includes(value);
}
