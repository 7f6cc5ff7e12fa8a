/**
 * Spec §5 slug: lowercase, strip accents, spaces to hyphens, collapse repeated hyphens, remove
 * other non-word characters.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Spec §5 username: the same clean-up, but spaces are not turned into hyphens (they are dropped
 * with the other non-word characters); hyphens the user typed are kept and collapsed.
 */
export function usernameSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
