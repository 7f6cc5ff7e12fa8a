import { FORM_FIELD, formErrorForStatus, type ServerFormError } from "#common/form-errors.ts";

/**
 * THE HTTP client of the browser side (issue 11 item 3): every call of app code goes through it —
 * the accounts API, the realtime user token, the version check, the client log's fallback — so the
 * retry policy of spec §9 and the spec §8 error kinds hold everywhere.
 */

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

export type HttpFailure = {
  ok: false;
  /** 0 when no response came (network error). */
  status: number;
  data: unknown;
  /**
   * Spec §3 form errors: the ones the server sent, kind included (a wrong password is `invalidUser`
   * even though it comes with a 401); only an answer without any becomes one from its status
   * (401 -> noPermission, 5xx or no answer -> internalError; spec §6, §8; issue 11 item 2).
   */
  errors: ServerFormError[];
  /** The login throttle's wait, when the server said. */
  retryAfterMinutes?: number;
};

export type HttpResult<T> = { ok: true; status: number; data: T } | HttpFailure;

export type RequestOptions = {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (a Blob goes with its own type). */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Hand back the body of a successful response unread, as a stream (an answer being written). */
  stream?: boolean;
  /** Outlives the page (the client log while the tab closes). */
  keepalive?: boolean;
  /** Browser cache mode (the version check must never be answered from cache). */
  cache?: RequestCache;
  /** Cookies: same-origin unless said (another site's ad server gets none: "omit"). */
  credentials?: RequestCredentials;
};

export type HttpClientOptions = { fetch?: typeof fetch };

export type HttpClient = {
  request<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResult<T>>;
  get<T = unknown>(url: string, options?: Omit<RequestOptions, "method">): Promise<HttpResult<T>>;
  post<T = unknown>(url: string, options?: Omit<RequestOptions, "method">): Promise<HttpResult<T>>;
};

/** JSON when the answer is JSON (declared, or untyped text that parses), else its text. */
async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text().catch(() => "");
  if (text === "") return null;
  if (type.includes("json") || type === "" || type.startsWith("text/plain")) {
    try {
      return JSON.parse(text);
    } catch {
      return type.includes("json") ? null : text;
    }
  }
  return text;
}

function isFormError(value: unknown): value is ServerFormError {
  return (
    typeof value === "object" && value !== null && typeof (value as { field?: unknown }).field === "string"
  );
}

/** The spec §3 errors of a failed answer: the server's own, else one derived from the status. */
export function errorsOf(status: number, data: unknown): ServerFormError[] {
  const sent = (data as { errors?: unknown } | null)?.errors;
  if (Array.isArray(sent) && sent.length > 0 && sent.every(isFormError)) return sent;
  return [formErrorForStatus(status) ?? { field: FORM_FIELD, typeError: "unknown" }];
}

function failure(status: number, data: unknown): HttpFailure {
  const result: HttpFailure = { ok: false, status, data, errors: errorsOf(status, data) };
  const minutes = (data as { retryAfterMinutes?: unknown } | null)?.retryAfterMinutes;
  if (typeof minutes === "number") result.retryAfterMinutes = minutes;
  return result;
}

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
    const init: RequestInit = { method, headers, credentials: opts.credentials ?? "same-origin" };
    if (body !== undefined) init.body = body;
    if (opts.signal) init.signal = opts.signal;
    if (opts.keepalive) init.keepalive = true;
    if (opts.cache) init.cache = opts.cache;
    for (let retries = 0; ; retries++) {
      let response: Response | null = null;
      try {
        response = await doFetch(url, init);
      } catch (error) {
        if (opts.signal?.aborted) throw error;
      }
      const status = response?.status ?? 0;
      if (response?.ok) {
        return { ok: true, status, data: (opts.stream ? response.body : await parseBody(response)) as T };
      }
      if (shouldRetry(method, status, retries)) continue;
      return failure(status, response ? await parseBody(response) : null);
    }
  }
  return {
    request,
    get: (url, opts) => request(url, { ...opts, method: "GET" }),
    post: (url, opts) => request(url, { ...opts, method: "POST" }),
  };
}

/** The one client of the page. */
export const http: HttpClient = createHttpClient();
