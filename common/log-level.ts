/**
 * Spec §9: errors are logged at level 5; the user agent is attached from that level on. Kept apart
 * from log-entry.ts (and its zod schema) so the client logger does not pull zod into the initial
 * bundle.
 */
export const ERROR_LEVEL = 5;
/** Largest body POST /api/sys/log accepts (bytes); bigger entries are refused, not truncated. */
export const MAX_LOG_BYTES = 16 * 1024;
