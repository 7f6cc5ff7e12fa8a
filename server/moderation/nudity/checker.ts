import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { type NudityPrediction, nudityScore } from "#common/moderation.ts";
import type { Logger } from "../../logger.ts";
import { MAX_INPUT_PIXELS, sniffImage } from "../../media/images.ts";

/** The model's input side (MobileNetV2). */
const SIZE = 224;
/** Pending checks beyond this are dropped (and logged): captures are evidence, the check a helper. */
const MAX_PENDING = 200;
/** A check that takes longer than this is given up (the worker is restarted). */
const CHECK_TIMEOUT_MS = 60_000;
/** The worker (and its ~100 MB of model and runtime) is let go after this long without work. */
const IDLE_MS = 5 * 60 * 1000;

export type NudityChecker = {
  /** The nudity score (0..1) of a still image, or null when it is not one or the check failed. */
  check(bytes: Uint8Array): Promise<number | null>;
  /** Figures for the benchmark and the logs. */
  stats(): { loadMs: number | null; backend: string | null; checked: number; dropped: number };
  close(): Promise<void>;
};

/**
 * The server-side check of stored captures (issue 12): decoding and resizing in sharp (libvips
 * threads), inference in a worker thread (server/moderation/nudity/worker.ts), so the event loop
 * only copies 150 kB of pixels per capture. The worker starts at the first capture and stops when
 * idle.
 */
export function createNudityChecker(deps: { logger: Logger }): NudityChecker {
  const log = deps.logger.child({ component: "nudity-check" });
  let worker: Worker | null = null;
  let ready: Promise<void> | null = null;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | null = null;
  const pending = new Map<
    number,
    { resolve: (p: NudityPrediction[] | null) => void; timer: NodeJS.Timeout }
  >();
  const figures = { loadMs: null as number | null, backend: null as string | null, checked: 0, dropped: 0 };

  function stop() {
    const w = worker;
    worker = null;
    ready = null;
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      job.resolve(null);
      pending.delete(id);
    }
    return w ? w.terminate().then(() => undefined) : Promise.resolve();
  }

  function start(): Promise<void> {
    if (ready) return ready;
    const w = new Worker(new URL("./worker.ts", import.meta.url));
    w.unref();
    worker = w;
    ready = new Promise<void>((resolve, reject) => {
      w.on(
        "message",
        (message: {
          ready?: boolean;
          backend?: string;
          loadMs?: number;
          id?: number;
          predictions?: NudityPrediction[];
          error?: string;
        }) => {
          if (message.ready) {
            figures.loadMs = message.loadMs ?? null;
            figures.backend = message.backend ?? null;
            log.info({ loadMs: message.loadMs, backend: message.backend }, "nudity model loaded");
            resolve();
            return;
          }
          const job = message.id !== undefined ? pending.get(message.id) : undefined;
          if (!job || message.id === undefined) return;
          pending.delete(message.id);
          clearTimeout(job.timer);
          if (message.error) log.warn({ error: message.error }, "nudity check failed");
          job.resolve(message.predictions ?? null);
        },
      );
      w.on("error", (error) => {
        log.error({ err: error }, "nudity worker failed");
        reject(error);
        void stop();
      });
      w.on("exit", () => {
        if (worker === w) void stop();
      });
    });
    return ready;
  }

  function touch() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size === 0) void stop();
    }, IDLE_MS);
    idleTimer.unref();
  }

  async function pixelsOf(bytes: Uint8Array): Promise<Uint8Array | null> {
    if (!sniffImage(bytes)) return null;
    try {
      const data = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
        .resize(SIZE, SIZE, { fit: "fill" })
        .removeAlpha()
        .toColourspace("srgb")
        .raw()
        .toBuffer();
      return data.length === SIZE * SIZE * 3 ? new Uint8Array(data) : null;
    } catch {
      return null;
    }
  }

  return {
    async check(bytes) {
      if (pending.size >= MAX_PENDING) {
        figures.dropped += 1;
        log.warn({ pending: pending.size }, "nudity check queue full: capture not checked");
        return null;
      }
      const pixels = await pixelsOf(bytes);
      if (!pixels) return null;
      try {
        await start();
      } catch {
        return null;
      }
      const w = worker;
      if (!w) return null;
      touch();
      const id = nextId++;
      const predictions = await new Promise<NudityPrediction[] | null>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          log.warn("nudity check timed out: restarting the worker");
          resolve(null);
          void stop();
        }, CHECK_TIMEOUT_MS);
        pending.set(id, { resolve, timer });
        w.postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer]);
      });
      if (!predictions) return null;
      figures.checked += 1;
      return nudityScore(predictions);
    },
    stats: () => ({ ...figures }),
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      await stop();
    },
  };
}
