import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "#common/locales.ts";
import type { Resources } from "./types.ts";

// One chunk per language: a page downloads only the catalogue of its own language.
const loaders = import.meta.glob<{ default: Resources }>("./locales/*/index.ts");
const loaded = new Map<Locale, Resources>();
const instances = new Map<Locale, i18n>();

export async function loadLanguage(lang: Locale): Promise<void> {
  if (loaded.has(lang)) return;
  const load = loaders[`./locales/${lang}/index.ts`];
  if (!load) throw new Error(`No catalogue for language ${lang}`);
  loaded.set(lang, (await load()).default);
}

/** A ready i18next instance for one language (resources must be loaded first). */
export function getI18n(lang: Locale): i18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const resources = loaded.get(lang);
  if (!resources) throw new Error(`Language ${lang} is not loaded`);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: "common",
    resources: { [lang]: resources },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(lang, instance);
  return instance;
}
