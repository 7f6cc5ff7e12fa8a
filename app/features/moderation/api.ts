import { createHttpClient } from "#app/lib/http.ts";
import type { ServerFormError } from "#common/form-errors.ts";
import type { ModerationStatus } from "#common/moderation.ts";
import { readLocalIdent } from "./ident.ts";

const http = createHttpClient();

/** GET /api/moderation/status for this browser (its ident, its session, its address). */
export async function fetchStatus(): Promise<ModerationStatus | null> {
  const ident = readLocalIdent();
  const query = ident ? `?${new URLSearchParams({ ident })}` : "";
  const result = await http.get<ModerationStatus>(`/api/moderation/status${query}`);
  return result.ok ? result.data : null;
}

export async function markWarningSeen(id: string): Promise<void> {
  await http.post(`/api/moderation/warnings/${id}/seen`, { json: { ident: readLocalIdent() } });
}

export async function markOutcomeSeen(id: string): Promise<void> {
  await http.post(`/api/moderation/appeals/${id}/seen`, { json: { ident: readLocalIdent() } });
}

export async function fileAppeal(input: {
  banId: string;
  text: string;
  altcha: string;
  lang: string;
}): Promise<{ ok: true } | { ok: false; status: number; errors: ServerFormError[] }> {
  const result = await http.post<{ appeal: { id: string } }>("/api/moderation/appeals", {
    json: { ...input, ident: readLocalIdent() },
  });
  if (result.ok) return { ok: true };
  const data = (result.data ?? {}) as { errors?: ServerFormError[] };
  return {
    ok: false,
    status: result.status,
    errors: data.errors ?? [{ field: "_form", typeError: "internalError" }],
  };
}
