import type { PublicUser } from "#common/auth/user.ts";
import { formErrorForStatus, type ServerFormError } from "#common/form-errors.ts";

export type { PublicUser };

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; errors: ServerFormError[]; retryAfterMinutes?: number };

/**
 * JSON calls to the accounts API. Errors come back in the spec §3 shape; a status with no body of
 * errors becomes one (401 -> noPermission, 5xx -> internalError, spec §6, §8).
 */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    const init: RequestInit = { method, credentials: "same-origin", headers: { accept: "application/json" } };
    if (body instanceof Blob) {
      init.body = body;
      (init.headers as Record<string, string>)["content-type"] = body.type || "application/octet-stream";
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)["content-type"] = "application/json";
    }
    res = await fetchImpl(path, init);
  } catch {
    return { ok: false, status: 0, errors: [formErrorForStatus(0)!] };
  }
  const json = (await res.json().catch(() => null)) as
    | (T & { errors?: ServerFormError[]; retryAfterMinutes?: number })
    | null;
  if (res.ok) return { ok: true, data: json as T };
  const fromStatus = formErrorForStatus(res.status);
  const errors =
    res.status === 401 && fromStatus ? [fromStatus] : (json?.errors ?? (fromStatus ? [fromStatus] : []));
  const result: ApiResult<T> = { ok: false, status: res.status, errors };
  if (json?.retryAfterMinutes !== undefined) result.retryAfterMinutes = json.retryAfterMinutes;
  return result;
}
