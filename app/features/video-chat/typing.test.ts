import { describe, expect, it } from "vitest";
import { createTypingSender } from "./typing.ts";

function harness() {
  let now = 0;
  const sent: boolean[] = [];
  const timers = new Map<number, { fn: () => void; at: number }>();
  let nextId = 1;
  const sender = createTypingSender({
    send: (typing) => sent.push(typing),
    now: () => now,
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { fn, at: now + ms });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.fn();
      }
    }
  };
  return { sender, sent, advance };
}

describe("typing status sender (issue 16)", () => {
  it("sends typing once, again at most every 2.5 s while typing, then false after 3 s idle", () => {
    const { sender, sent, advance } = harness();
    sender.input("h");
    for (let i = 0; i < 10; i++) {
      advance(200);
      sender.input("hello".slice(0, (i % 5) + 1));
    }
    // 2 s of typing: one message.
    expect(sent).toEqual([true]);
    advance(600);
    sender.input("hello!");
    expect(sent).toEqual([true, true]);
    advance(2999);
    expect(sent).toEqual([true, true]);
    advance(1);
    expect(sent).toEqual([true, true, false]);
  });

  it("emptying the box says stopped; sending the message says nothing more", () => {
    const { sender, sent, advance } = harness();
    sender.input("hi");
    sender.input("");
    expect(sent).toEqual([true, false]);
    sender.input("again");
    sender.sent();
    advance(10_000);
    expect(sent).toEqual([true, false, true]);
    // A new message starts a new typing notice at once.
    sender.input("n");
    expect(sent).toEqual([true, false, true, true]);
  });
});
