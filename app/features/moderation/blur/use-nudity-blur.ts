import { useCallback, useEffect, useRef, useState } from "react";
import { type NudityPrediction, nudityScore } from "#common/moderation.ts";

/** About one frame a second (issue 12); a frame is sent only once the previous answer is back. */
export const SAMPLE_EVERY_MS = 1000;
const MODEL_SIZE = 224;

type WorkerAnswer =
  | { type: "ready"; backend: string; loadMs: number }
  | { type: "result"; id: number; predictions: NudityPrediction[] | null; inferMs?: number; error?: string }
  | { type: "error"; message: string };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (predictions: NudityPrediction[] | null) => void>();

/**
 * The one worker of the page, created at the first match (never at page load: the page's weight and
 * first paint do not change). Model load and inference times land in the Performance timeline
 * ("nudity-model-load", "nudity-inference") for bench/README.md.
 */
function nudityWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./nudity.worker.ts", import.meta.url), {
    type: "module",
    name: "nudity",
  });
  created.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const message = event.data;
    if (message.type === "ready") {
      performance.measure("nudity-model-load", {
        start: performance.now() - message.loadMs,
        duration: message.loadMs,
      });
      (globalThis as { __acasoNudityBackend?: string }).__acasoNudityBackend = message.backend;
    } else if (message.type === "result") {
      if (message.inferMs !== undefined) {
        performance.measure("nudity-inference", {
          start: performance.now() - message.inferMs,
          duration: message.inferMs,
        });
      }
      waiting.get(message.id)?.(message.predictions);
      waiting.delete(message.id);
    }
  };
  created.onerror = () => {
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  };
  worker = created;
  return created;
}

async function classify(video: HTMLVideoElement): Promise<number | null> {
  if (video.readyState < 2 || video.videoWidth === 0) return null;
  // Scaled down by the browser (off the main thread's JavaScript), handed over without a copy.
  const bitmap = await createImageBitmap(video, {
    resizeWidth: MODEL_SIZE,
    resizeHeight: MODEL_SIZE,
    resizeQuality: "low",
  });
  const id = nextId++;
  const predictions = await new Promise<NudityPrediction[] | null>((resolve) => {
    waiting.set(id, resolve);
    nudityWorker().postMessage({ type: "frame", id, bitmap }, [bitmap]);
  });
  return predictions ? nudityScore(predictions) : null;
}

export type NudityBlur = {
  /** The stranger's video is blurred now. */
  blurred: boolean;
  /** The latest score (0..1), null before the first check of this match. */
  score: number | null;
  /** "Show anyway": no blur for the rest of this match. */
  reveal(): void;
};

/**
 * On-device nudity blur of the stranger's video (issue 12): while `active` (a match), a frame about
 * once a second goes to the worker; the video is blurred when the score reaches `threshold`, until
 * the visitor chooses "Show anyway" (for this match, `key`). Nothing leaves the device.
 */
export function useNudityBlur(
  video: () => HTMLVideoElement | null,
  options: { enabled: boolean; active: boolean; threshold: number; key: string | null },
): NudityBlur {
  const [score, setScore] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const videoOf = useRef(video);
  videoOf.current = video;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new match (key) starts a fresh check
  useEffect(() => {
    setScore(null);
    if (!options.enabled || !options.active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const element = videoOf.current();
      const next = element ? await classify(element).catch(() => null) : null;
      if (stopped) return;
      if (next !== null) setScore(next);
      timer = setTimeout(() => void tick(), SAMPLE_EVERY_MS);
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [options.enabled, options.active, options.key]);

  const reveal = useCallback(() => setRevealed(options.key), [options.key]);
  const blurred =
    options.enabled &&
    options.active &&
    score !== null &&
    score >= options.threshold &&
    revealed !== options.key;
  return { blurred, score, reveal };
}
