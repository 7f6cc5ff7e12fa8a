import { type UIEvent, useLayoutEffect, useMemo, useRef } from "react";

/**
 * The scrolling of a chat's message list (rooms and direct chats): new messages keep the view at the
 * bottom when it was there, older ones loaded at the top keep the reader's place, and scrolling near
 * the top asks for older ones (one request at a time). `loadOlder` fetches and returns how to prepend
 * what came (null: nothing to add). The returned object is the same on every render.
 */
export function useMessageList(loadOlder: () => Promise<(() => void) | null>) {
  const list = useRef<HTMLOListElement | null>(null);
  const stick = useRef(true);
  const keepFrom = useRef<number | null>(null);
  const loading = useRef(false);
  const latest = useRef(loadOlder);
  latest.current = loadOlder;

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (keepFrom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFrom.current;
      keepFrom.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  });

  return useMemo(() => {
    async function older() {
      if (loading.current) return;
      loading.current = true;
      try {
        const prepend = await latest.current();
        if (!prepend) return;
        keepFrom.current = (list.current?.scrollHeight ?? 0) - (list.current?.scrollTop ?? 0);
        prepend();
      } finally {
        loading.current = false;
      }
    }
    return {
      list,
      /** Scroll to the bottom at the next render (after loading or sending). */
      stickToBottom() {
        stick.current = true;
      },
      onScroll(event: UIEvent<HTMLOListElement>) {
        const el = event.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        if (el.scrollTop < 40) void older();
      },
    };
  }, []);
}
