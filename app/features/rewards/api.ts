import { http } from "#app/lib/http.ts";
import type {
  BuyFilter,
  RewardError,
  RewardRefusal,
  RewardStatus,
  StartedView,
} from "#common/rewards/index.ts";

/** A refusal of /api/rewards as the panel shows it: the code and how long to wait, if said. */
export type RewardProblem = { error: RewardError | "unknown"; retryAfterSeconds?: number | undefined };

export type RewardResult<T> = { ok: true; data: T } | { ok: false; problem: RewardProblem };

function problemOf(status: number, data: unknown): RewardProblem {
  const body = data as Partial<RewardRefusal> | null;
  if (body && typeof body.error === "string") {
    return { error: body.error, retryAfterSeconds: body.retryAfterSeconds };
  }
  if (status === 401) return { error: "loginRequired" };
  return { error: "unknown" };
}

async function call<T>(path: string, method: "GET" | "POST", json?: unknown): Promise<RewardResult<T>> {
  const result = await http.request<T>(path, { method, ...(json !== undefined ? { json } : {}) });
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, problem: problemOf(result.status, result.data) };
}

/** The browser side of /api/rewards (docs/admin-api.md "The visitor's side: /api/rewards"). */
export const rewardsApi = {
  status: () => call<RewardStatus>("/api/rewards/status", "GET"),
  start: () => call<StartedView>("/api/rewards/views", "POST", {}),
  finish: (viewId: string) =>
    call<{ credited: number; balance: number }>(
      `/api/rewards/views/${encodeURIComponent(viewId)}/finish`,
      "POST",
      {},
    ),
  cancel: (viewId: string) =>
    call<{ ok: true }>(`/api/rewards/views/${encodeURIComponent(viewId)}/cancel`, "POST", {}),
  buyFilter: (input: BuyFilter) =>
    call<{ balance: number; filter: NonNullable<RewardStatus["filter"]> }>(
      "/api/rewards/filter",
      "POST",
      input,
    ),
};
