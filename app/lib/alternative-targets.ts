/**
 * Targets of the alternative-to pages (issue 3 item 6). The key is the URL part; the texts are in
 * the `site` catalogue under alternatives.targets.<key>. Adding a target: a row here plus its
 * texts in the six catalogues (the key-set test fails until all six have them).
 */
export const ALTERNATIVE_TARGETS = {
  omegle: { name: "Omegle" },
  chatroulette: { name: "Chatroulette" },
  ometv: { name: "OmeTV" },
  "emerald-chat": { name: "Emerald Chat" },
  chatrandom: { name: "Chatrandom" },
  camsurf: { name: "CamSurf" },
} as const;

export type AlternativeTarget = keyof typeof ALTERNATIVE_TARGETS;
export const ALTERNATIVE_TARGET_KEYS = Object.keys(ALTERNATIVE_TARGETS) as AlternativeTarget[];

export function isAlternativeTarget(value: unknown): value is AlternativeTarget {
  return typeof value === "string" && Object.hasOwn(ALTERNATIVE_TARGETS, value);
}

/** The catalogue key of a target (`emerald-chat` -> `emeraldChat`: keys stay identifiers). */
export function targetKey(target: AlternativeTarget): string {
  return target.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
