/** Supported languages (spec §1, §9). The order is the order of the language switcher. */
export const LOCALES = ["pt", "es", "en", "de", "fr", "it"] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec §9: the cookie that remembers a chosen language. */
export const LOCALE_COOKIE = "i18n_redirected";

export const LOCALE_NAMES: Record<Locale, { name: string; iso: string }> = {
  pt: { name: "Português", iso: "pt-BR" },
  es: { name: "Español", iso: "es-ES" },
  en: { name: "English", iso: "en-US" },
  de: { name: "Deutsch", iso: "de-DE" },
  fr: { name: "Français", iso: "fr-FR" },
  it: { name: "Italiano", iso: "it-IT" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
