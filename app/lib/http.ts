import { type FormErrorKind, formErrorForStatus, type ServerFormError } from "#common/form-errors.ts";

/** Spec §9: statuses worth one more try. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Spec §9: one retry. */
export const MAX_RETRIES = 1;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The retry policy (spec §9): a non-mutating request is retried once when it failed with one of
 * RETRY_STATUSES or without any response (status 0: network error, as ofetch does); a mutating
 * request never is, since it may already have taken effect.
 */
export function shouldRetry(method: string, status: number, retriesDone: number): boolean {
  if (retriesDone >= MAX_RETRIES) return false;
  if (MUTATING.has(method.toUpperCase())) return false;
  return status === 0 || RETRY_STATUSES.has(status);
}

export type HttpResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; data: unknown; formError: ServerFormError | null };

export type RequestOptions = {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (FormData, text). */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A form submission: failures come back with a spec §8 form error (401 -> noPermission) and the
   * client calls onFormError so the page can show it.
   */
  form?: boolean;
  /** Hand back the body of a successful response unread, as a stream (an answer being written). */
  stream?: boolean;
};

export type HttpClientOptions = {
  fetch?: typeof fetch;
  /** Called with the form-wide error of a failed form request (e.g. a notification). */
  onFormError?: (kind: FormErrorKind) => void;
};

export type HttpClient = {
  request<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResult<T>>;
  get<T = unknown>(url: string, options?: Omit<RequestOptions, "method">): Promise<HttpResult<T>>;
  post<T = unknown>(url: string, options?: Omit<RequestOptions, "method">): Promise<HttpResult<T>>;
};

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status === 204) return null;
  if (type.includes("application/json")) return response.json().catch(() => null);
  return response.text();
}

/** THE HTTP client of the browser side: every fetch of app code goes through it. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function request<T>(url: string, opts: RequestOptions = {}): Promise<HttpResult<T>> {
    const method = (opts.method ?? (opts.json !== undefined || opts.body ? "POST" : "GET")).toUpperCase();
    const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
    let body = opts.body;
    if (opts.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.json);
    }
    for (let retries = 0; ; retries++) {
      let response: Response | null = null;
      try {
        response = await doFetch(url, {
          method,
          headers,
          credentials: "same-origin",
          ...(body !== undefined ? { body } : {}),
          ...(opts.signal ? { signal: opts.signal } : {}),
        });
      } catch (error) {
        if (opts.signal?.aborted) throw error;
      }
      const status = response?.status ?? 0;
      if (response?.ok) {
        return { ok: true, status, data: (opts.stream ? response.body : await parseBody(response)) as T };
      }
      if (shouldRetry(method, status, retries)) continue;
      const data = response ? await parseBody(response) : null;
      const formError = opts.form ? formErrorForStatus(status) : null;
      if (formError?.typeError) options.onFormError?.(formError.typeError);
      return { ok: false, status, data, formError };
    }
  }
  return {
    request,
    get: (url, opts) => request(url, { ...opts, method: "GET" }),
    post: (url, opts) => request(url, { ...opts, method: "POST" }),
  };
}
