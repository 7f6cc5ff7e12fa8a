import { useCallback, useEffect, useRef, useState } from "react";
import { createHttpClient, type HttpResult } from "#app/lib/http.ts";
import type { ServerFormError } from "#common/form-errors.ts";

/** Every admin screen talks to /api/admin/* through this client (spec §9 retry policy included). */
export const adminHttp = createHttpClient();

/** The body of an admin API error (server/admin/http.ts). */
export type AdminApiError = { status: number; errors: ServerFormError[]; reason?: string };

export function apiError(result: Extract<HttpResult<unknown>, { ok: false }>): AdminApiError {
  const data = (result.data ?? {}) as { errors?: ServerFormError[]; reason?: string };
  const errors = Array.isArray(data.errors) ? data.errors : [];
  return { status: result.status, errors, ...(data.reason ? { reason: data.reason } : {}) };
}

/**
 * The session stopped being an administrator's (logged out elsewhere, disabled, role removed):
 * reload, so the page's loader sends the browser to the admin login.
 */
function leaveIfRefused(error: AdminApiError) {
  if (error.status === 401 || (error.status === 403 && error.reason)) window.location.reload();
}

export type AdminQuery<T> = {
  data: T | null;
  error: AdminApiError | null;
  loading: boolean;
  reload(): void;
};

/**
 * Reads one admin API resource; with `refreshMs` it is read again on that interval while the page is
 * visible (live figures). A failed refresh keeps the last data and shows the error beside it.
 */
export function useAdminQuery<T>(path: string | null, options: { refreshMs?: number } = {}): AdminQuery<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [tick, setTick] = useState(0);
  const current = useRef(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` is how reload() asks for a new read
  useEffect(() => {
    if (path === null) return;
    const id = ++current.current;
    const controller = new AbortController();
    setLoading(true);
    adminHttp
      .get<T>(path, { signal: controller.signal })
      .then((result) => {
        if (id !== current.current) return;
        if (result.ok) {
          setData(result.data);
          setError(null);
        } else {
          const failure = apiError(result);
          setError(failure);
          leaveIfRefused(failure);
        }
      })
      .catch(() => {
        // Aborted: a newer read replaced this one.
      })
      .finally(() => {
        if (id === current.current) setLoading(false);
      });
    return () => controller.abort();
  }, [path, tick]);

  useEffect(() => {
    if (!options.refreshMs || path === null) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") reload();
    }, options.refreshMs);
    return () => clearInterval(timer);
  }, [options.refreshMs, path, reload]);

  return { data, error, loading, reload };
}

/** A write to the admin API: JSON in, JSON out, errors in the spec §3 shape. */
export async function adminSend<T = unknown>(
  method: "POST" | "PUT" | "DELETE" | "PATCH",
  path: string,
  json?: unknown,
): Promise<{ ok: true; data: T } | { ok: false; error: AdminApiError }> {
  const result = await adminHttp.request<T>(path, { method, ...(json !== undefined ? { json } : {}) });
  if (result.ok) return { ok: true, data: result.data };
  const error = apiError(result);
  leaveIfRefused(error);
  return { ok: false, error };
}
