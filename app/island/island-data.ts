/**
 * What a page served without React (decision 050) hands its island script: the server render writes
 * it as JSON in `<script type="application/json" id="island-data">` (root.tsx Layout), the island
 * reads it back. No React, no i18next: texts arrive already translated.
 */
export const ISLAND_DATA_ID = "island-data";

export type IslandData = {
  isDev: boolean;
  /** Analytics tag id (spec §9), null when none is configured. */
  analyticsId: string | null;
  /** Key of the encrypted ad config (decision 029). */
  sdaKey?: string | undefined;
  /** The header's account link for a logged-in visitor. */
  account: { href: string; label: string };
  /** The header's unread badge text; `{{count}}` is replaced by the number. */
  unread: { one: string; other: string };
};

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
export function serializeIslandData(data: IslandData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The data back from the element's text; null when it is missing or not what the server writes. */
export function parseIslandData(text: string | null | undefined): IslandData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<IslandData> | null;
    if (
      !value ||
      typeof value.isDev !== "boolean" ||
      typeof value.account?.href !== "string" ||
      typeof value.account.label !== "string" ||
      typeof value.unread?.one !== "string" ||
      typeof value.unread.other !== "string"
    )
      return null;
    return {
      isDev: value.isDev,
      analyticsId: typeof value.analyticsId === "string" ? value.analyticsId : null,
      sdaKey: typeof value.sdaKey === "string" ? value.sdaKey : undefined,
      account: { href: value.account.href, label: value.account.label },
      unread: { one: value.unread.one, other: value.unread.other },
    };
  } catch {
    return null;
  }
}

/** The unread badge's text for `count` (the languages of the site: one for 1, other for the rest). */
export function unreadText(unread: IslandData["unread"], count: number): string {
  return (count === 1 ? unread.one : unread.other).replace("{{count}}", String(count));
}
