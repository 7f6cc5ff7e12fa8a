import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createMemoryMatchmaking } from "./memory.ts";
import { createRedisMatchmaking } from "./redis.ts";
import { DEFAULT_PAIRING_OPTIONS } from "./rules.ts";
import type { EndOptions, EndResult, Match, Matchmaking, SearchEntry } from "./types.ts";

/**
 * Issue 17: a model-based test of matchmaking on both implementations (memory always; Redis with two
 * nodes when TEST_REDIS_URL is set). fast-check draws random sequences of what the video chat does —
 * search, next, stop, disconnect, a dropped connection and its resume, report, ban, updateUserData,
 * the periodic re-pairing, time passing, and (Redis) a node dying — and after EVERY step the real state
 * is read back and checked against the model:
 *   - never a self match (same socket or same ident), never a reported pair;
 *   - never a double match: a user is in at most one match and never queued while matched;
 *   - every match symmetric: each side's matchOf names the same match;
 *   - nobody stranded: everyone who wants to chat is queued or matched; nobody who left, stopped,
 *     was banned or whose node died is queued or matched (after the reaper ran);
 *   - after a re-pairing with widened filters, no two waiting users could have been paired.
 * How many operations: MODEL_OPS (default 1,000 per implementation in `npm test`);
 * `MODEL_OPS=100000 npx vitest run server/realtime/matchmaking/model.integration.test.ts` is the issue's
 * run (figures in bench/README.md).
 */
const OPS = Number(process.env.MODEL_OPS ?? 1000);
const MAX_COMMANDS = 60;
const RESUME_WINDOW_MS = 25_000;

type Status = "idle" | "active" | "stopped" | "suspended" | "gone";
type User = {
  id: string;
  ident: string;
  node: number;
  lang: string | undefined;
  status: Status;
  until?: number;
};
type Model = {
  users: Map<string, User>;
  blocked: Set<string>;
  banned: Set<string>;
  deadNodes: Set<number>;
  nodeCount: number;
  seq: number;
};
type Real = { nodes: Matchmaking[]; clock: { now: number }; ops: { count: number } };

const blockKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const LANGS = [undefined, "pt", "en", "pt-BR"];

function entryOf(user: User): SearchEntry {
  return {
    userId: user.id,
    ident: user.ident,
    userData: { ident: user.ident, cameraEnabled: true, ...(user.lang ? { lang: user.lang } : {}) },
  };
}

/** Users who can act (alive node, not gone, not banned). */
const live = (m: Model) =>
  [...m.users.values()].filter(
    (u) => u.status !== "gone" && !m.deadNodes.has(u.node) && !m.banned.has(u.ident),
  );
const aliveNode = (m: Model, r: Real): Matchmaking => {
  for (let n = 0; n < m.nodeCount; n += 1) if (!m.deadNodes.has(n)) return r.nodes[n] as Matchmaking;
  throw new Error("no node alive");
};

/** The peer of `userId` is requeued by an end, unless its connection is down too (then forgotten). */
function peerAfterEnd(m: Model, ended: Match | null, userId: string) {
  if (!ended) return;
  const peerId = ended.offerer.userId === userId ? ended.answerer.userId : ended.offerer.userId;
  const peer = m.users.get(peerId);
  if (!peer) throw new Error(`unknown peer ${peerId}`);
  peer.status = peer.status === "suspended" ? "gone" : "active";
}

function checkFormed(m: Model, formed: Match[]) {
  for (const match of formed) {
    for (const side of [match.offerer, match.answerer]) {
      const user = m.users.get(side.userId);
      if (user?.status !== "active")
        throw new Error(`matched ${side.userId} whose status is ${user?.status}`);
    }
  }
}

/** Reads the whole real state back and checks every invariant. */
async function checkInvariants(m: Model, r: Real) {
  const mm = aliveNode(m, r);
  const waiting = await mm.waiting();
  const queued = new Set<string>();
  for (const w of waiting) {
    if (queued.has(w.userId)) throw new Error(`${w.userId} queued twice`);
    queued.add(w.userId);
  }
  // All reads at once: one round trip's worth of waiting (ioredis pipelines them), not one per user.
  const users = [...m.users.values()];
  const matches = await Promise.all(users.map((user) => mm.matchOf(user.id)));
  const matchOfUser = new Map<string, Match | null>(users.map((user, i) => [user.id, matches[i] ?? null]));
  const sideOf = new Map<string, string>();
  for (const user of m.users.values()) {
    const match = matchOfUser.get(user.id) ?? null;
    const inQueue = queued.has(user.id);
    if (inQueue && match) throw new Error(`${user.id} queued while matched`);
    switch (user.status) {
      case "active":
        if (!inQueue && !match)
          throw new Error(`${user.id} stranded: wants to chat, neither queued nor matched`);
        break;
      case "suspended":
        if (!match) throw new Error(`${user.id} suspended but its match is gone`);
        break;
      default:
        if (inQueue || match)
          throw new Error(`${user.id} (${user.status}) still ${inQueue ? "queued" : "matched"}`);
    }
    if (!match) continue;
    const { offerer, answerer } = match;
    if (offerer.userId === answerer.userId || offerer.ident === answerer.ident)
      throw new Error(`self match ${match.matchId}`);
    if (offerer.userId !== user.id && answerer.userId !== user.id)
      throw new Error(`${user.id}'s match ${match.matchId} does not include it`);
    const peerId = offerer.userId === user.id ? answerer.userId : offerer.userId;
    if (matchOfUser.get(peerId)?.matchId !== match.matchId)
      throw new Error(`asymmetric match ${match.matchId}: ${peerId} is not in it`);
    if (m.blocked.has(blockKey(offerer.ident, answerer.ident)))
      throw new Error(`reported pair ${offerer.ident}/${answerer.ident} matched`);
    const previous = sideOf.get(user.id);
    if (previous !== undefined && previous !== match.matchId) throw new Error(`${user.id} in two matches`);
    sideOf.set(user.id, match.matchId);
  }
  for (const w of waiting) if (!m.users.has(w.userId)) throw new Error(`unknown user ${w.userId} queued`);
}

type Cmd = fc.AsyncCommand<Model, Real>;

abstract class UserCommand implements Cmd {
  readonly pick: number;
  constructor(pick: number) {
    this.pick = pick;
  }
  user(m: Model): User | undefined {
    const users = live(m);
    return users.length === 0 ? undefined : users[this.pick % users.length];
  }
  check(m: Model) {
    return this.user(m) !== undefined;
  }
  async run(m: Model, r: Real) {
    const user = this.user(m) as User;
    await this.act(m, r, user, r.nodes[user.node] as Matchmaking);
    r.ops.count += 1;
    await checkInvariants(m, r);
  }
  abstract act(m: Model, r: Real, user: User, mm: Matchmaking): Promise<void>;
  toString() {
    return `${this.constructor.name}(${this.pick})`;
  }
}

class Connect implements Cmd {
  readonly node: number;
  readonly lang: number;
  readonly sameIdentAs: number | null;
  constructor(node: number, lang: number, sameIdentAs: number | null) {
    this.node = node;
    this.lang = lang;
    this.sameIdentAs = sameIdentAs;
  }
  check(m: Model) {
    return live(m).length < 16;
  }
  async run(m: Model, r: Real) {
    m.seq += 1;
    const id = `u${m.seq}`;
    const others = live(m);
    const twin =
      this.sameIdentAs !== null && others.length > 0 ? others[this.sameIdentAs % others.length] : null;
    let node = this.node % m.nodeCount;
    while (m.deadNodes.has(node)) node = (node + 1) % m.nodeCount;
    m.users.set(id, { id, ident: twin?.ident ?? `i${m.seq}`, node, lang: LANGS[this.lang], status: "idle" });
    r.ops.count += 1;
  }
  toString() {
    return `Connect(${this.node},${this.lang},${this.sameIdentAs})`;
  }
}

class Search extends UserCommand {
  override check(m: Model) {
    const user = this.user(m);
    return user !== undefined && user.status !== "suspended";
  }
  async act(m: Model, _r: Real, user: User, mm: Matchmaking) {
    const before = user.status;
    user.status = "active";
    const result = await mm.search(entryOf(user));
    if (result.state === "gone") throw new Error("search: gone");
    if (result.state === "matched" && result.created) checkFormed(m, [result.match]);
    if (result.state === "matched" && !result.created && before !== "active")
      throw new Error(`${user.id} (${before}) was still in a match`);
  }
}

class End extends UserCommand {
  readonly kind: "next" | "stop" | "disconnect";
  constructor(pick: number, kind: "next" | "stop" | "disconnect") {
    super(pick);
    this.kind = kind;
  }
  override check(m: Model) {
    const user = this.user(m);
    return user !== undefined && user.status !== "suspended";
  }
  async act(m: Model, _r: Real, user: User, mm: Matchmaking) {
    const self: EndOptions["self"] =
      this.kind === "next" ? "requeue" : this.kind === "stop" ? "withdraw" : "forget";
    user.status = this.kind === "next" ? "active" : this.kind === "stop" ? "stopped" : "gone";
    const result = await mm.end(user.id, { reason: this.kind, self });
    peerAfterEnd(m, result.ended, user.id);
    checkFormed(m, result.formed);
    // The video chat's `next` outside a match makes sure the user searches (service.ts).
    if (this.kind === "next" && !result.ended) {
      const searched = await mm.search(entryOf(user));
      if (searched.state === "matched" && searched.created) checkFormed(m, [searched.match]);
    }
  }
  override toString() {
    return `End(${this.pick},${this.kind})`;
  }
}

class Report extends UserCommand {
  override check(m: Model) {
    const user = this.user(m);
    return user !== undefined && user.status === "active";
  }
  async act(m: Model, _r: Real, user: User, mm: Matchmaking) {
    const match = await mm.matchOf(user.id);
    if (!match) return;
    const peer = match.offerer.userId === user.id ? match.answerer : match.offerer;
    m.blocked.add(blockKey(user.ident, peer.ident));
    const result = await mm.end(user.id, {
      reason: "report",
      matchId: match.matchId,
      self: "requeue",
      block: true,
    });
    peerAfterEnd(m, result.ended, user.id);
    checkFormed(m, result.formed);
  }
}

/** A ban disconnects every socket of the ident; it never searches again. */
class Ban extends UserCommand {
  async act(m: Model, _r: Real, user: User) {
    m.banned.add(user.ident);
    for (const other of [...m.users.values()]) {
      if (other.ident !== user.ident || other.status === "gone" || m.deadNodes.has(other.node)) continue;
      const mm = _r.nodes[other.node] as Matchmaking;
      if (other.status === "suspended") continue; // its socket is already gone; the reaper ends it
      other.status = "gone";
      const result = await mm.end(other.id, { reason: "disconnect", self: "forget" });
      peerAfterEnd(m, result.ended, other.id);
      checkFormed(m, result.formed);
    }
  }
}

/** The connection dropped (issue 16): a match waits for a resume; otherwise the user is forgotten. */
class Drop extends UserCommand {
  override check(m: Model) {
    const user = this.user(m);
    return user !== undefined && user.status !== "suspended";
  }
  async act(_m: Model, r: Real, user: User, mm: Matchmaking) {
    const until = r.clock.now + RESUME_WINDOW_MS;
    const match = await mm.suspend(user.id, until);
    if (match) {
      user.status = "suspended";
      user.until = until;
    } else {
      user.status = "gone";
    }
  }
}

/** A new socket of the same browser takes over a suspended side. */
class Resume extends UserCommand {
  override user(m: Model) {
    const users = live(m).filter((u) => u.status === "suspended");
    return users.length === 0 ? undefined : users[this.pick % users.length];
  }
  async act(m: Model, r: Real, user: User, mm: Matchmaking) {
    const match = await mm.matchOf(user.id);
    if (!match) throw new Error(`${user.id} suspended without a match`);
    m.seq += 1;
    const fresh: User = { ...user, id: `u${m.seq}`, status: "active" };
    delete fresh.until;
    m.users.set(fresh.id, fresh);
    const result = await mm.resume({
      matchId: match.matchId,
      previousUserId: user.id,
      entry: entryOf(fresh),
    });
    if (result.state !== "resumed") throw new Error(`resume refused: ${result.reason}`);
    user.status = "gone";
    void r;
  }
}

class Update extends UserCommand {
  readonly lang: number;
  constructor(pick: number, lang: number) {
    super(pick);
    this.lang = lang;
  }
  override check(m: Model) {
    const user = this.user(m);
    return user !== undefined && user.status !== "suspended";
  }
  async act(m: Model, _r: Real, user: User, mm: Matchmaking) {
    user.lang = LANGS[this.lang];
    const formed = await mm.update(entryOf(user));
    if (formed) checkFormed(m, [formed]);
  }
  override toString() {
    return `Update(${this.pick},${this.lang})`;
  }
}

/** Time passes, the reaper and the re-pairing run (as the 1 s timer does), filters widen. */
class Tick implements Cmd {
  readonly ms: number;
  constructor(ms: number) {
    this.ms = ms;
  }
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    r.clock.now += this.ms;
    const mm = aliveNode(m, r);
    await reapAll(m, r, mm);
    const formed = await mm.pairWaiting();
    checkFormed(m, formed);
    r.ops.count += 1;
    await checkInvariants(m, r);
    // With every filter widened, nobody waits while a compatible partner waits.
    if (this.ms >= DEFAULT_PAIRING_OPTIONS.widenAfterMs) {
      const waiting = await mm.waiting();
      for (const a of waiting)
        for (const b of waiting)
          if (a.userId < b.userId && a.ident !== b.ident && !m.blocked.has(blockKey(a.ident, b.ident)))
            throw new Error(`${a.userId} and ${b.userId} both wait though compatible`);
    }
  }
  toString() {
    return `Tick(${this.ms})`;
  }
}

async function reapAll(m: Model, r: Real, mm: Matchmaking) {
  // The model first: who the reaper must free (resume windows passed, users of dead nodes).
  const results: EndResult[] = await mm.reap();
  for (const user of m.users.values()) {
    const expired = user.status === "suspended" && (user.until ?? 0) <= r.clock.now;
    if (!expired) continue;
    user.status = "gone";
  }
  for (const result of results) {
    if (!result.ended) continue;
    for (const side of [result.ended.offerer, result.ended.answerer]) {
      const user = m.users.get(side.userId);
      if (user && user.status === "suspended") user.status = "gone";
      if (user && user.status === "active" && m.deadNodes.has(user.node)) user.status = "gone";
    }
  }
  for (const result of results) {
    if (!result.ended) continue;
    for (const side of [result.ended.offerer, result.ended.answerer]) {
      const user = m.users.get(side.userId);
      // The partner of a freed user is requeued (its status stays "active").
      if (user && user.status !== "gone" && user.status !== "active")
        throw new Error(`reaped ${user.id} in status ${user.status}`);
    }
    checkFormed(m, result.formed);
  }
}

/** Redis: a node dies without a word; another node's reaper frees its users. */
class NodeDeath implements Cmd {
  check(m: Model) {
    return m.nodeCount > 1 && m.deadNodes.size === 0;
  }
  async run(m: Model, r: Real) {
    const dead = m.nodeCount - 1;
    m.deadNodes.add(dead);
    await (r.nodes[dead] as Matchmaking).close();
    for (const user of m.users.values())
      if (user.node === dead && user.status !== "gone") user.status = "gone";
    const mm = aliveNode(m, r);
    // Their partners are freed by the reaper; until then they are "active" or "suspended" in a match
    // with a dead user, which the reaper ends now.
    const results = await mm.reap();
    for (const result of results) {
      if (!result.ended) continue;
      for (const side of [result.ended.offerer, result.ended.answerer]) {
        const user = m.users.get(side.userId);
        if (user?.status === "suspended") user.status = "gone";
      }
      checkFormed(m, result.formed);
    }
    r.ops.count += 1;
    await checkInvariants(m, r);
  }
  toString() {
    return "NodeDeath";
  }
}

const commands = (withNodes: boolean) => {
  const list: Array<fc.Arbitrary<Cmd>> = [
    fc
      .tuple(fc.nat(), fc.nat(LANGS.length - 1), fc.option(fc.nat(), { freq: 8 }))
      .map(([node, lang, twin]) => new Connect(node, lang, twin)),
    fc.nat().map((pick) => new Search(pick)),
    fc
      .tuple(fc.nat(), fc.constantFrom("next", "stop", "disconnect" as const))
      .map(([pick, kind]) => new End(pick, kind)),
    fc.nat().map((pick) => new Report(pick)),
    fc.nat().map((pick) => new Drop(pick)),
    fc.nat().map((pick) => new Resume(pick)),
    fc.tuple(fc.nat(), fc.nat(LANGS.length - 1)).map(([pick, lang]) => new Update(pick, lang)),
    fc
      .constantFrom(100, 1000, DEFAULT_PAIRING_OPTIONS.widenAfterMs, RESUME_WINDOW_MS + 1)
      .map((ms) => new Tick(ms)),
  ];
  // Bans are rarer than the rest.
  list.push(
    fc
      .nat()
      .filter((n) => n % 4 === 0)
      .map((pick) => new Ban(pick)),
  );
  if (withNodes) list.push(fc.constant(new NodeDeath()));
  return list;
};

// ------------------------------------------------------------------------------------------------

const redisUrl = process.env.TEST_REDIS_URL;
type Setup = {
  nodes: number;
  create(clock: { now: number }): Promise<{ nodes: Matchmaking[]; close(): Promise<void> }>;
};
const implementations: Array<[string, Setup]> = [
  [
    "memory",
    {
      nodes: 1,
      create: async (clock) => ({
        nodes: [createMemoryMatchmaking({ clock: { now: () => clock.now } })],
        close: async () => {},
      }),
    },
  ],
];
if (redisUrl) {
  implementations.push([
    "redis (two nodes)",
    {
      nodes: 2,
      async create(clock) {
        // One prefix and two connections per run, all removed when the run ends (a run opens
        // thousands of them otherwise: Redis allows 10,000 clients).
        const prefix = `test:mm-model:${randomBytes(4).toString("hex")}`;
        const nodes: Matchmaking[] = [];
        const runClients: Redis[] = [];
        for (const nodeId of ["node-a", "node-b"]) {
          const client = new Redis(redisUrl, { lazyConnect: true });
          await client.connect();
          runClients.push(client);
          nodes.push(
            createRedisMatchmaking({ redis: client, nodeId, prefix, clock: { now: () => clock.now } }),
          );
        }
        return {
          nodes,
          async close() {
            const [client] = runClients;
            if (client) {
              const keys = await client.keys(`${prefix}:*`);
              if (keys.length > 0) await client.del(...keys);
            }
            await Promise.all(runClients.map((c) => c.quit().catch(() => c.disconnect())));
          },
        };
      },
    },
  ]);
}

describe.each(implementations)("matchmaking model: %s", (name, setup) => {
  it(
    `${OPS} random operations keep every invariant`,
    async () => {
      const ops = { count: 0 };
      const started = Date.now();
      let runs = 0;
      // Chunks of runs until the operations actually executed (commands whose precondition held)
      // reach OPS.
      while (ops.count < OPS) {
        await fc.assert(
          fc.asyncProperty(
            fc.commands(commands(setup.nodes > 1), { maxCommands: MAX_COMMANDS, size: "max" }),
            async (cmds) => {
              runs += 1;
              const clock = { now: 1_000_000 };
              const { nodes, close } = await setup.create(clock);
              const model: Model = {
                users: new Map(),
                blocked: new Set(),
                banned: new Set(),
                deadNodes: new Set(),
                nodeCount: setup.nodes,
                seq: 0,
              };
              try {
                await fc.asyncModelRun(() => ({ model, real: { nodes, clock, ops } }), cmds);
              } finally {
                await Promise.all(
                  nodes.map((node, i) => (model.deadNodes.has(i) ? undefined : node.close())),
                );
                await close();
              }
            },
          ),
          {
            numRuns: Math.max(1, Math.min(200, Math.ceil((OPS - ops.count) / (MAX_COMMANDS / 2)))),
            endOnFailure: process.env.MODEL_SHRINK !== "1",
          },
        );
      }
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(
        `matchmaking model (${name}): ${ops.count} operations in ${runs} runs, ${seconds.toFixed(1)} s\n`,
      );
      expect(ops.count).toBeGreaterThan(0);
    },
    // 100,000 operations on Redis under a loaded box took longer than 10 ms each (bench/README.md).
    120_000 + OPS * 30,
  );
});
