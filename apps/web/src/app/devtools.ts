/** Local flag that lets developers use right-click and the developer tools. */
export const DEVTOOLS_FLAG_KEY = 'cs-devtools';

export function devtoolsAllowed(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(DEVTOOLS_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

/** F12, Ctrl+Shift+I/J/C and the macOS Cmd+Option+I/J/C. */
export function isDevtoolsShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (event.key === 'F12') return true;
  const key = event.key.toUpperCase();
  if (!['I', 'J', 'C'].includes(key)) return false;
  return (event.ctrlKey && event.shiftKey) || (event.metaKey && event.altKey);
}

/**
 * Blocks the context menu and the developer-tools shortcuts unless the local flag is '1'
 * (spec section 2). The flag is read on each event, so setting it needs no reload.
 */
export function installDevtoolsGuard(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  storage: Pick<Storage, 'getItem'> = localStorage,
): () => void {
  const onContextMenu = (event: Event) => {
    if (!devtoolsAllowed(storage)) event.preventDefault();
  };
  const onKeyDown = (event: Event) => {
    if (!devtoolsAllowed(storage) && isDevtoolsShortcut(event as KeyboardEvent)) event.preventDefault();
  };
  target.addEventListener('contextmenu', onContextMenu);
  target.addEventListener('keydown', onKeyDown, { capture: true });
  return () => {
    target.removeEventListener('contextmenu', onContextMenu);
    target.removeEventListener('keydown', onKeyDown, { capture: true });
  };
}
