// Issue 13 rewards: what the rewards cost the database, per call, on the embedded PGlite (the default
// deployment) or on PostgreSQL (BENCH_DATABASE_URL): the partner-filter lookup every logged-in search
// adds (server/realtime/video-chat/service.ts entryWithFilter), a view's start and finish, a filter
// purchase, and a balance (the sum of the ledger) for an account with many rows.
//
//   npm run bench:rewards          # ACCOUNTS=500 CALLS=300 LEDGER_ROWS=2000
import { performance } from "node:perf_hooks";
import { DEFAULT_REWARD_SETTINGS } from "#common/rewards/index.ts";
import { openDatabase } from "#db/client.ts";
import { rewardLedger, rewardViews, users } from "#db/schema/index.ts";
import { createRewards } from "#server/rewards/service.ts";
import { openThrowawayPostgres } from "../tests/helpers/databases.ts";
import { printTable, quantile, writeResults } from "./support/lib.ts";

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 500);
const CALLS = Number(process.env.CALLS ?? 300);
const LEDGER_ROWS = Number(process.env.LEDGER_ROWS ?? 2000);
const url = process.env.BENCH_DATABASE_URL;

const database = url ? await openThrowawayPostgres(url) : await openDatabase({ dataDir: "memory://" });
let clock = Date.parse("2026-01-01T00:00:00Z");
const rewards = createRewards({ database, now: () => clock });
await rewards.settings.write({
  ...DEFAULT_REWARD_SETTINGS,
  minWatchSeconds: 1,
  cooldownSeconds: 0,
  dailyCapPerAccount: 1000,
  dailyCapPerIp: 10_000,
});

const ids = (
  await database.db
    .insert(users)
    .values(Array.from({ length: ACCOUNTS }, (_, i) => ({ email: `bench${i}@example.com` })))
    .returning({ id: users.id })
).map((row) => row.id);

async function timed(fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const start = performance.now();
    await fn(i);
    out.push(performance.now() - start);
  }
  return out;
}
const row = (name: string, ms: number[]) => ({
  call: name,
  p50_ms: quantile(ms, 0.5).toFixed(2),
  p99_ms: quantile(ms, 0.99).toFixed(2),
});

// Every account earns a view and buys a filter with it, so lookups meet a realistic table.
const views: string[] = [];
const start = await timed(async (i) => {
  const view = await rewards.startView(ids[i % ACCOUNTS] as string, `ip${i}`);
  views.push(view.viewId);
});
clock += 2000;
const finish = await timed(async (i) => rewards.finishView(ids[i % ACCOUNTS] as string, views[i] as string));
const buy = await timed(async (i) =>
  rewards.buyFilter(ids[i % ACCOUNTS] as string, { lang: "de", credits: 1 }),
);
const lookup = await timed(async (i) => rewards.activeFilter(ids[i % ACCOUNTS] as string));

// One account with a long history.
const heavy = ids[0] as string;
const [view] = await database.db
  .insert(rewardViews)
  .values({ userId: heavy, source: "house", minWatchSeconds: 1, status: "credited" })
  .returning({ id: rewardViews.id });
await database.db.insert(rewardLedger).values(
  Array.from({ length: LEDGER_ROWS }, (_, i) => ({
    userId: heavy,
    amount: 1,
    kind: "view" as const,
    viewId: i === 0 ? (view?.id ?? null) : crypto.randomUUID(),
  })),
);
const balance = await timed(async () => rewards.balance(heavy));

const rows = [
  row("activeFilter (per logged-in search)", lookup),
  row("startView", start),
  row("finishView (credit)", finish),
  row("buyFilter", buy),
  row(`balance over ${LEDGER_ROWS} ledger rows`, balance),
];
printTable(`rewards on ${url ? "PostgreSQL" : "PGlite"}: ${ACCOUNTS} accounts, ${CALLS} calls each`, rows);
writeResults(`rewards-${url ? "postgres" : "pglite"}`, { ACCOUNTS, CALLS, LEDGER_ROWS, rows });
await database.close();
