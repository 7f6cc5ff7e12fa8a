/**
 * Spec §9: errors are logged at level 5; the user agent is attached from that level on. Kept apart
 * from log-entry.ts so the client logger does not pull the zod schema into the initial bundle.
 */
export const ERROR_LEVEL = 5;
