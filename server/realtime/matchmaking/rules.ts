import type { SearchEntry, Waiter } from "./types.ts";

/**
 * Pure pairing rules (issue 4, ARCHITECTURE "Matchmaking"). No I/O, no clock: time comes in `now`.
 *
 * Hard rules (a pair that breaks one is never formed):
 *   1. never yourself: not the same socket, not the same ident (two tabs of one browser);
 *   2. never a pair where one side reported the other;
 *   3. while neither side has waited `widenAfterMs`, languages must agree when both are known (a
 *      user's language for pairing is their partner filter's, when they bought one: issue 13);
 *   4. while neither side has waited `widenAfterMs`, a side whose filter names a country pairs only
 *      with someone known to be from it (decision 048).
 * Preferences, in order, among the partners the hard rules allow:
 *   1. not one of the last `recentPeersKept` peers (so a recent peer is chosen only when nobody else
 *      compatible waits);
 *   2. from the seeker's filter's country (decision 048; only seekers with a country filter);
 *   3. the same language;
 *   4. more shared interests;
 *   5. the oldest waiter first (then arrival order).
 *
 * Compatibility is symmetric, and planPairs is greedy from the oldest waiter, so after a plan no two
 * waiting users are compatible: "nobody waits while a compatible partner waits".
 */
export type PairingOptions = {
  /** How long a same-language filter holds before anyone will do (a "few seconds", issue 4). */
  widenAfterMs: number;
  /** How many previous peers are avoided (issue 4: the last 3). */
  recentPeersKept: number;
};

export const DEFAULT_PAIRING_OPTIONS: PairingOptions = { widenAfterMs: 4000, recentPeersKept: 3 };

export type PairingContext = {
  now: number;
  options: PairingOptions;
  /** True when one of the two idents reported the other. */
  isBlocked(identA: string, identB: string): boolean;
  /** The idents of the last peers of `ident`, most recent first. */
  recentPeers(ident: string): readonly string[];
};

/** "pt-BR" -> "pt": people who share a primary language can talk. */
export function primaryLanguage(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  return lang.split("-")[0]?.toLowerCase() || undefined;
}

/**
 * The language a user is paired on: their partner filter's (issue 13, bought with reward credits),
 * else the one they speak.
 */
export function pairingLanguage(entry: SearchEntry): string | undefined {
  // A filter for a country alone (decision 048): whoever comes from there, whatever they speak.
  if (entry.filter?.country && !entry.filter.lang) return undefined;
  return primaryLanguage(entry.filter?.lang ?? entry.userData.lang);
}

/** The country a user's filter asks for (decision 048), if any. */
export function wantedCountry(entry: SearchEntry): string | undefined {
  return entry.filter?.country || undefined;
}

/** Whether `b` is from the country `a`'s filter asks for (false when `a` asks for none). */
export function fromWantedCountry(a: SearchEntry, b: SearchEntry): boolean {
  const wanted = wantedCountry(a);
  return wanted !== undefined && wanted === b.country;
}

/** Rule 4: each side's country filter is met by the other, or that side asks for none. */
export function countriesAgree(a: SearchEntry, b: SearchEntry): boolean {
  return (
    (wantedCountry(a) === undefined || fromWantedCountry(a, b)) &&
    (wantedCountry(b) === undefined || fromWantedCountry(b, a))
  );
}

export function sameLanguage(a: Waiter, b: Waiter): boolean {
  const la = pairingLanguage(a);
  return la !== undefined && la === pairingLanguage(b);
}

export function sharedInterests(a: Waiter, b: Waiter): number {
  const mine = new Set(a.userData.interests ?? []);
  if (mine.size === 0) return 0;
  let count = 0;
  for (const interest of new Set(b.userData.interests ?? [])) if (mine.has(interest)) count += 1;
  return count;
}

/** Whether either side has waited long enough for the language filter to be dropped. */
export function isWidened(a: Waiter, b: Waiter, ctx: PairingContext): boolean {
  return ctx.now - Math.min(a.since, b.since) >= ctx.options.widenAfterMs;
}

export function isRecentPair(a: Waiter, b: Waiter, ctx: PairingContext): boolean {
  const limit = ctx.options.recentPeersKept;
  return (
    ctx.recentPeers(a.ident).slice(0, limit).includes(b.ident) ||
    ctx.recentPeers(b.ident).slice(0, limit).includes(a.ident)
  );
}

/** The hard rules. Symmetric in a and b. */
export function canPair(a: Waiter, b: Waiter, ctx: PairingContext): boolean {
  if (a.userId === b.userId || a.ident === b.ident) return false;
  if (ctx.isBlocked(a.ident, b.ident)) return false;
  const la = pairingLanguage(a);
  const lb = pairingLanguage(b);
  if (la !== undefined && lb !== undefined && la !== lb && !isWidened(a, b, ctx)) return false;
  if (!countriesAgree(a, b) && !isWidened(a, b, ctx)) return false;
  return true;
}

/** Negative when `x` is the better partner for `seeker` than `y`. */
export function comparePartners(seeker: Waiter, x: Waiter, y: Waiter, ctx: PairingContext): number {
  const recent = Number(isRecentPair(seeker, x, ctx)) - Number(isRecentPair(seeker, y, ctx));
  if (recent !== 0) return recent;
  const country = Number(fromWantedCountry(seeker, y)) - Number(fromWantedCountry(seeker, x));
  if (country !== 0) return country;
  const language = Number(sameLanguage(seeker, y)) - Number(sameLanguage(seeker, x));
  if (language !== 0) return language;
  const interests = sharedInterests(seeker, y) - sharedInterests(seeker, x);
  if (interests !== 0) return interests;
  return x.since - y.since || x.seq - y.seq;
}

/** The best partner for `seeker` among `candidates` (which may include the seeker), or null. */
export function pickPartner(
  seeker: Waiter,
  candidates: Iterable<Waiter>,
  ctx: PairingContext,
): Waiter | null {
  let best: Waiter | null = null;
  for (const candidate of candidates) {
    if (!canPair(seeker, candidate, ctx)) continue;
    if (best === null || comparePartners(seeker, candidate, best, ctx) < 0) best = candidate;
  }
  return best;
}

/** Service order: oldest wait first, then arrival order. */
export function byServiceOrder(a: Waiter, b: Waiter): number {
  return a.since - b.since || a.seq - b.seq;
}

/**
 * Pairs the whole queue: the oldest unpaired waiter takes its best partner, and so on. Returns pairs
 * as [older, younger]. Whoever is left has no compatible partner among the others left.
 */
export function planPairs(queue: readonly Waiter[], ctx: PairingContext): Array<[Waiter, Waiter]> {
  const ordered = [...queue].sort(byServiceOrder);
  const unpaired = new Set(ordered);
  const pairs: Array<[Waiter, Waiter]> = [];
  for (const waiter of ordered) {
    if (!unpaired.has(waiter)) continue;
    unpaired.delete(waiter);
    const partner = pickPartner(waiter, unpaired, ctx);
    if (partner) {
      unpaired.delete(partner);
      pairs.push([waiter, partner]);
    } else {
      // Still a candidate for younger waiters? No: compatibility is symmetric, and every younger one
      // was just found incompatible with it.
    }
  }
  return pairs;
}
