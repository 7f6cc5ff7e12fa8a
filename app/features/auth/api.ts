import { type HttpClient, http } from "#app/lib/http.ts";
import type { PublicUser } from "#common/auth/user.ts";
import type { ServerFormError } from "#common/form-errors.ts";

export type { PublicUser };

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; errors: ServerFormError[]; retryAfterMinutes?: number };

/**
 * JSON calls to the accounts API, through the page's one HTTP client (app/lib/http.ts: spec §9
 * retries, spec §8 error kinds — the server's own kind first, so a wrong password reads
 * "incorrect data", not "no permission"). A Blob body (the avatar) goes as it is.
 */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  client: HttpClient = http,
): Promise<ApiResult<T>> {
  const payload = body instanceof Blob ? { body } : body !== undefined ? { json: body } : {};
  const result = await client.request<T>(path, { method, ...payload });
  if (result.ok) return { ok: true, data: result.data };
  const failure: ApiResult<T> = { ok: false, status: result.status, errors: result.errors };
  if (result.retryAfterMinutes !== undefined) failure.retryAfterMinutes = result.retryAfterMinutes;
  return failure;
}
