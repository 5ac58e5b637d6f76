import { type ErrorSpec, Errors, type RouteDef, routes } from '@courtside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestCache } from './cache';
import { DomainRotator } from './domains';
import { ApiError } from './errors';
import { envelope, fakeResponse, spyEffects, t, testRoute } from './testing';
import { createTransport, type SafetyVerify, type TransportOptions } from './transport';

const BUSY = '当前访问人数过多或操作过于频繁，请稍后刷新重试';
const perInfoV1 = routes.site.perInfoV1;
const perInfoV5 = routes.site.perInfoV5;
const navigation = routes.site.navigation;

type FetchArgs = [string, RequestInit];

function setup(overrides: Partial<TransportOptions> & { location?: { pathname: string; search?: string } } = {}) {
  const effects = spyEffects(overrides.location);
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let token: string | null = overrides.getToken ? overrides.getToken() : null;
  const transport = createTransport({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => token,
    effects,
    t,
    lineSwitchLimit: () => 3,
    ...overrides,
  });
  const call = (route: RouteDef = perInfoV5, body: unknown = {}) =>
    (transport.send as (r: RouteDef, b: unknown) => Promise<unknown>)(route, body);
  return {
    effects,
    fetch,
    transport,
    call,
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

/** Calls once with the fetch answering `response` and returns the rejection. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

const answer = (spec: ErrorSpec, data: unknown = null, msg = `服务器：${spec.msg}`) =>
  fakeResponse(envelope(spec.code, data, msg), spec.httpStatus);

describe('envelope', () => {
  it('resolves with data on code 0', async () => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(fakeResponse(envelope(0, { siteId: 5000 })));
    await expect(call()).resolves.toEqual({ siteId: 5000 });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('POSTs JSON to the route path, and GETs with the body as a query string', async () => {
    const { fetch, call } = setup();
    fetch.mockResolvedValue(fakeResponse(envelope(0, {})));
    await call(routes.site.helpList, { categoryId: 2, page: 1 });
    const [url, init] = fetch.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/site/group/site/help/v1/list');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"categoryId":2,"page":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');

    await call(testRoute('/api/site/group/site/time/v1/get', 'GET'), { a: 1, b: 'x y' });
    const [getUrl, getInit] = fetch.mock.calls[1] as FetchArgs;
    expect(getUrl).toBe('/api/site/group/site/time/v1/get?a=1&b=x+y');
    expect(getInit.method).toBe('GET');
    expect(getInit.body).toBeUndefined();
  });

  it('rejects a non-object body with 网络异常，请重试', async () => {
    for (const body of ['ok', null, [1, 2], 42, '<html>oops</html>', { data: 1 }]) {
      const { fetch, call, effects } = setup();
      fetch.mockResolvedValueOnce(fakeResponse(body));
      const error = await rejection(call());
      expect(error.failure).toBe('badResponse');
      expect(error.message).toBe('网络异常，请重试');
      expect(effects.toast).toHaveBeenCalledWith('网络异常，请重试');
    }
  });

  it('alerts and rejects when the request address is empty', async () => {
    const { fetch, call, effects } = setup();
    const error = await rejection(call(testRoute('')));
    expect(error.failure).toBe('config');
    expect(fetch).not.toHaveBeenCalled();
    expect(effects.alert).toHaveBeenCalledWith({ title: '温馨提示', message: '请求地址为空，请刷新页面后重试' });
  });
});

describe('error catalogue: each code leads to its reaction', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const specs = Object.values(Errors) as ErrorSpec[];

  it.each(specs.filter((s) => s.reaction === 'toast'))('$code ($msg) toasts the server message', async (spec) => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(answer(spec));
    const error = await rejection(call());
    expect(error.code).toBe(spec.code);
    expect(error.message).toBe(`服务器：${spec.msg}`);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith(`服务器：${spec.msg}`);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('says the generic busy message when the server sends none (the catalogue’s texts stay off the first page)', async () => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(fakeResponse(envelope(Errors.verifyCodeError.code, null, '')));
    await rejection(call());
    expect(effects.toast).toHaveBeenCalledWith(Errors.internal.msg);
  });

  it('an unknown code is toasted with its message', async () => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(fakeResponse(envelope(77777, null, '未知错误')));
    const error = await rejection(call());
    expect(error.code).toBe(77777);
    expect(effects.toast).toHaveBeenCalledWith('未知错误');
  });

  it.each(specs.filter((s) => s.reaction === 'silent'))('$code is silent', async (spec) => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(answer(spec));
    const error = await rejection(call());
    expect(error.code).toBe(spec.code);
    expect(error.handled).toBe(false);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it.each(specs.filter((s) => s.reaction === 'logout'))(
    '$code clears the session, alerts 温馨提示 with the server message, then goes to /login',
    async (spec) => {
      const { fetch, call, effects } = setup({ location: { pathname: '/app/vip', search: '?tab=1' } });
      fetch.mockResolvedValueOnce(answer(spec));
      const error = await rejection(call());
      expect(error.code).toBe(spec.code);
      expect(effects.clearSession).toHaveBeenCalledTimes(1);
      expect(effects.alert).toHaveBeenCalledTimes(1);
      const alert = effects.alert.mock.calls[0]![0];
      expect(alert.title).toBe('温馨提示');
      expect(alert.message).toBe(`服务器：${spec.msg}`);
      expect(effects.navigate).not.toHaveBeenCalled();
      alert.onOk?.();
      expect(effects.navigate).toHaveBeenCalledWith('/login?fromPage=%2Fapp%2Fvip%3Ftab%3D1', { replace: true });
    },
  );

  it('several logout answers at once raise one alert', async () => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValue(answer(Errors.authError));
    await Promise.allSettled([call(), call(), call()]);
    expect(effects.clearSession).toHaveBeenCalledTimes(3);
    expect(effects.alert).toHaveBeenCalledTimes(1);
  });

  it.each(specs.filter((s) => s.reaction === 'logoutDebounced'))('$code logs out debounced by 700 ms', async (spec) => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValue(answer(spec));
    await rejection(call());
    await vi.advanceTimersByTimeAsync(400);
    await rejection(call());
    await vi.advanceTimersByTimeAsync(699);
    expect(effects.alert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.alert).toHaveBeenCalledTimes(1);
    expect(effects.alert.mock.calls[0]![0]).toMatchObject({ title: '温馨提示', message: `服务器：${spec.msg}` });
    expect(effects.clearSession).toHaveBeenCalled();
  });

  it.each(specs.filter((s) => s.reaction === 'busy'))('$code shows the generic busy message', async (spec) => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(answer(spec));
    const error = await rejection(call());
    expect(error.code).toBe(spec.code);
    expect(error.message).toBe(BUSY);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith(BUSY);
  });

  describe('access caveat', () => {
    const caveat = Errors.accessCaveat;

    it('goes to /maintenance when the payload says maintenanceStatus 0', async () => {
      const { fetch, call, effects } = setup();
      fetch.mockResolvedValueOnce(answer(caveat, { maintenanceStatus: 0 }));
      await rejection(call());
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/maintenance', { replace: true });
    });

    it('goes to /access-alert with the payload as state otherwise', async () => {
      const { fetch, call, effects } = setup();
      const payload = { maintenanceStatus: 1, ip: '203.0.113.9', area: '测试地区' };
      fetch.mockResolvedValueOnce(answer(caveat, payload, '您的访问受限'));
      await rejection(call());
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/access-alert', {
        state: { payload, msg: '您的访问受限' },
        replace: true,
      });
    });

    it('is skipped on /cs', async () => {
      const { fetch, call, effects } = setup({ location: { pathname: '/cs' } });
      fetch.mockResolvedValueOnce(answer(caveat, { maintenanceStatus: 0 }));
      const error = await rejection(call());
      expect(error.code).toBe(caveat.code);
      expect(effects.navigate).not.toHaveBeenCalled();
    });

    it('is skipped when the go flag is set', async () => {
      const { fetch, call, effects } = setup({ location: { pathname: '/app/home', search: '?go=1' } });
      fetch.mockResolvedValueOnce(answer(caveat, { maintenanceStatus: 1 }));
      await rejection(call());
      expect(effects.navigate).not.toHaveBeenCalled();
    });
  });

  it.each(specs.filter((s) => s.reaction === 'accessRestriction'))(
    '$code clears the session and goes to /access-restriction',
    async (spec) => {
      const { fetch, call, effects } = setup();
      fetch.mockResolvedValueOnce(answer(spec));
      await rejection(call());
      expect(effects.clearSession).toHaveBeenCalledTimes(1);
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/access-restriction', { replace: true });
    },
  );

  it.each(specs.filter((s) => s.reaction === 'maintenance'))('$code goes to /maintenance', async (spec) => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(answer(spec));
    await rejection(call(perInfoV1));
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/maintenance', { replace: true });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('maintenance does not navigate again when already on /maintenance', async () => {
    const { fetch, call, effects } = setup({ location: { pathname: '/maintenance' } });
    fetch.mockResolvedValueOnce(answer(Errors.maintenance));
    await rejection(call(perInfoV1));
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it.each(specs.filter((s) => s.reaction === 'robotCheck'))(
    '$code jumps to the robot check and rejects with a generic error',
    async (spec) => {
      const { fetch, call, effects } = setup();
      fetch.mockResolvedValueOnce(answer(spec));
      const error = await rejection(call());
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/robot-check', undefined);
      expect(error.message).toBe('请求失败，请稍后重试');
      expect(error.code).toBe(spec.code);
    },
  );

  it('sends the held robot pass with every call and drops it when a call answers 10433', async () => {
    let held: string | null = 'cid.ticket';
    const store = { held: () => held, drop: vi.fn(() => (held = null)) };
    const { fetch, call } = setup({ robotPass: store });
    fetch
      .mockResolvedValueOnce(fakeResponse(envelope(0, 'ok')))
      .mockResolvedValueOnce(answer(Errors.robotCheck))
      .mockResolvedValueOnce(fakeResponse(envelope(0, 'ok')));
    await call();
    await rejection(call());
    await call();
    const sent = fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['x-robot'] ?? null);
    expect(sent).toEqual(['cid.ticket', 'cid.ticket', null]);
    expect(store.drop).toHaveBeenCalledTimes(1);
  });

  describe('safety verification', () => {
    const safety = Errors.safetyVerify;

    it('repeats the request with the dialog result merged in', async () => {
      const safetyVerify = vi.fn(async () => ({ captchaType: 1, captchaCode: 'abcd' }));
      const { fetch, call, effects } = setup({ safetyVerify });
      fetch.mockResolvedValueOnce(answer(safety)).mockResolvedValueOnce(fakeResponse(envelope(0, 'done')));
      await expect(call(routes.site.helpList, { categoryId: 1 })).resolves.toBe('done');
      expect(safetyVerify).toHaveBeenCalledWith({
        path: routes.site.helpList.path,
        body: { categoryId: 1 },
        msg: `服务器：${safety.msg}`,
        data: { image: 1, slider: 1, antiFraud: 1 },
      });
      expect((fetch.mock.calls[1] as FetchArgs)[1].body).toBe('{"categoryId":1,"captchaType":1,"captchaCode":"abcd"}');
      expect(effects.toast).not.toHaveBeenCalled();
    });

    it('passes the offered types from the envelope data, each defaulting to 1', async () => {
      const safetyVerify = vi.fn<SafetyVerify>(async () => null);
      const { fetch, call } = setup({ safetyVerify });
      fetch
        .mockResolvedValueOnce(answer(safety, { image: 0, slider: 1, antiFraud: 0 }))
        .mockResolvedValueOnce(answer(safety, { image: 0 }))
        .mockResolvedValueOnce(answer(safety, { image: 'yes', slider: 0, antiFraud: 0 }));
      await rejection(call());
      await rejection(call());
      await rejection(call());
      expect(safetyVerify.mock.calls.map(([request]) => request.data)).toEqual([
        { image: 0, slider: 1, antiFraud: 0 },
        { image: 0, slider: 1, antiFraud: 1 },
        { image: 1, slider: 1, antiFraud: 1 },
      ]);
    });

    it('asks again when the repeated request is answered with the code again', async () => {
      const safetyVerify = vi.fn(async () => ({ verifyType: 'image', verifyId: 'x', verifyCode: '1234' }));
      const { fetch, call } = setup({ safetyVerify });
      fetch
        .mockResolvedValueOnce(answer(safety))
        .mockResolvedValueOnce(answer(safety))
        .mockResolvedValueOnce(fakeResponse(envelope(0, 'done')));
      await expect(call(routes.site.helpList, { categoryId: 1 })).resolves.toBe('done');
      expect(safetyVerify).toHaveBeenCalledTimes(2);
    });

    it('an empty result cancels with 请求已关闭', async () => {
      const { fetch, call } = setup({ safetyVerify: async () => null });
      fetch.mockResolvedValueOnce(answer(safety));
      const error = await rejection(call());
      expect(error.failure).toBe('cancelled');
      expect(error.message).toBe('请求已关闭');
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('without a dialog installed the message is toasted', async () => {
      const { fetch, call, effects } = setup();
      fetch.mockResolvedValueOnce(answer(safety));
      const error = await rejection(call());
      expect(error.reaction).toBe('safetyVerify');
      expect(effects.toast).toHaveBeenCalledWith(`服务器：${safety.msg}`);
    });
  });

  describe('line switch (credentials off)', () => {
    it('says 1000022 line abnormal and switches line until the stored limit, then 1000023', async () => {
      const domains = new DomainRotator(3);
      domains.setDomains(['https://b.example', 'https://c.example']);
      const { fetch, call, effects } = setup({ domains, lineSwitchLimit: () => 3 });
      fetch.mockResolvedValue(answer(Errors.lineAbnormal));

      const first = await rejection(call());
      expect(first.code).toBe(1000022);
      expect(first.message).toBe('线路异常，正在为您切换');
      expect(domains.base()).toBe('https://b.example');

      const second = await rejection(call());
      expect(second.code).toBe(1000022);
      expect(domains.base()).toBe('https://c.example');

      const third = await rejection(call());
      expect(third.code).toBe(1000023);
      expect(third.message).toBe('网络异常，请稍后再试');
      expect(domains.base()).toBe('https://c.example');
      expect(effects.toast.mock.calls.map((c) => c[0])).toEqual([
        '线路异常，正在为您切换',
        '线路异常，正在为您切换',
        '网络异常，请稍后再试',
      ]);
    });

    it('a success resets the failure counter', async () => {
      const { fetch, call } = setup({ lineSwitchLimit: () => 2 });
      fetch.mockResolvedValueOnce(answer(Errors.networkAbnormal));
      expect((await rejection(call())).code).toBe(1000022);
      fetch.mockResolvedValueOnce(fakeResponse(envelope(0, {})));
      await call();
      fetch.mockResolvedValueOnce(answer(Errors.networkAbnormal));
      expect((await rejection(call())).code).toBe(1000022);
      fetch.mockResolvedValueOnce(answer(Errors.networkAbnormal));
      expect((await rejection(call())).code).toBe(1000023);
    });
  });
});

describe('HTTP and network failures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('HTTP 401 logs out even without an envelope', async () => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(fakeResponse('<html>401</html>', 401));
    const error = await rejection(call());
    expect(error.status).toBe(401);
    expect(error.code).toBe(Errors.notLoggedIn.code);
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.alert.mock.calls[0]![0]).toMatchObject({ title: '温馨提示', message: Errors.notLoggedIn.msg });
  });

  /** A fetch that only settles when aborted, like a request the server never answers. */
  const hangingFetch = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('times out after 5 s without credentials: toast 网络超时 for 1.5 s, reject 请求超时', async () => {
    const { fetch, call, effects } = setup();
    fetch.mockImplementation(hangingFetch);
    const result = rejection(call());
    await vi.advanceTimersByTimeAsync(4999);
    expect(effects.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe('请求超时');
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('网络超时', { durationMs: 1500 });
  });

  it('waits 30 s when the token is sent', async () => {
    const { fetch, call, effects, setToken } = setup();
    setToken('tok-1');
    fetch.mockImplementation(hangingFetch);
    const result = rejection(call(perInfoV5));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(effects.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).message).toBe('请求超时');
  });

  it('uses the 5 s timeout for a tokenless URL even when logged in', async () => {
    const { fetch, call, setToken } = setup();
    setToken('tok-1');
    fetch.mockImplementation(hangingFetch);
    const result = rejection(call(perInfoV1));
    await vi.advanceTimersByTimeAsync(5000);
    expect((await result).failure).toBe('timeout');
  });

  it('a network failure toasts 网络异常 for 1 s', async () => {
    const { fetch, call, effects } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(call());
    expect(error.failure).toBe('network');
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('网络异常', { durationMs: 1000 });
  });

  it('an HTTP error page toasts 网络异常 with the status', async () => {
    const { fetch, call, effects } = setup();
    fetch.mockResolvedValueOnce(fakeResponse('<html>bad gateway</html>', 502));
    const error = await rejection(call());
    expect(error.status).toBe(502);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('网络异常 502', { durationMs: 1000 });
  });

  it('background calls fail without a toast', async () => {
    const { fetch, call, effects } = setup({ isBackground: () => true });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await rejection(call(routes.site.systemTime));
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('token rules', () => {
  const tokenHeader = (init: RequestInit) => (init.headers as Record<string, string>).token;

  it.each([
    ['/api/site/group/account/memberLogin/v3/login'],
    ['/api/site/group/account/lg/v5/login'],
    [routes.site.bannersV1.path],
    [routes.site.bannersV2.path],
    [routes.site.perInfoV1.path],
  ])('omits the token for %s', async (path) => {
    const { fetch, call, setToken } = setup();
    setToken('secret-token');
    fetch.mockResolvedValueOnce(fakeResponse(envelope(0, {})));
    await call(testRoute(path));
    expect(tokenHeader((fetch.mock.calls[0] as FetchArgs)[1])).toBeUndefined();
  });

  it.each([[routes.site.perInfoV5.path], [navigation.path], [routes.site.configGets.path]])(
    'sends the token header for %s',
    async (path) => {
      const { fetch, call, setToken } = setup();
      setToken('secret-token');
      fetch.mockResolvedValueOnce(fakeResponse(envelope(0, {})));
      await call(testRoute(path));
      expect(tokenHeader((fetch.mock.calls[0] as FetchArgs)[1])).toBe('secret-token');
    },
  );

  it('sends no token header when there is no token', async () => {
    const { fetch, call } = setup();
    fetch.mockResolvedValueOnce(fakeResponse(envelope(0, {})));
    await call(navigation);
    expect(tokenHeader((fetch.mock.calls[0] as FetchArgs)[1])).toBeUndefined();
  });

  it('sends the language header', async () => {
    const { fetch, call } = setup({ language: () => 'zh-CN' });
    fetch.mockResolvedValueOnce(fakeResponse(envelope(0, {})));
    await call(navigation);
    expect(((fetch.mock.calls[0] as FetchArgs)[1].headers as Record<string, string>).language).toBe('zh-CN');
  });
});

describe('local cache of site-config reads', () => {
  function cached() {
    let now = 1_000_000;
    const cache = new RequestCache(60_000, () => now);
    const ctx = setup({ cache, isCacheable: (route) => route.path !== routes.site.systemTime.path });
    ctx.fetch.mockImplementation(async (_url, init) => fakeResponse(envelope(0, { echo: init.body ?? null })));
    return {
      ...ctx,
      tick: (ms: number) => {
        now += ms;
      },
    };
  }

  it('answers the same path, params and token from the cache within 60 s', async () => {
    const { fetch, call, tick } = cached();
    const first = await call(routes.site.helpList, { categoryId: 1, page: 1 });
    tick(59_999);
    const second = await call(routes.site.helpList, { page: 1, categoryId: 1 });
    expect(second).toEqual(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('misses after 60 s', async () => {
    const { fetch, call, tick } = cached();
    await call(navigation);
    tick(60_000);
    await call(navigation);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('misses on other params', async () => {
    const { fetch, call } = cached();
    await call(routes.site.helpList, { categoryId: 1 });
    await call(routes.site.helpList, { categoryId: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('misses on another token', async () => {
    const { fetch, call, setToken } = cached();
    setToken('member-a');
    await call(navigation);
    setToken('member-b');
    await call(navigation);
    setToken(null);
    await call(navigation);
    setToken('member-a');
    await call(navigation);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not cache calls that are not cacheable, nor failures', async () => {
    const { fetch, call } = cached();
    await call(routes.site.systemTime);
    await call(routes.site.systemTime);
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockResolvedValueOnce(fakeResponse(envelope(Errors.internal.code, null, '系统繁忙')));
    await rejection(call(routes.site.pcBottom));
    await call(routes.site.pcBottom);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe('backup-domain rotation', () => {
  it('moves the API base to the next domain after 3 consecutive load failures', async () => {
    const domains = new DomainRotator(3);
    domains.setDomains(['https://b.example/', 'c.example']);
    const { fetch, call } = setup({ domains });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));

    await rejection(call());
    await rejection(call());
    expect(domains.base()).toBe('');
    await rejection(call());
    expect(domains.base()).toBe('https://b.example');

    fetch.mockResolvedValueOnce(fakeResponse(envelope(0, {})));
    await call(navigation);
    expect((fetch.mock.calls[3] as FetchArgs)[0]).toBe(`https://b.example${navigation.path}`);

    // A call to another origin (the news domain) goes there, whatever line the API is on.
    fetch.mockResolvedValueOnce(fakeResponse(envelope(0, {})));
    await call({ ...navigation, path: 'https://news.example/api/site/game/newsoccer/news/v1/list' });
    expect((fetch.mock.calls[4] as FetchArgs)[0]).toBe('https://news.example/api/site/game/newsoccer/news/v1/list');
  });

  it('a success in between resets the count', async () => {
    const domains = new DomainRotator(3);
    domains.setDomains(['https://b.example']);
    const { fetch, call } = setup({ domains });
    fetch
      .mockRejectedValueOnce(new TypeError('x'))
      .mockRejectedValueOnce(new TypeError('x'))
      .mockResolvedValueOnce(fakeResponse(envelope(0, {})))
      .mockRejectedValueOnce(new TypeError('x'))
      .mockRejectedValueOnce(new TypeError('x'));
    for (let i = 0; i < 5; i += 1) await call().catch(() => undefined);
    expect(domains.base()).toBe('');
  });
});
