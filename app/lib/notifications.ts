/** Spec §3 notification, §4.3 timing. */
export type NotificationType = "success" | "error" | "info" | "warning";

export type Notification = {
  id: number;
  text: string;
  type: NotificationType;
  /** True once the floating toast has had its time (spec §4.3); the entry itself stays listed. */
  showedFloat: boolean;
  /** Keeps the toast floating until dismissed. */
  noTimeout?: boolean;
};

/** Spec §9: notification float delay. */
export const FLOAT_DELAY_MS = 5000;

export type NotificationStore = {
  add(text: string, type?: NotificationType, options?: { noTimeout?: boolean }): number;
  /** Hides the floating toast now (the close button). */
  dismiss(id: number): void;
  remove(id: number): void;
  list(): readonly Notification[];
  subscribe(listener: () => void): () => void;
};

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

export function createNotificationStore(timers: Timers = globalThis as unknown as Timers): NotificationStore {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const pending = new Map<number, unknown>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  // Immutable updates: useSyncExternalStore compares snapshots by identity.
  const update = (id: number, change: Partial<Notification>) => {
    items = items.map((n) => (n.id === id ? { ...n, ...change } : n));
    emit();
  };
  const cancel = (id: number) => {
    const handle = pending.get(id);
    if (handle !== undefined) timers.clearTimeout(handle as never);
    pending.delete(id);
  };
  return {
    add(text, type = "info", options = {}) {
      const id = nextId++;
      const item: Notification = { id, text, type, showedFloat: false };
      if (options.noTimeout) item.noTimeout = true;
      items = [...items, item];
      if (!options.noTimeout) {
        pending.set(
          id,
          timers.setTimeout(() => {
            pending.delete(id);
            update(id, { showedFloat: true });
          }, FLOAT_DELAY_MS),
        );
      }
      emit();
      return id;
    },
    dismiss(id) {
      cancel(id);
      update(id, { showedFloat: true });
    },
    remove(id) {
      cancel(id);
      items = items.filter((n) => n.id !== id);
      emit();
    },
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page-wide store (browser only; the server never adds notifications). */
export const notifications = createNotificationStore();
