import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminRoutes } from './admin/routes';
import { calendarDate, isoInstant, PG_INT_MAX } from './common';
import { Errors, errorByCode } from './errors';
import { messageRoutes } from './message/routes';
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

/** Every leaf of a request schema with the key that names it (objects, lists, optionals and defaults looked through). */
const leaves = (schema: z.ZodType, key: string, path: string): { key: string; path: string; schema: z.ZodType }[] => {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, s]) => leaves(s, k, `${path}.${k}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return leaves(def.innerType as z.ZodType, key, path);
    case 'array':
      return leaves(def.element as z.ZodType, key, `${path}[]`);
    case 'pipe':
      return leaves(def.in as z.ZodType, key, path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((s, i) => leaves(s, key, `${path}|${i}`));
    default:
      return [{ key, path, schema }];
  }
};

describe('request bounds', () => {
  const all = [...Object.values(routes), adminRoutes].flatMap((group) => Object.values(group));
  const fields = all.flatMap((r) => leaves(r.request, '', r.path));
  /** Ids of `bigserial` rows (ledger transfers, outbox events): bounded by what JSON carries exactly. */
  // Message ids are bigserial: a 100,000-member notice batch writes 100,000 rows at once.
  const bigIds = new Set([
    `${adminRoutes.deadLetterReplay.path}.id`,
    ...[messageRoutes.read, messageRoutes.delete, messageRoutes.sticky, messageRoutes.reply].map((r) => `${r.path}.id`),
  ]);
  const bigIdKeys = new Set(['marketId']);

  it('refuses an integer id past PostgreSQL integer, or below 1, with a 400-style error', () => {
    const ids = fields.filter((f) => /(^id|Id|Ids)$/.test(f.key) && f.schema.safeParse(1).success);
    expect(ids.length).toBeGreaterThan(10);
    const unbounded = ids.filter((f) =>
      bigIds.has(f.path) || bigIdKeys.has(f.key)
        ? f.schema.safeParse(2 ** 53).success || f.schema.safeParse(0).success
        : f.schema.safeParse(PG_INT_MAX + 1).success || f.schema.safeParse(0).success,
    );
    expect(unbounded.map((f) => f.path)).toEqual([]);
  });

  it('refuses a day outside the years 2000 to 2100 (birthdays from 1900)', () => {
    const days = fields.filter(
      (f) => /(^date|Date|^day|Day|^from|^to|^birthday)$/.test(f.key) && f.schema.safeParse('2024-02-29').success,
    );
    expect(days.length).toBeGreaterThan(2);
    const unbounded = days.filter(
      (f) => f.schema.safeParse('0000-01-01').success || f.schema.safeParse('2024-02-30').success,
    );
    expect(unbounded.map((f) => f.path)).toEqual([]);
    expect(calendarDate.safeParse('1999-12-31').success).toBe(false);
    expect(calendarDate.safeParse('2100-12-31').success).toBe(true);
  });

  it('refuses a moment outside the years 2000 to 2100', () => {
    const moments = fields.filter((f) => /At$/.test(f.key) && f.schema.safeParse('2030-06-01T12:00:00+08:00').success);
    expect(moments.length).toBeGreaterThan(0);
    const unbounded = moments.filter((f) =>
      ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2030-06-01 12:00'].some((t) => f.schema.safeParse(t).success),
    );
    expect(unbounded.map((f) => f.path)).toEqual([]);
    expect(isoInstant.safeParse('2100-12-31T23:59:59Z').success).toBe(true);
    expect(isoInstant.safeParse('1999-12-31T23:59:59Z').success).toBe(false);
  });
});

describe('payment amounts', () => {
  const issues = (amount: string) => {
    const parsed = routes.payment.payVal.request.safeParse({ channelCode: 'bank', amount, requestId: 'r-000000001' });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('calls an amount over the ceiling over the limit, with the limit, and a malformed one malformed', () => {
    expect(issues('99999.99')).toEqual([]);
    expect(issues('200000')).toEqual(['单笔金额不能超过 99,999.99']);
    expect(issues('1.234')).toEqual(['请输入正确的金额（大于0，最多两位小数）']);
    expect(issues('0')).toEqual(['请输入正确的金额（大于0，最多两位小数）']);
  });
});
