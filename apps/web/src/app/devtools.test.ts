import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVTOOLS_FLAG_KEY, installDevtoolsGuard, isDevtoolsShortcut } from './devtools';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { cancelable: true, ...init });

describe('devtools guard', () => {
  let uninstall: () => void;
  beforeEach(() => {
    localStorage.removeItem(DEVTOOLS_FLAG_KEY);
    uninstall = installDevtoolsGuard();
  });
  afterEach(() => {
    uninstall();
    localStorage.removeItem(DEVTOOLS_FLAG_KEY);
  });

  it('blocks the context menu, F12 and Ctrl+Shift+I', () => {
    const menu = new MouseEvent('contextmenu', { cancelable: true });
    window.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    for (const init of [
      { key: 'F12' },
      { key: 'I', ctrlKey: true, shiftKey: true },
      { key: 'i', metaKey: true, altKey: true },
    ]) {
      const event = key(init);
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
  });

  it('lets ordinary keys through', () => {
    for (const init of [{ key: 'I' }, { key: 'i', ctrlKey: true }, { key: 'F5' }, { key: 'Enter', shiftKey: true }]) {
      const event = key(init);
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it("allows everything while the local flag is '1'", () => {
    localStorage.setItem(DEVTOOLS_FLAG_KEY, '1');
    const menu = new MouseEvent('contextmenu', { cancelable: true });
    window.dispatchEvent(menu);
    const f12 = key({ key: 'F12' });
    window.dispatchEvent(f12);
    expect(menu.defaultPrevented).toBe(false);
    expect(f12.defaultPrevented).toBe(false);
  });

  it('recognises the shortcuts', () => {
    const base = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isDevtoolsShortcut({ ...base, key: 'F12' })).toBe(true);
    expect(isDevtoolsShortcut({ ...base, key: 'j', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(isDevtoolsShortcut({ ...base, key: 'c', ctrlKey: true })).toBe(false);
  });
});
