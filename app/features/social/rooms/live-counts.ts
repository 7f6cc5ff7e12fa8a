import { useEffect, useState } from "react";
import { socialConnection } from "../connection.ts";

/**
 * Live counts of people in rooms (issue 14, decision 049): the page's social socket asks for them
 * (`roomsWatch`) and the server pushes a room's new count after joins and leaves, at most once a
 * second per room, from every node. Returns the counts pushed since the page opened (room id ->
 * count); a room not in it keeps the count the page was rendered with.
 */
export function useLiveRoomCounts(enabled = true): ReadonlyMap<string, number> {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const cleanups: Array<() => void> = [];
    void socialConnection()
      .then((connection) => {
        if (stopped) return;
        const watch = () => {
          connection.call({ type: "roomsWatch" }).catch(() => {
            // The next (re)connection asks again.
          });
        };
        cleanups.push(
          connection.subscribe((push) => {
            if (push.type !== "roomCount") return;
            setCounts((previous) => new Map(previous).set(push.roomId, push.count));
          }),
        );
        // A new connection (after a drop) has joined nothing yet: ask again each time.
        cleanups.push(connection.onReady(() => watch()));
        watch();
      })
      .catch(() => {
        // No socket (blocked, offline): the counts stay as rendered.
      });
    return () => {
      stopped = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [enabled]);
  return counts;
}
