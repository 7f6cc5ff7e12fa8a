import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./auth.ts";

/**
 * An administrator's TOTP second factor (issue 12, RFC 6238). The secret is stored encrypted
 * (AES-256-GCM under a key derived from SESSION_SECRET, server/admin/second-factor/crypto.ts), so a
 * copy of the table alone cannot mint codes. `pendingSecret` holds a new secret during enrolment
 * until a code from it is confirmed; `lastStep` is the last TOTP time step accepted, so a code is
 * accepted once (a code seen over a shoulder cannot be replayed within its 30 s).
 */
export const adminSecondFactors = pgTable("admin_second_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  pendingSecret: text("pending_secret"),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per administrator, stored as keyed hashes. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("admin_recovery_codes_user_code_idx").on(t.userId, t.codeHash)],
);

/** Sessions whose second factor was proven; the row dies with its session. */
export const adminSessionFactors = pgTable(
  "admin_session_factors",
  {
    sessionId: text("session_id")
      .primaryKey()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** totp or recovery. */
    method: text("method").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_session_factors_user_idx").on(t.userId)],
);

export type AdminSecondFactor = typeof adminSecondFactors.$inferSelect;
