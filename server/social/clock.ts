import { readFileSync } from "node:fs";
import type { Config } from "#server/config.ts";

/**
 * The social area's clock (story lifetime, discover schedules, verification links). Production:
 * Date.now. Under NODE_ENV=test with TEST_CLOCK_FILE set, the file's number of milliseconds is
 * added, so a browser test can move a running server 24 h ahead without touching the system clock.
 */
export function socialClock(config: Pick<Config, "NODE_ENV" | "TEST_CLOCK_FILE">): () => number {
  const file = config.TEST_CLOCK_FILE;
  if (config.NODE_ENV !== "test" || !file) return Date.now;
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, "utf8").trim()) || 0;
    } catch {
      offset = 0;
    }
    return Date.now() + offset;
  };
}
