// Shared by the two (d) benches: who searches, and a queue of N waiters who cannot pair with each
// other (one shared ident), filled 500 searches at a time.
import type { Matchmaking, SearchEntry } from "../../server/realtime/matchmaking/types.ts";

export const entry = (userId: string, ident: string): SearchEntry => ({
  userId,
  ident,
  userData: { ident, cameraEnabled: true, lang: "pt", interests: ["music"] },
});

export async function fillQueue(mm: Matchmaking, size: number): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < size; i++) {
    pending.push(mm.search(entry(`w${i}`, "crowd")));
    if (pending.length >= 500) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
}
