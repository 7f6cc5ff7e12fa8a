import type { Request, Response } from "express";
import type { Database } from "#db/client.ts";

type Check = () => Promise<void>;

export type ReadinessDeps = { database: Database; redisPing?: Check | undefined };

export function livenessHandler(_req: Request, res: Response): void {
  res.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
}

async function timed(check: Check, timeoutMs: number): Promise<"ok" | string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/** 200 when the database (and Redis, when configured) answer; 503 with the failing part otherwise. */
export function readinessHandler(deps: ReadinessDeps, isShuttingDown: () => boolean) {
  return async (_req: Request, res: Response): Promise<void> => {
    const checks: Record<string, string> = { database: await timed(deps.database.ping, 2000) };
    if (deps.redisPing) checks.redis = await timed(deps.redisPing, 2000);
    const ready = !isShuttingDown() && Object.values(checks).every((v) => v === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks });
  };
}
