import type { SafetyChallenge } from '@courtside/contract';
import { create } from 'zustand';
import type { SafetyRequest } from '../../api/transport';

/** Spec section 9: the safety dialog appears 500 ms after the code arrives. */
export const SAFETY_DIALOG_DELAY_MS = 500;

/** The fields the dialog's answer adds to the repeated request (contract `safetyFields`). */
export interface SafetyAnswer {
  verifyType: 'image' | 'slider';
  verifyId: string;
  verifyCode: string;
}

export interface PendingSafety {
  id: number;
  msg: string;
  offered: SafetyChallenge;
  resolve: (answer: SafetyAnswer | null) => void;
}

interface SafetyState {
  queue: PendingSafety[];
  /** Removes the request and settles its call: an answer repeats it, null cancels it. */
  settle: (id: number, answer: SafetyAnswer | null) => void;
}

let nextId = 1;

/** Safety challenges, one dialog at a time, in the order the calls were refused. */
export const useSafetyVerify = create<SafetyState>((set, get) => ({
  queue: [],
  settle: (id, answer) => {
    const pending = get().queue.find((item) => item.id === id);
    set((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
    pending?.resolve(answer);
  },
}));

/**
 * The transport's SafetyVerify: queues a dialog after the spec's delay and resolves with its answer.
 * Every refusal is a new entry, so a second 10434 after a wrong answer opens a fresh dialog.
 */
export function requestSafetyVerify(request: SafetyRequest): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const pending: PendingSafety = {
        id: nextId++,
        msg: request.msg,
        offered: request.data,
        resolve: (answer) => resolve(answer ? { ...answer } : null),
      };
      useSafetyVerify.setState((state) => ({ queue: [...state.queue, pending] }));
    }, SAFETY_DIALOG_DELAY_MS);
  });
}
