// (b) Matchmaking under load (issue 5): search -> addPeer latency at a steady search rate, memory vs
// Redis matchmaking, one node vs two. Server(s) run in their own processes (support/server.ts); this
// process is the load generator. Each socket searches once (matched pairs stay matched, as people
// chatting do), so the rate is exactly RATE new searches per second for DURATION_S seconds.
//
//   npm run bench:matchmaking-load        # RATES=200,1000 DURATION_S=5 RUNS=2; Redis at REDIS_URL
//
// Reported per scenario: latency of every search (includes waiting for the next searcher to arrive:
// at 200/s they arrive every 5 ms) and of the searches that completed a pair (askForConnection: the
// newcomer, i.e. pure server + network time).
import { SERVER_ACTIONS, type ServerMessage } from "#common/protocol/index.ts";
import { closeClients, openClients } from "./support/clients.ts";
import { type BenchServer, printTable, quantile, sleep, startServer, writeResults } from "./support/lib.ts";

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const rates = (process.env.RATES ?? "200,1000").split(",").map(Number);
const durationS = Number(process.env.DURATION_S ?? "5");
const runs = Number(process.env.RUNS ?? "2");
const scenarios = (process.env.SCENARIOS ?? "memory-1,redis-1,redis-2").split(",");

async function scenario(name: string, rate: number, run: number) {
  const [kind, nodesText] = name.split("-");
  const nodes = Number(nodesText ?? "1");
  const prefix = `bench-mm-${process.pid}-${name}-${rate}-${run}`;
  const servers: BenchServer[] = [];
  for (let i = 0; i < nodes; i++) {
    servers.push(
      await startServer(
        kind === "redis"
          ? { BENCH_REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: prefix, BENCH_NODE_ID: `${prefix}-n${i}` }
          : {},
      ),
    );
  }
  const count = rate * durationS;
  const clients = await openClients(
    servers.map((s) => s.url),
    count,
    prefix,
  );
  await sleep(500);
  for (const s of servers) await s.request("eldReset");
  const sentAt = new Float64Array(count);
  const all: number[] = [];
  const completing: number[] = [];
  let errors = 0;
  let matched = 0;
  const done = new Promise<void>((resolve) => {
    clients.forEach((client, i) => {
      client.onMessage = (m: ServerMessage) => {
        if (m.action !== SERVER_ACTIONS.addPeer || client.onMessage === undefined) return;
        const ms = performance.now() - (sentAt[i] ?? 0);
        all.push(ms);
        if (m.askForConnection) completing.push(ms);
        client.onMessage = undefined;
        matched += 1;
        if (matched >= count - 1) resolve();
      };
    });
  });
  // Paced by the clock (not by setInterval ticks): a late tick sends what is due.
  const start = performance.now();
  let sent = 0;
  while (sent < count) {
    const due = Math.min(count, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      sentAt[sent] = performance.now();
      clients[sent]?.socket.emit("searchRemoteUser", (ack: { ok: boolean }) => {
        if (!ack.ok) errors += 1;
      });
    }
    await sleep(1);
  }
  const sendS = (performance.now() - start) / 1000;
  await Promise.race([done, sleep(10_000)]);
  const eld = await Promise.all(servers.map((s) => s.request("eld")));
  closeClients(clients);
  await sleep(300);
  for (const s of servers) await s.close();
  return {
    scenario: name,
    rate,
    run,
    searches: count,
    achievedRate: count / sendS,
    matched,
    errors,
    p50Ms: quantile(all, 0.5),
    p99Ms: quantile(all, 0.99),
    maxMs: quantile(all, 1),
    completingP50Ms: quantile(completing, 0.5),
    completingP99Ms: quantile(completing, 0.99),
    serverEldP99Ms: Math.max(...eld.map((e) => e.p99Ms ?? 0)),
  };
}

const rows = [];
for (const name of scenarios) {
  for (const rate of rates) {
    for (let run = 1; run <= runs; run++) {
      const row = await scenario(name, rate, run);
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
}
printTable(
  "(b) search -> addPeer latency (goal p99 <= 20 ms at 200/s, <= 50 ms at 1,000/s across two nodes)",
  rows,
);
writeResults("matchmaking-load", { durationS, rows });
