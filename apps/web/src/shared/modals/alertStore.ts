import { create } from 'zustand';

export interface AlertRequest {
  title: string;
  message: string;
  okLabel?: string;
  onOk?: () => void;
}

interface QueuedAlert extends AlertRequest {
  id: number;
}

interface AlertState {
  queue: QueuedAlert[];
  open: (request: AlertRequest) => void;
  /** Removes the alert and runs its OK action. */
  confirm: (id: number) => void;
}

let nextId = 1;

/** Modal alerts, one at a time, in the order they were raised. */
export const useAlerts = create<AlertState>((set, get) => ({
  queue: [],
  open: (request) => {
    // The same alert twice in a row (two calls failing alike) is shown once.
    const last = get().queue.at(-1);
    if (last && last.title === request.title && last.message === request.message) return;
    set((state) => ({ queue: [...state.queue, { ...request, id: nextId++ }] }));
  },
  confirm: (id) => {
    const alert = get().queue.find((a) => a.id === id);
    set((state) => ({ queue: state.queue.filter((a) => a.id !== id) }));
    alert?.onOk?.();
  },
}));

export const showAlert = (request: AlertRequest) => useAlerts.getState().open(request);
