// Where idle sockets' heap goes: heap snapshots of the bench server before and after N idle sockets,
// self size aggregated by (node type, constructor/closure name), largest growth first.
//   node bench/support/snapshot-diff.ts          (SOCKETS=2000, BENCH_MODE=bare for the floor)
import { readFileSync } from "node:fs";
import { openIdleClients, sleep, startServer } from "./lib.ts";

const total = Number(process.env.SOCKETS ?? "2000");

type Snapshot = {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

function aggregate(file: string): Map<string, { size: number; count: number }> {
  const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const types = snap.snapshot.meta.node_types[0];
  const out = new Map<string, { size: number; count: number }>();
  // First retainer of every node (by node index), so a child can be billed as "child <- parent.edge".
  const edgeWidth = snap.snapshot.meta.edge_fields.length;
  const edgeTypes = snap.snapshot.meta.edge_types[0];
  const countAt = fields.indexOf("edge_count");
  const parent = new Int32Array(snap.nodes.length / width).fill(-1);
  const parentEdge: string[] = [];
  let e = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const count = snap.nodes[i + countAt] ?? 0;
    for (let k = 0; k < count; k++, e += edgeWidth) {
      const to = (snap.edges[e + 2] ?? 0) / width;
      const et = edgeTypes[snap.edges[e] ?? 0];
      if (et === "weak" || et === "shortcut") continue;
      if (parent[to] === -1) {
        parent[to] = i / width;
        const nameOrIndex = snap.edges[e + 1] ?? 0;
        parentEdge[to] =
          et === "element" || et === "hidden" ? `[${nameOrIndex}]` : (snap.strings[nameOrIndex] ?? "?");
      }
    }
  }
  const label = (n: number) => {
    const t = types[snap.nodes[n * width + typeAt] ?? 0] ?? "?";
    const nm = snap.strings[snap.nodes[n * width + nameAt] ?? 0] ?? "?";
    return `${t}:${nm.slice(0, 40)}`;
  };
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt] ?? 0] ?? "?";
    let name = snap.strings[snap.nodes[i + nameAt] ?? 0] ?? "?";
    if (type === "string" || type === "concatenated string" || type === "sliced string") name = "";
    if (name.length > 60) name = `${name.slice(0, 60)}…`;
    const n = i / width;
    const p = parent[n] ?? -1;
    const pp = p >= 0 ? (parent[p] ?? -1) : -1;
    const key = process.env.BY_PARENT
      ? `${type}:${name} <- ${p >= 0 ? `${label(p)}.${parentEdge[n]}` : "root"}${pp >= 0 && process.env.BY_PARENT === "2" ? ` <- ${label(pp)}.${parentEdge[p]}` : ""}`
      : `${type}:${name}`;
    const entry = out.get(key) ?? { size: 0, count: 0 };
    entry.size += snap.nodes[i + sizeAt] ?? 0;
    entry.count += 1;
    out.set(key, entry);
  }
  return out;
}

const server = await startServer({});
// Warm up with one short-lived batch, so lazily created module state is not billed to the sockets.
await (await openIdleClients(server.url, 50, 1)).close();
await sleep(1000);
const before = (await server.request("snapshot")).file as unknown as string;
const clients = await openIdleClients(server.url, total, 1);
await sleep(1500);
const after = (await server.request("snapshot")).file as unknown as string;
await clients.close();
await server.close();
const a = aggregate(before);
const b = aggregate(after);
const rows = [...b.entries()]
  .map(([key, v]) => {
    const base = a.get(key) ?? { size: 0, count: 0 };
    return {
      key,
      bytesPerSocket: (v.size - base.size) / total,
      countPerSocket: (v.count - base.count) / total,
    };
  })
  .filter((r) => r.bytesPerSocket > 20)
  .sort((x, y) => y.bytesPerSocket - x.bytesPerSocket);
let sum = 0;
for (const r of rows) sum += r.bytesPerSocket;
for (const r of rows.slice(0, 70)) {
  console.log(
    `${r.bytesPerSocket.toFixed(0).padStart(6)} B  ${r.countPerSocket.toFixed(2).padStart(6)}×  ${r.key}`,
  );
}
console.log(`total (rows > 20 B): ${(sum / 1024).toFixed(2)} KB per socket`);
