import { and, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import { AUDIT_ACTIONS, auditActionSchema } from "#common/admin/audit.ts";
import type { Db } from "#db/client.ts";
import { type AuditRow, auditLog } from "#db/schema/index.ts";
import { hashIp } from "../auth/tokens.ts";

export { AUDIT_ACTIONS, auditActionSchema };

/** Who did it: an administrator, or null for the system (automatic bans, scheduled jobs). */
export type AuditActor = { id: string; email: string } | null;

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  target?: { type: string; id: string } | undefined;
  /** State before and after (JSON); secrets never go here (TOTP secrets, codes, passwords, plain IPs). */
  before?: unknown;
  after?: unknown;
  /** The client address of the request; only its keyed hash is stored. */
  ip?: string | undefined;
};

export type AuditFilter = {
  action?: string | undefined;
  actorId?: string | undefined;
  actorEmail?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Rows with an id below this one (keyset pagination, newest first). */
  before?: number | undefined;
  limit: number;
};

export type AuditWriter = {
  record(entry: AuditEntry): Promise<AuditRow>;
  /** Newest first. */
  list(filter: AuditFilter): Promise<AuditRow[]>;
};

/** JSON that PostgreSQL's jsonb accepts (dates as ISO strings, no undefined). */
function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value));
}

/**
 * THE audit writer (CONVENTIONS habit 15): every admin action of every feature is recorded through
 * `record`, and nothing else writes the audit table. Rows are never updated or deleted (the table's
 * trigger refuses it, db/schema/audit.ts).
 *
 * Action names are dotted, feature first (`ban.create`, `ads.config`); the ones of issue 12 are listed
 * in AUDIT_ACTIONS for the audit screen's filter, and a feature may use its own (docs/admin-api.md).
 */
export function createAuditWriter(deps: { db: Db; secret: string; nodeId: string }): AuditWriter {
  const { db } = deps;
  return {
    async record(entry) {
      const action = auditActionSchema.parse(entry.action);
      const [row] = await db
        .insert(auditLog)
        .values({
          actorId: entry.actor?.id ?? null,
          actorEmail: entry.actor?.email ?? null,
          action,
          targetType: entry.target?.type.slice(0, 64) ?? null,
          targetId: entry.target?.id.slice(0, 200) ?? null,
          before: toJson(entry.before),
          after: toJson(entry.after),
          ipHash: hashIp(deps.secret, entry.ip),
          nodeId: deps.nodeId,
        })
        .returning();
      if (!row) throw new Error("audit insert returned nothing");
      return row;
    },

    async list(filter) {
      const where: SQL[] = [];
      if (filter.action) where.push(eq(auditLog.action, filter.action));
      if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
      if (filter.actorEmail) where.push(eq(auditLog.actorEmail, filter.actorEmail.toLowerCase()));
      if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
      if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
      if (filter.from) where.push(gte(auditLog.at, filter.from));
      if (filter.to) where.push(lte(auditLog.at, filter.to));
      if (filter.before !== undefined) where.push(lt(auditLog.id, filter.before));
      return db
        .select()
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}

// One writer per database, shared by the Express routes and the SSR bundle (which loads its own copy
// of this module, hence globalThis, as server/auth/http.ts does).
const shared = globalThis as typeof globalThis & { __acasoAudit?: WeakMap<object, AuditWriter> };
shared.__acasoAudit ??= new WeakMap();

/** THE audit writer of these services, created on first use. */
export function getAuditWriter(services: {
  config: { sessionSecret: string; nodeId: string };
  database: { db: Db };
}): AuditWriter {
  const cache = shared.__acasoAudit as WeakMap<object, AuditWriter>;
  let writer = cache.get(services.database);
  if (!writer) {
    writer = createAuditWriter({
      db: services.database.db,
      secret: services.config.sessionSecret,
      nodeId: services.config.nodeId,
    });
    cache.set(services.database, writer);
  }
  return writer;
}
