import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin/routes';
import { Errors, errorByCode } from './errors';
import { routes } from './routes';

describe('error catalogue', () => {
  const specs = Object.values(Errors);

  it('gives every code one meaning', () => {
    expect(new Set(specs.map((e) => e.code)).size).toBe(specs.length);
  });

  it('keeps the codes the spec names', () => {
    expect(errorByCode(10409)?.msg).toBe('验证码错误');
    expect(errorByCode(10402)?.reaction).toBe('silent');
    expect(errorByCode(10403)?.reaction).toBe('silent');
    expect(errorByCode(1000022)?.reaction).toBe('lineSwitch');
    expect(errorByCode(1000023)?.reaction).toBe('lineSwitch');
    expect(errorByCode(0)).toBeUndefined();
  });

  it('speaks Chinese to the member', () => {
    for (const spec of specs) expect(spec.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 401 only for a missing login and 429 only for rate limits', () => {
    expect(specs.filter((e) => e.httpStatus === 401).map((e) => e.code)).toEqual([Errors.notLoggedIn.code]);
    for (const e of specs.filter((s) => s.httpStatus === 429)) expect(e.reaction).toBe('busy');
  });
});

describe('route table', () => {
  const all = [...Object.values(routes), adminRoutes].flatMap((group) => Object.values(group));

  it('has one route per method and path', () => {
    expect(new Set(all.map((r) => `${r.method} ${r.path}`)).size).toBe(all.length);
  });

  it('keeps the paths the spec names verbatim', () => {
    const paths = all.map((r) => r.path);
    expect(paths).toContain('/api/site/group/site/configInfo/v1/get');
    expect(paths).toContain('/api/site/group/site/configInfo/v2/gets');
    expect(paths).toContain('/api/site/group/site/perInfo/v1/get');
    expect(paths).toContain('/api/site/group/site/perInfo/v5/get');
    expect(paths.filter((p) => p.endsWith('queryBannerList'))).toHaveLength(2);
  });

  it('names every route in Chinese for the API docs', () => {
    for (const r of all) expect(r.summary).toMatch(/[\u4e00-\u9fff]/);
  });
});
