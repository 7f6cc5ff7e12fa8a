import { describe, expect, it } from "vitest";
import {
  type CoolOffRecord,
  coolOffMs,
  createCoolOffList,
  createMemoryCoolOffStore,
  DEFAULT_COOL_OFF,
  recordAbuse,
} from "./abuse-cooloff.ts";

const S = 1000;

/** Feeds abuse disconnections at the given times (ms) and returns the record after each. */
function run(times: number[]): CoolOffRecord[] {
  const out: CoolOffRecord[] = [];
  let record: CoolOffRecord | undefined;
  for (const at of times) {
    record = recordAbuse(record, at);
    out.push(record);
  }
  return out;
}

describe("abuse cool-off escalation (decision 060)", () => {
  it("starts a 5 s cool-off at the third abuse disconnection within 60 s, not before", () => {
    const [first, second, third] = run([0, 10 * S, 20 * S]);
    expect(first?.until).toBe(0);
    expect(second?.until).toBe(0);
    expect(third?.until).toBe(20 * S + 5 * S);
    expect(third?.level).toBe(1);
  });

  it("does not count abuse older than the window", () => {
    const records = run([0, 30 * S, 65 * S]);
    expect(records.at(-1)?.until).toBe(0);
    expect(records.at(-1)?.abuses).toEqual([30 * S, 65 * S]);
  });

  it("doubles the cool-off each time the address comes back and is cut off again, up to 60 s", () => {
    // An attacker's loop: cut off at once, comes back as soon as the cool-off ends.
    let record: CoolOffRecord | undefined;
    let now = 0;
    const lengths: number[] = [];
    for (let i = 0; i < 3; i++) {
      now += 100;
      record = recordAbuse(record, now);
    }
    lengths.push((record?.until ?? 0) - now);
    for (let i = 0; i < 6; i++) {
      now = (record?.until ?? 0) + 100;
      record = recordAbuse(record, now);
      lengths.push((record?.until ?? 0) - now);
    }
    expect(lengths).toEqual([5, 10, 20, 40, 60, 60, 60].map((s) => s * S));
  });

  it("does not extend a running cool-off with a socket cut off during it", () => {
    const records = run([0, 100, 200, 1 * S]);
    expect(records[2]?.until).toBe(200 + 5 * S);
    expect(records[3]?.until).toBe(200 + 5 * S);
    expect(records[3]?.level).toBe(1);
  });

  it("forgives an address after a quiet minute counted from the end of its cool-off", () => {
    const escalated = run([0, 100, 200, 5300]); // 5 s, then 10 s (ends at 15.3 s)
    const last = escalated.at(-1) as CoolOffRecord;
    expect(last.until).toBe(5300 + 10 * S);
    // One abuse 59 s after the end: not forgiven, so it alone starts the next length (20 s).
    const notYet = recordAbuse(last, last.until + 59 * S);
    expect(notYet).toMatchObject({ level: 3, until: last.until + 59 * S + 20 * S });
    // A minute after the end with nothing: back to nothing on record; one abuse alone is no cool-off.
    const forgiven = recordAbuse(last, last.until + 60 * S);
    expect(forgiven).toMatchObject({ level: 0, until: 0, abuses: [last.until + 60 * S] });
  });

  it("computes the lengths from the policy", () => {
    expect([0, 1, 2, 3, 4, 5, 40].map((level) => coolOffMs(level))).toEqual(
      [5, 10, 20, 40, 60, 60, 60].map((s) => s * S),
    );
    expect(coolOffMs(1, { ...DEFAULT_COOL_OFF, firstMs: 1000, maxMs: 1500 })).toBe(1500);
  });

  it("keeps one record per address in the memory store", async () => {
    const store = createMemoryCoolOffStore();
    expect(await store.abused("a", 0)).toBe(0);
    expect(await store.abused("b", 10)).toBe(0);
    expect(await store.abused("a", 20)).toBe(0);
    expect(await store.abused("a", 30)).toBe(30 + 5 * S);
    expect(await store.abused("b", 40)).toBe(0);
  });

  it("refuses an address in the list only while its cool-off lasts", () => {
    const list = createCoolOffList();
    expect(list.size).toBe(0);
    list.refuse("a", 5 * S);
    list.refuse("a", 4 * S); // an older, shorter notice does not shorten it
    expect(list.refusedFor("a", 1 * S)).toBe(4 * S);
    expect(list.refusedFor("b", 1 * S)).toBe(0);
    expect(list.refusedFor("a", 5 * S)).toBe(0);
    expect(list.size).toBe(0);
  });
});
