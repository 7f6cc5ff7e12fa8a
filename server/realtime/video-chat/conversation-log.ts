/**
 * The last few messages of each live match, kept only so a report can carry them (issue 4: "the last
 * messages of the conversation"). Nothing is written anywhere unless a report is made; the buffer of
 * a match is dropped when the match ends.
 *
 * In memory on the node that relays the message. With several nodes each node holds the messages its
 * own socket sent; the Redis issue can swap this for a capped Redis list behind the same type.
 */
export type LoggedMessage = { fromUserId: string; text: string; at: number };

export type ConversationLog = {
  append(matchId: string, message: LoggedMessage): void;
  recent(matchId: string): LoggedMessage[];
  drop(matchId: string): void;
  size(): number;
};

export function createConversationLog(
  options: { perMatch?: number; maxMatches?: number } = {},
): ConversationLog {
  const perMatch = options.perMatch ?? 20;
  // A safety bound: matches end (and drop their buffer) long before this matters.
  const maxMatches = options.maxMatches ?? 50_000;
  const buffers = new Map<string, LoggedMessage[]>();
  return {
    append(matchId, message) {
      let buffer = buffers.get(matchId);
      if (!buffer) {
        buffer = [];
        buffers.set(matchId, buffer);
        if (buffers.size > maxMatches) {
          const oldest = buffers.keys().next().value;
          if (oldest !== undefined) buffers.delete(oldest);
        }
      }
      buffer.push(message);
      if (buffer.length > perMatch) buffer.splice(0, buffer.length - perMatch);
    },
    recent(matchId) {
      return [...(buffers.get(matchId) ?? [])];
    },
    drop(matchId) {
      buffers.delete(matchId);
    },
    size() {
      return buffers.size;
    },
  };
}
