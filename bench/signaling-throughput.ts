// (c) Signaling relay throughput per process (issue 5): matched pairs send ICE candidates to each
// other through one server process (support/server.ts); this process counts what arrives. Each socket
// sends its full per-socket ICE budget (200 per 10 s, the rate limit) with up to WINDOW in flight, so
// nothing is refused and every message goes through validation, the match check and the relay.
//
//   npm run bench:signaling               # PAIRS=300 PER_SOCKET=150 RUNS=2; SCENARIOS=memory,redis
import { SERVER_ACTIONS, type ServerMessage } from "#common/protocol/index.ts";
import { closeClients, type LoadClient, openClients } from "./support/clients.ts";
import { printTable, sleep, startServer, writeResults } from "./support/lib.ts";

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const pairs = Number(process.env.PAIRS ?? "300");
const perSocket = Number(process.env.PER_SOCKET ?? "150");
const windowSize = Number(process.env.WINDOW ?? "8");
const runs = Number(process.env.RUNS ?? "2");
const scenarios = (process.env.SCENARIOS ?? "memory,redis").split(",");

const candidate = {
  candidate: "candidate:842163049 1 udp 1677729535 192.0.2.10 46154 typ srflx raddr 0.0.0.0 rport 0",
  sdpMid: "0",
  sdpMLineIndex: 0,
};

async function scenario(kind: string, run: number) {
  const prefix = `bench-sig-${process.pid}-${kind}-${run}`;
  const server = await startServer(
    kind === "redis" ? { BENCH_REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: prefix, BENCH_NODE_ID: prefix } : {},
  );
  const clients = await openClients([server.url], pairs * 2, prefix);
  // Pair them: search in order, so consecutive sockets meet.
  const peers = new Map<LoadClient, { matchId: string; peerId: string }>();
  for (const client of clients) {
    client.onMessage = (m: ServerMessage) => {
      if (m.action === SERVER_ACTIONS.addPeer) peers.set(client, { matchId: m.matchId, peerId: m.id });
    };
  }
  for (const c of clients) {
    c.socket.emit("searchRemoteUser", () => undefined);
    await sleep(0);
  }
  for (let waited = 0; peers.size < clients.length && waited < 10_000; waited += 20) await sleep(20);

  let received = 0;
  let refused = 0;
  const expected = clients.length * perSocket;
  let finish: () => void = () => undefined;
  const allReceived = new Promise<void>((resolve) => {
    finish = resolve;
  });
  for (const c of clients) {
    c.onMessage = (m: ServerMessage) => {
      if (m.action !== SERVER_ACTIONS.addIceCandidate) return;
      received += 1;
      if (received + refused >= expected) finish();
    };
  }
  await server.request("eldReset");
  const start = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      const target = peers.get(c);
      if (!target) return;
      let sent = 0;
      const lane = async () => {
        while (sent < perSocket) {
          sent += 1;
          const ack = (await c.socket.emitWithAck("transmitICECandidate", {
            ...target,
            iceCandidate: candidate,
          })) as { ok: boolean };
          if (!ack.ok) {
            refused += 1;
            if (received + refused >= expected) finish();
          }
        }
      };
      await Promise.all(Array.from({ length: windowSize }, lane));
    }),
  );
  await Promise.race([allReceived, sleep(10_000)]);
  const seconds = (performance.now() - start) / 1000;
  const eld = await server.request("eld");
  const cpu = await server.request("cpu");
  closeClients(clients);
  await sleep(300);
  await server.close();
  const serverCpuS = ((cpu.userMs ?? 0) + (cpu.systemMs ?? 0)) / 1000;
  return {
    scenario: kind,
    run,
    sockets: clients.length,
    sent: expected,
    relayed: received,
    refused,
    seconds,
    messagesPerS: received / seconds,
    serverCpuPct: (serverCpuS / seconds) * 100,
    perServerCpuS: received / serverCpuS,
    serverEldP99Ms: eld.p99Ms ?? 0,
  };
}

const rows = [];
for (const kind of scenarios) {
  for (let run = 1; run <= runs; run++) {
    const row = await scenario(kind, run);
    rows.push(row);
    console.log(JSON.stringify(row));
  }
}
printTable("(c) signaling relay throughput, one server process (goal >= 10,000 messages/s)", rows);
writeResults("signaling-throughput", { pairs, perSocket, window: windowSize, rows });
