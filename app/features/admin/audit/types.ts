/** GET /api/admin/audit answer (server/admin/audit.routes.ts). */
export type AuditEntryView = {
  id: number;
  at: string;
  actor: { id: string; email: string | null } | null;
  action: string;
  target: { type: string; id: string | null } | null;
  before: unknown;
  after: unknown;
  ipHash: string | null;
  nodeId: string | null;
};

export type AuditPage = { entries: AuditEntryView[]; next: number | null; actions: string[] };

export type AuditFilterValues = {
  action: string;
  actorEmail: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
};

export const EMPTY_FILTERS: AuditFilterValues = {
  action: "",
  actorEmail: "",
  targetType: "",
  targetId: "",
  from: "",
  to: "",
};

/** The API query of the filters (empty ones left out; dates as the start/end of the chosen day). */
export function auditQuery(filters: AuditFilterValues, before?: number): string {
  const params = new URLSearchParams();
  if (filters.action) params.set("action", filters.action);
  if (filters.actorEmail) params.set("actorEmail", filters.actorEmail);
  if (filters.targetType) params.set("targetType", filters.targetType);
  if (filters.targetId) params.set("targetId", filters.targetId);
  if (filters.from) params.set("from", new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) params.set("to", new Date(`${filters.to}T23:59:59.999`).toISOString());
  if (before !== undefined) params.set("before", String(before));
  const query = params.toString();
  return `/api/admin/audit${query ? `?${query}` : ""}`;
}
