import type { z } from "zod";
import { type AckResult, ERROR_CODES, type ErrorCode } from "#common/protocol/index.ts";
import type { Logger } from "../logger.ts";
import type { Metrics as PromMetrics } from "../metrics.ts";
import type { RateLimiter } from "../rate-limit.ts";

/**
 * The one way a socket event is handled (CONVENTIONS habit 3: validate -> act -> ack -> notify):
 *   1. rate limit (per socket, before any work, so a flood costs a counter bump);
 *   2. size cap and zod safeParse; an invalid payload gets `{ ok: false, error: "invalidPayload" }` if
 *      the caller passed an ack callback, else it is dropped and counted;
 *   3. act (the handler);
 *   4. ack the caller;
 *   5. notify others (the handler's `notify`, run after the ack).
 * Nothing a client sends can crash the process or leave an unhandled rejection: every step is inside
 * one try/catch, and a failure is logged, counted and acked as `internal`.
 *
 * Ordered events run one after another per socket (a promise chain), so "search then disconnect" is
 * never seen as "disconnect then search" by the matchmaking.
 */
export type Outcome = {
  ack: AckResult<Record<string, unknown>>;
  /** Messages to other sockets, sent after the ack. Must not throw; it is awaited but not retried. */
  notify?: () => void;
};

export const ok = (result: Record<string, unknown> = {}, notify?: () => void): Outcome =>
  notify ? { ack: { ok: true, ...result }, notify } : { ack: { ok: true, ...result } };

export const fail = (error: ErrorCode, extra: { retryAfterMs?: number } = {}): Outcome => ({
  ack: { ok: false, error, ...extra },
});

export type EventSpec<S extends z.ZodType, C> = {
  schema: S;
  /** Checked before validation. */
  limiter?: RateLimiter | undefined;
  /**
   * Serialized with the socket's other ordered events (default true). "signaling": serialized only
   * with the socket's other signaling events (decision 055: an offer or a candidate is relayed at
   * once, not after a token check or a search that happens to be in the socket's queue; the relay
   * checks the sender's current match itself).
   */
  ordered?: boolean | "signaling";
  /**
   * Cap on the serialized payload in characters, for events without binary parts: the schemas bound
   * every field they know, this bounds the keys they would strip.
   */
  maxChars?: number;
  handle(payload: z.output<S>, context: C): Promise<Outcome> | Outcome;
};

/** One row of an event table: the schema's type is checked where the row is written (`event`). */
export type EventRow<C> = EventSpec<z.ZodType, C>;

/** Writes one row of an event table, checking the handler against the row's schema. */
export const eventRow =
  <C>() =>
  <S extends z.ZodType>(spec: EventSpec<S, C>): EventRow<C> =>
    spec as unknown as EventRow<C>;

export type Counters = Record<string, number>;

export type Metrics = {
  inc(name: string, by?: number): void;
  snapshot(): Counters;
  /** Seconds from a search to its match (Prometheus histogram when exported). */
  observeTimeToMatch?(seconds: number): void;
};

/**
 * Counters by name, mirrored into the node's Prometheus metrics (server/metrics.ts) when given, so
 * handlers count once and /metrics shows the same figures.
 */
export function createMetrics(prom?: PromMetrics): Metrics {
  const counters: Counters = {};
  const mirror: Record<string, (by: number) => void> = prom
    ? {
        matches: (by) => prom.matchesTotal.inc(by),
        signalingRelayed: (by) => prom.signaling.inc({ result: "relayed" }, by),
        signalingRefused: (by) => prom.signaling.inc({ result: "dropped" }, by),
        rtcExceptions: (by) => prom.rtcExceptions.inc(by),
      }
    : {};
  return {
    inc(name, by = 1) {
      counters[name] = (counters[name] ?? 0) + by;
      mirror[name]?.(by);
      if (prom && name.startsWith("invalidPayload:")) {
        prom.droppedPayloads.inc({ event: name.slice("invalidPayload:".length) }, by);
      }
    },
    snapshot: () => ({ ...counters }),
    observeTimeToMatch: (seconds) => prom?.timeToMatch.observe(seconds),
  };
}

export const DEFAULT_MAX_CHARS = 32 * 1024;

function serializedLength(payload: unknown): number {
  if (payload === undefined) return 0;
  try {
    return JSON.stringify(payload)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** What the dispatcher keeps per socket: its id and, while ordered work is pending, its queue. */
export type DispatchContext = {
  socketId: string;
  /** Tail of the socket's ordered work; undefined when idle (no promise kept per idle socket). */
  queue?: Promise<void> | undefined;
  /** Tail of the socket's signaling relay work (decision 055); undefined when idle. */
  signaling?: Promise<void> | undefined;
  /**
   * Set when the socket disconnected (`markClosed`). Socket.IO can still hand over packets decoded in
   * the same read after the disconnect; a `nextUser` run after the disconnect clean-up would put a
   * dead socket back in the queue, where it would be matched with live people (found by the
   * protocol property test, issue 17). Such events are dropped.
   */
  closed?: boolean | undefined;
};

export type Dispatcher<C extends DispatchContext> = {
  /** Handles one incoming event (`args` as Socket.IO passes them: payload..., then the ack). */
  dispatch(context: C, event: string, args: unknown[]): void;
  /** Runs `task` in the socket's order (used for disconnect clean-up). */
  enqueue(context: C, task: () => Promise<void> | void): Promise<void>;
  /**
   * The socket disconnected: events handed over later are dropped; `cleanUp` runs in the socket's
   * order, after the events received before the disconnect (a report sent just before closing counts).
   */
  close(context: C, cleanUp: () => Promise<void> | void): Promise<void>;
};

/**
 * One dispatcher for every socket over one shared event table (issue 5 a: an idle socket costs a
 * context object, not a closure per event). Events missing from the table are dropped and counted;
 * a caller waiting for an ack gets `invalidPayload`.
 */
export function createDispatcher<C extends DispatchContext>(
  table: Readonly<Record<string, EventRow<C>>>,
  deps: {
    logger: Logger;
    metrics: Metrics;
    before?: () => Promise<void>;
    /** Budget of events the table does not know (issue 17 finding 9). */
    unknownLimiter?: RateLimiter;
    /**
     * Called for each event refused for the sender's fault (over a rate limit, invalid or too
     * large, unknown): the caller disconnects a socket that stays over its limits.
     */
    onStrike?: (context: C, reason: "rateLimited" | "invalidPayload" | "unknownEvent") => void;
  },
): Dispatcher<C> {
  const enqueueIn = (
    lane: "queue" | "signaling",
    context: C,
    task: () => Promise<void> | void,
  ): Promise<void> => {
    const next: Promise<void> = (context[lane] ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => {
        deps.metrics.inc("handlerErrors");
        deps.logger.error({ err: error, socketId: context.socketId }, "realtime task failed");
      })
      .finally(() => {
        if (context[lane] === next) context[lane] = undefined;
      });
    context[lane] = next;
    return next;
  };
  const enqueue = (context: C, task: () => Promise<void> | void) => enqueueIn("queue", context, task);

  async function run(
    context: C,
    event: string,
    spec: EventRow<C>,
    payload: unknown,
    reply: (result: AckResult<Record<string, unknown>>) => void,
    acked: boolean,
  ): Promise<void> {
    try {
      await deps.before?.();
      if (spec.limiter) {
        const limited = await spec.limiter.consume(context.socketId);
        if (!limited.ok) {
          deps.metrics.inc("rateLimited");
          deps.metrics.inc(`rateLimited:${event}`);
          reply({ ok: false, error: ERROR_CODES.rateLimited, retryAfterMs: limited.retryAfterMs });
          deps.onStrike?.(context, "rateLimited");
          return;
        }
      }
      const tooLarge = spec.maxChars !== undefined && serializedLength(payload) > spec.maxChars;
      const parsed = tooLarge ? undefined : spec.schema.safeParse(payload);
      if (!parsed?.success) {
        deps.metrics.inc("invalidPayload");
        deps.metrics.inc(`invalidPayload:${event}`);
        if (acked) reply({ ok: false, error: ERROR_CODES.invalidPayload });
        else deps.metrics.inc("dropped");
        deps.logger.debug({ event, socketId: context.socketId, tooLarge }, "invalid payload");
        deps.onStrike?.(context, "invalidPayload");
        return;
      }
      const outcome = await spec.handle(parsed.data, context);
      reply(outcome.ack);
      outcome.notify?.();
    } catch (error) {
      deps.metrics.inc("handlerErrors");
      deps.logger.error({ err: error, event, socketId: context.socketId }, "realtime handler failed");
      reply({ ok: false, error: ERROR_CODES.internal });
    }
  }

  return {
    enqueue,
    close(context, cleanUp) {
      context.closed = true;
      return enqueue(context, cleanUp);
    },
    dispatch(context, event, args) {
      const last = args.at(-1);
      const ack = typeof last === "function" ? (args.pop() as (result: unknown) => void) : undefined;
      const reply = (result: AckResult<Record<string, unknown>>) => {
        try {
          ack?.(result);
        } catch (error) {
          deps.logger.warn({ err: error, event }, "ack failed");
        }
      };
      if (context.closed) {
        deps.metrics.inc("droppedAfterDisconnect");
        return;
      }
      const spec = Object.hasOwn(table, event) ? table[event] : undefined;
      if (!spec) {
        deps.metrics.inc("unknownEvent");
        deps.onStrike?.(context, "unknownEvent");
        if (!deps.unknownLimiter) {
          if (ack) reply({ ok: false, error: ERROR_CODES.invalidPayload });
          else deps.metrics.inc("dropped");
          return;
        }
        void deps.unknownLimiter.consume(context.socketId).then((limited) => {
          if (!limited.ok) {
            deps.metrics.inc("rateLimited");
            deps.metrics.inc("rateLimited:unknown");
            if (ack) reply({ ok: false, error: ERROR_CODES.rateLimited, retryAfterMs: limited.retryAfterMs });
            return;
          }
          if (ack) reply({ ok: false, error: ERROR_CODES.invalidPayload });
          else deps.metrics.inc("dropped");
        });
        return;
      }
      const task = () => run(context, event, spec, args[0], reply, ack !== undefined);
      if (spec.ordered === false) void task();
      else if (spec.ordered === "signaling") void enqueueIn("signaling", context, task);
      else void enqueue(context, task);
    },
  };
}
