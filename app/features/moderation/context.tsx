import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { DEFAULT_NUDITY_CHECK, type ModerationStatus } from "#common/moderation.ts";
import { fetchStatus, markOutcomeSeen, markWarningSeen } from "./api.ts";

export type ModerationState = {
  /** null until the first answer (the chat works meanwhile; the server refuses a banned search). */
  status: ModerationStatus | null;
  blurThreshold: number;
  refresh(): Promise<void>;
  dismissWarning(): void;
  dismissOutcome(): void;
};

const fallback: ModerationState = {
  status: null,
  blurThreshold: DEFAULT_NUDITY_CHECK.blurThreshold,
  refresh: async () => undefined,
  dismissWarning: () => undefined,
  dismissOutcome: () => undefined,
};

const Context = createContext<ModerationState>(fallback);

/** What this browser's visitor should see from moderation (issue 12), read once per page and on demand. */
export function ModerationProvider(props: { children: ReactNode }) {
  const [status, setStatus] = useState<ModerationStatus | null>(null);
  const refresh = useCallback(async () => {
    const next = await fetchStatus().catch(() => null);
    if (next) setStatus(next);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const value = useMemo<ModerationState>(
    () => ({
      status,
      blurThreshold: status?.blurThreshold ?? DEFAULT_NUDITY_CHECK.blurThreshold,
      refresh,
      dismissWarning() {
        const id = status?.warning?.id;
        if (!id) return;
        setStatus((current) => (current ? { ...current, warning: null } : current));
        void markWarningSeen(id).catch(() => undefined);
      },
      dismissOutcome() {
        const id = status?.appealOutcome?.id;
        if (!id) return;
        setStatus((current) => (current ? { ...current, appealOutcome: null } : current));
        void markOutcomeSeen(id).catch(() => undefined);
      },
    }),
    [status, refresh],
  );
  return <Context.Provider value={value}>{props.children}</Context.Provider>;
}

export function useModeration(): ModerationState {
  return useContext(Context);
}

/** Looks again when the visitor starts a search (issue 12: a warning is shown at the next search). */
const SEARCH_CHECK_EVERY_MS = 5000;

export function useCheckOnSearch(searching: boolean): void {
  const { refresh } = useModeration();
  const last = useRef(0);
  useEffect(() => {
    if (!searching || Date.now() - last.current < SEARCH_CHECK_EVERY_MS) return;
    last.current = Date.now();
    void refresh();
  }, [searching, refresh]);
}
