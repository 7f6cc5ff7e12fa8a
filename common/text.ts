import { z } from "zod";

/**
 * THE validator of user text (issue 17 finding 3): every text a person types (chat lines, names,
 * messages, captions, bios, appeal texts, report reasons) passes through `userText` before it is
 * stored, logged or relayed. PostgreSQL refuses U+0000 in text, and other control characters break
 * logs and terminals, so they are refused with a clear error rather than stored.
 *
 * Refused: C0 controls (U+0000–U+001F) except tab, line feed and carriage return in multi-line
 * text, DEL (U+007F), C1 controls (U+0080–U+009F), and lone UTF-16 surrogates (not valid Unicode;
 * they turn into U+FFFD on their way to the database).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_ERRORS = { control: "controlCharacters" } as const;

/** True when the text has a character `userText` refuses. */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text) || LONE_SURROGATE.test(text);
}

/** Removes what `userText` refuses, for text that must be kept rather than refused (log fields). */
export function stripForbiddenCharacters(text: string, multiline = false): string {
  const forbidden = multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i++;
      }
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    const char = text[i] as string;
    if (!forbidden.test(char)) out += char;
  }
  return out;
}

export type UserTextOptions = {
  /** Longest accepted text after trimming, in UTF-16 code units (what `maxLength` counts). */
  max: number;
  /** Shortest accepted text after trimming (default 1: empty text is "required"). */
  min?: number;
  /** Allow line breaks and tabs (messages, bios, appeals); single-line otherwise (names). */
  multiline?: boolean;
  /** Keep leading and trailing spaces (default: trimmed). */
  trim?: boolean;
};

/**
 * A zod schema of user text: trimmed, length-checked, free of control characters. The issues use
 * the spec §3 form error kinds: too short/long → invalidLength (with min/max), forbidden
 * characters → invalid.
 */
export function userText(options: UserTextOptions) {
  const { max, min = 1, multiline = false, trim = true } = options;
  const base = trim ? z.string().trim() : z.string();
  return base
    .min(min)
    .max(max)
    .refine((text) => !hasForbiddenCharacters(text, multiline), { message: TEXT_ERRORS.control });
}

/** An e-mail address typed by a person: user text (no control characters), then a valid address. */
export function userEmail(max = 254) {
  return userText({ max }).pipe(z.email());
}

/**
 * Text that ends up only in the log (client log entries, browser error messages): kept, with what
 * `userText` refuses stripped rather than refused, and capped.
 */
export function logText(max: number, multiline = true) {
  return z
    .string()
    .max(max)
    .transform((text) => stripForbiddenCharacters(text, multiline));
}

/** Optional user text: an absent or empty value becomes undefined. */
export function optionalUserText(options: Omit<UserTextOptions, "min">) {
  return z
    .union([z.literal(""), userText({ ...options, min: 1 })])
    .optional()
    .transform((v) => (v === "" ? undefined : v));
}
