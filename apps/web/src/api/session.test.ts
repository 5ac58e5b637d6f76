import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserSession, exchangeEntryToken, readCookie, TOKEN_KEY, takeEntryToken } from './session';

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
    expect(takeEntryToken()).toBe('entry-1');
    expect(session.getToken()).toBeNull();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/app/home?i_code=77#top',
    );
  });

  it('leaves the URL alone when there is no token parameter', () => {
    const session = createBrowserSession();
    window.history.replaceState(null, '', '/app/home?x=1');
    expect(takeEntryToken()).toBeNull();
    expect(session.getToken()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});

describe('exchangeEntryToken', () => {
  const reply = (body: unknown, token: string | null) =>
    vi.fn(async () => new Response(JSON.stringify(body), { headers: token ? { token } : {} }));

  it('sends the entry token and returns the fresh one from the response header', async () => {
    const fetchFn = reply(
      { code: 0, data: { id: 7, name: 'fan01', nickname: '球迷', vipLevel: 1, status: 1 }, msg: '' },
      'fresh-1',
    );
    const result = await exchangeEntryToken('entry-1', fetchFn);
    expect(result).toEqual({
      token: 'fresh-1',
      member: { id: 7, name: 'fan01', nickname: '球迷', vipLevel: 1, status: 1 },
    });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/gw/ic/verify');
    expect((init.headers as Record<string, string>).token).toBe('entry-1');
  });

  it('gives null for a refused token, a missing header or a network failure', async () => {
    expect(await exchangeEntryToken('x', reply({ code: 10401, data: null, msg: '' }, null))).toBeNull();
    expect(await exchangeEntryToken('x', reply({ code: 0, data: { id: 1 }, msg: '' }, null))).toBeNull();
    expect(
      await exchangeEntryToken(
        'x',
        vi.fn(async () => Promise.reject(new Error('offline'))),
      ),
    ).toBeNull();
  });
});
