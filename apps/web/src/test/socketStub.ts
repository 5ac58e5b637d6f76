import { act } from 'react';
import { expect } from 'vitest';
import { waitFor } from './render';

/**
 * A stand-in for `socket.io-client` whose server is the test: it plays the pushes through the handlers
 * the code under test set. Use it as `vi.mock('socket.io-client', () => import('…/test/socketStub'))`.
 */
export const socketHandlers = new Map<string, (payload: unknown) => void>();

export const io = () => ({
  on: (event: string, handler: (payload: unknown) => void) => socketHandlers.set(event, handler),
  emit: () => {},
  close: () => {},
});

/** Plays one push from the server, once the code has listened for it. */
export const pushFromServer = async (event: string, payload: unknown) => {
  await waitFor(() => expect(socketHandlers.has(event)).toBe(true));
  await act(async () => socketHandlers.get(event)?.(payload));
};
