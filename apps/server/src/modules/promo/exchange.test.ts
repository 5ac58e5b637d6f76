import { randomUUID } from 'node:crypto';
import {
  type ExchangeCatalogue,
  type ExchangeItemAdminView,
  type ExchangeResult,
  type ExchangesResponse,
  exchangeRoutes as er,
  giftRoutes,
  promoRoutes as pr,
} from '@courtside/contract';
import { exchangeAdminRoutes as ea } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('积分兑换 on %s', (kind) => {
  const { bed, join, as, grants, earnPoints: earn } = promoBed(kind, 'exch');
  type Who = Awaited<ReturnType<typeof join>>;
  const catalogue = async (who: Who) => (await call(bed.app, er.items, {}, as(who))) as ExchangeCatalogue;
  const exchange = (who: Who, itemId: number, requestId: string = randomUUID()) =>
    post(bed.app, er.exchange.path, { itemId, requestId }, as(who));
  const points = async (who: Who) =>
    (await call(bed.app, pr.score, {}, as(who))) as { balance: number; earned: number };
  const items = async () => (await call(bed.app, ea.items, {}, adminHeader)) as ExchangeItemAdminView[];
  const byTitle = async (title: string) => (await items()).find((i) => i.title === title)!;
  const save = (item: ExchangeItemAdminView, patch: Partial<ExchangeItemAdminView>) => {
    const { taken: _taken, ...rest } = { ...item, ...patch };
    return post(bed.app, ea.save.path, rest, adminHeader);
  };

  it('shows the catalogue, spends points for coins and a bonus, and answers a repeat with the same exchange', async () => {
    const visitor = (await post(bed.app, er.items.path, {})).body.data as ExchangeCatalogue;
    expect(visitor.items.map((i) => [i.title, i.points, i.reason])).toEqual([
      ['100金币', 50, 'notLoggedIn'],
      ['8元彩金', 80, 'notLoggedIn'],
      ['18元彩金', 160, 'notLoggedIn'],
      ['58元彩金', 480, 'notLoggedIn'],
      ['10元免费投注', 60, 'notLoggedIn'],
    ]);
    const who = await join();
    const coins = (await catalogue(who)).items[0]!;
    expect(coins.reason).toBe('notEnoughPoints');
    expect((await exchange(who, coins.id)).body).toMatchObject({ code: 10963, msg: '积分不足' });

    await earn(who, 200);
    const requestId = randomUUID();
    const taps = await Promise.all(Array.from({ length: 6 }, () => exchange(who, coins.id, requestId)));
    expect(taps.map((t) => t.body.code)).toEqual(Array(6).fill(0));
    expect(new Set(taps.map((t) => (t.body.data as ExchangeResult).exchange.id)).size).toBe(1);
    expect((taps[0]!.body.data as ExchangeResult).balance).toBe(150);
    const wallet = (await call(bed.app, giftRoutes.coinBalance, {}, as(who))) as { coins: string };
    expect(wallet.coins).toBe('100');

    const bonus = (await catalogue(who)).items[1]!;
    const bought = (await exchange(who, bonus.id)).body.data as ExchangeResult;
    expect(bought).toMatchObject({
      balance: 70,
      exchange: { title: '8元彩金', kind: 'bonus', amount: '8.00', points: 80 },
    });
    const grant = (await grants(who)).find((g) => g.id === bought.exchange.grantId)!;
    expect(grant).toMatchObject({ kind: 'exchange', granted: '8.00' });
    // Spending lowers the balance, not what was earned; the ledger of points still adds up.
    expect(await points(who)).toMatchObject({ balance: 70, earned: 200 });
    expect(await bed.app.services.score.unbalanced()).toEqual([]);
    const mine = (await call(bed.app, er.exchanges, { page: 1, pageSize: 10 }, as(who))) as ExchangesResponse;
    expect(mine.items.map((e) => e.title)).toEqual(['8元彩金', '100金币']);
    const records = (await call(bed.app, pr.scoreRecords, { page: 1, pageSize: 10 }, as(who))) as {
      items: { source: string; kind: string; points: number }[];
    };
    expect(records.items.slice(0, 2)).toMatchObject([
      { source: 'exchange', kind: 'spend', points: -80 },
      { source: 'exchange', kind: 'spend', points: -50 },
    ]);
    // Another member sees none of it; a used requestId for another item is a conflict, not a purchase.
    const other = await join();
    expect(((await call(bed.app, er.exchanges, { page: 1, pageSize: 10 }, as(other))) as ExchangesResponse).total).toBe(
      0,
    );
    expect((await exchange(who, bonus.id, requestId)).body.code).not.toBe(0);
  });

  it('sells a stock of 5 to 20 concurrent exchanges exactly 5 times, and keeps each member to the limit', async () => {
    const made = await post(
      bed.app,
      ea.save.path,
      {
        title: '限量金币',
        kind: 'coins',
        amount: '10',
        points: 1,
        stock: 5,
        perMemberLimit: 2,
        state: 'active',
        sort: 9,
      },
      adminHeader,
    );
    expect(made.body.code).toBe(0);
    const item = made.body.data as ExchangeItemAdminView;
    const buyers = await Promise.all(Array.from({ length: 10 }, () => join()));
    for (const b of buyers) await earn(b, 10);
    const tries = await Promise.all(buyers.flatMap((b) => [exchange(b, item.id), exchange(b, item.id)]));
    const codes = tries.map((t) => t.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === 10961)).toHaveLength(15);
    expect((await byTitle('限量金币')).taken).toBe(5);
    const spent = await rowsOf<{ n: string }>(
      bed.app,
      sql`select coalesce(-sum(points), 0)::text as n from promo_points_entry where source = 'exchange' and reference in
          (select id::text from promo_exchange where item_id = ${item.id})`,
    );
    expect(spent[0]!.n).toBe('5');

    // The limit: a member with points to spare takes two, and the third is refused.
    const big = await save(item, { stock: null, title: '不限量金币' });
    expect(big.body.code).toBe(0);
    const rich = await join();
    await earn(rich, 10);
    expect((await exchange(rich, item.id)).body.code).toBe(0);
    expect((await exchange(rich, item.id)).body.code).toBe(0);
    expect((await exchange(rich, item.id)).body).toMatchObject({ code: 10962 });
    expect((await catalogue(rich)).items.find((i) => i.id === item.id)).toMatchObject({
      reason: 'limitReached',
      taken: 2,
    });
    expect(await points(rich)).toMatchObject({ balance: 8 });
  });

  it('refuses bad input and operator edits that break the rules, changing nothing', async () => {
    const who = await join();
    await earn(who, 100);
    expect((await exchange(who, 999_999)).body.code).toBe(10960);
    expect(
      (await post(bed.app, er.exchange.path, { itemId: -1, requestId: randomUUID() }, as(who))).body.code,
    ).not.toBe(0);
    expect((await post(bed.app, er.exchange.path, { itemId: 1 }, as(who))).body.code).not.toBe(0);
    expect((await post(bed.app, er.exchange.path, { itemId: 1, requestId: randomUUID() })).body.code).not.toBe(0);

    const coins = await byTitle('100金币');
    expect((await save(coins, { points: -5 })).body.code).not.toBe(0);
    expect((await save(coins, { amount: '1.5' })).body.code).not.toBe(0);
    expect((await save({ ...coins, kind: 'bonus' }, { amount: '0.00' })).body.code).not.toBe(0);
    // A paused item is not sold, and a stock below what was taken is refused.
    expect((await save(coins, { state: 'paused' })).body.code).toBe(0);
    expect((await exchange(who, coins.id)).body.code).toBe(10960);
    expect((await catalogue(who)).items.some((i) => i.id === coins.id)).toBe(false);
    expect((await save(coins, { state: 'active' })).body.code).toBe(0);
    const sold = await post(
      bed.app,
      ea.save.path,
      {
        title: '三份金币',
        kind: 'coins',
        amount: '10',
        points: 1,
        stock: 3,
        perMemberLimit: null,
        state: 'active',
        sort: 9,
      },
      adminHeader,
    );
    const three = sold.body.data as ExchangeItemAdminView;
    expect((await exchange(who, three.id)).body.code).toBe(0);
    expect((await exchange(who, three.id)).body.code).toBe(0);
    expect((await save({ ...three, taken: 2 }, { stock: 1 })).body).toMatchObject({ code: 10964 });
    expect((await byTitle('三份金币')).stock).toBe(3);
    expect(await points(who)).toMatchObject({ balance: 98 });
    const audit = await rowsOf<{ n: string }>(
      bed.app,
      sql`select count(*)::text as n from audit_log where action = 'promo.exchangeItem'`,
    );
    expect(Number(audit[0]!.n)).toBeGreaterThan(0);
  });
});
