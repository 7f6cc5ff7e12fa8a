import type { ActiveFilter } from "#common/rewards/index.ts";

/** A language's name in the page language ("de" -> "Deutsch" on a German page, "German" on an English one). */
export function languageName(code: string, pageLang: string): string {
  try {
    return new Intl.DisplayNames([pageLang], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country's name in the page language ("BR" -> "Brasil" on a Portuguese page). */
export function countryName(code: string, pageLang: string): string {
  try {
    return new Intl.DisplayNames([pageLang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What a filter asks for, as words: "Deutsch", "Schweiz" or "Deutsch · Schweiz". */
export function filterName(filter: Pick<ActiveFilter, "lang" | "country">, pageLang: string): string {
  return [
    filter.lang ? languageName(filter.lang, pageLang) : null,
    filter.country ? countryName(filter.country, pageLang) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
