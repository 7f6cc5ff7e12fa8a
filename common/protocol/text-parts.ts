// Links and @mentions in user text (no zod: the browser renders messages with it on first load).

/** Splits user text into plain parts, links and @mentions, for rendering as text (never as HTML). */
export type TextPart = { kind: "text" | "link" | "mention"; value: string };

const TOKEN = /(https?:\/\/[^\s<>"']+|@[a-z0-9_][a-z0-9_.-]{1,29})/gi;

export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const value = match[0];
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: "text", value: text.slice(last, at) });
    // A trailing full stop or comma ends the sentence, not the link.
    const trimmed = value.startsWith("@") ? value : value.replace(/[.,;:!?)]+$/, "");
    parts.push({ kind: value.startsWith("@") ? "mention" : "link", value: trimmed });
    if (trimmed.length < value.length) parts.push({ kind: "text", value: value.slice(trimmed.length) });
    last = at + value.length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}

/** The usernames a message mentions (lower-cased, unique, at most 10). */
export function mentionsIn(text: string): string[] {
  const names = textParts(text)
    .filter((part) => part.kind === "mention")
    .map((part) => part.value.slice(1).toLowerCase());
  return [...new Set(names)].slice(0, 10);
}
