import { useSyncExternalStore } from 'react';

/** Chromium's install prompt, held from the moment it fires until the member asks for it. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'installed' | 'prompt' | 'manual';

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Listens for the browser's install prompt from the start (it fires once, early, before any page is
 * drawn). The service worker is registered later (`serviceWorker.ts`), when the first page is idle.
 */
export function setUpInstallableApp(): void {
  installed = standalone();
  window.addEventListener('beforeinstallprompt', (event) => {
    // The site offers installing in its own APP 下载 block, when the member asks.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    changed();
  });
}

const state = (): InstallState => (installed ? 'installed' : deferred ? 'prompt' : 'manual');

/** Whether the site is installed, can show the browser's install prompt, or needs the menu's steps. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state,
    () => 'manual',
  );
}

/** Shows the browser's install prompt; false when there is none to show (the steps are shown instead). */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') installed = true;
  changed();
  return true;
}
