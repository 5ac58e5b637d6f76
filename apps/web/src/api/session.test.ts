import { afterEach, describe, expect, it } from 'vitest';
import { captureEntryToken, createBrowserSession, readCookie, TOKEN_KEY } from './session';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('tb-token', 'a=1; tb-token=ab%2Fc; b=2')).toBe('ab/c');
    expect(readCookie('tb-token', 'a=1; xtb-token=no')).toBeNull();
    expect(readCookie('tb-token', '')).toBeNull();
  });
});

describe('browser session', () => {
  afterEach(() => {
    sessionStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar
    document.cookie = `${TOKEN_KEY}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('reads session storage first, then the tb-token cookie', () => {
    const session = createBrowserSession();
    expect(session.getToken()).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar
    document.cookie = `${TOKEN_KEY}=from-cookie; path=/`;
    expect(session.getToken()).toBe('from-cookie');
    sessionStorage.setItem(TOKEN_KEY, 'from-session');
    expect(session.getToken()).toBe('from-session');
  });

  it('clear removes the token and the member info', () => {
    const session = createBrowserSession();
    session.setToken('abc');
    sessionStorage.setItem('userInfo', '{"name":"a"}');
    expect(session.getToken()).toBe('abc');
    session.clear();
    expect(session.getToken()).toBeNull();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
  });

  it('takes a token from the entry URL and removes it from the address bar', () => {
    const session = createBrowserSession();
    window.history.replaceState(null, '', '/app/home?token=entry-1&i_code=77#top');
    expect(captureEntryToken(session)).toBe('entry-1');
    expect(session.getToken()).toBe('entry-1');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/app/home?i_code=77#top',
    );
  });

  it('leaves the URL alone when there is no token parameter', () => {
    const session = createBrowserSession();
    window.history.replaceState(null, '', '/app/home?x=1');
    expect(captureEntryToken(session)).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});
