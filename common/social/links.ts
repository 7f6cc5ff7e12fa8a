/**
 * Finds web addresses in user text (issue 14: links are shown as text, with rel="nofollow ugc
 * noopener"). Only http(s) addresses become links: `javascript:`, `data:` and the like stay plain
 * text. Trailing punctuation that usually ends a sentence is left out of the link.
 */
export type TextPart = { text: string; href?: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/giu;
const TRAILING = /[.,;:!?)\]}'"»]+$/u;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(TRAILING, "");
    if (!raw) continue;
    let href: string | undefined;
    try {
      const url = new URL(raw);
      if (url.protocol === "http:" || url.protocol === "https:") href = url.toString();
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
