import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Logger } from "../logger.ts";
import { createDispatcher, createMetrics, type EventRow, ok } from "./events.ts";

type Context = { socketId: string; queue?: Promise<void>; signaling?: Promise<void> };

const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger;

function setup() {
  const seen: string[] = [];
  let finishSlow: () => void = () => {};
  const slowDone = new Promise<void>((resolve) => {
    finishSlow = resolve;
  });
  const row = (ordered: EventRow<Context>["ordered"], name: string, wait?: Promise<void>) =>
    ({
      schema: z.unknown(),
      ordered,
      async handle() {
        seen.push(`${name} start`);
        await wait;
        seen.push(`${name} end`);
        return ok();
      },
    }) as EventRow<Context>;
  const table = {
    setUt: row(true, "setUt", slowDone),
    search: row(true, "search"),
    offer: row("signaling", "offer"),
    candidate: row("signaling", "candidate"),
  };
  const dispatcher = createDispatcher<Context>(table, { logger, metrics: createMetrics() });
  return { dispatcher, seen, finishSlow };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("signaling events have their own lane (decision 055)", () => {
  it("an offer and its candidates are relayed while a slow ordered event is still running", async () => {
    const { dispatcher, seen, finishSlow } = setup();
    const context: Context = { socketId: "s1" };
    dispatcher.dispatch(context, "setUt", [{}, () => {}]);
    dispatcher.dispatch(context, "search", [{}, () => {}]);
    dispatcher.dispatch(context, "offer", [{}, () => {}]);
    dispatcher.dispatch(context, "candidate", [{}, () => {}]);
    await settle();
    expect(seen).toEqual(["setUt start", "offer start", "offer end", "candidate start", "candidate end"]);
    finishSlow();
    await settle();
    expect(seen.slice(5)).toEqual(["setUt end", "search start", "search end"]);
    expect(context.queue).toBeUndefined();
    expect(context.signaling).toBeUndefined();
  });

  it("signaling events keep their order among themselves", async () => {
    const { dispatcher, seen } = setup();
    const context: Context = { socketId: "s1" };
    for (let i = 0; i < 3; i += 1) {
      dispatcher.dispatch(context, "offer", [{}, () => {}]);
      dispatcher.dispatch(context, "candidate", [{}, () => {}]);
    }
    await settle();
    expect(seen.filter((step) => step.endsWith("start"))).toEqual([
      "offer start",
      "candidate start",
      "offer start",
      "candidate start",
      "offer start",
      "candidate start",
    ]);
  });
});
