/** A date in the visitor's language (ban ends, appeal deadlines). */
export function formatDate(iso: string, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
  } catch {
    return new Date(iso).toISOString();
  }
}
