/** What a key does on the review screen (issue 12: one decision per item, with keyboard shortcuts). */
export type ReviewShortcut = "next" | "previous" | "dismiss" | "warn" | "ban" | "look";

const KEYS: Record<string, ReviewShortcut> = {
  j: "next",
  k: "previous",
  d: "dismiss",
  w: "warn",
  b: "ban",
  v: "look",
};

/**
 * The shortcut of a key press, or null: plain letters only (no Ctrl/Alt/Meta, which belong to the
 * browser), and never while the moderator types in a field.
 */
export function shortcutOf(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: { tagName?: string; isContentEditable?: boolean } | null;
}): ReviewShortcut | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const tag = event.target?.tagName?.toUpperCase();
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || event.target?.isContentEditable)
    return null;
  return KEYS[event.key.toLowerCase()] ?? null;
}
