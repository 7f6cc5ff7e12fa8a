import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * THE audit trail of the admin area (issue 12): every admin action (login, decision, ban, unban,
 * config change, reload, role change, export) appends one row through server/admin/audit.ts.
 *
 * Append-only: no API updates or deletes a row, and a trigger (hand-written SQL at the end of the
 * migration) refuses UPDATE, DELETE and TRUNCATE even from a bug or a mistaken query. The actor is
 * kept as id and e-mail at the time of the action, without a foreign key, so deleting an account
 * never rewrites history. The client IP is stored only as a keyed hash.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The administrator; null for the system (automatic bans, the retention job). */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    /** Dotted name, e.g. `ban.create`, `safecontrol.config`, `user.role` (docs/admin-api.md). */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    /** Keyed hash of the client IP (server/auth/tokens.ts hashIp), never the address. */
    ipHash: text("ip_hash"),
    nodeId: text("node_id"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
    index("audit_log_actor_at_idx").on(t.actorId, t.at),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
