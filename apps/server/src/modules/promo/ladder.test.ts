import {
  type BirthdayInfo,
  promoRoutes as pr,
  type VipInfo,
  type VipLadderLevelInput,
  type VipLadderView,
} from '@courtside/contract';
import { type AdminRole, adminRoutes, promoAdminRoutes as pa } from '@courtside/contract/admin';
import { businessDate } from '@courtside/domain';
import { PRODUCT_KINDS } from '@courtside/domain/promotions';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vipLadder } from '../../seed/content';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';
import { promoBed } from '../../test/promo';
import { seedVipLadder } from './seed';

/** What the read answers, as the save takes it back (a birthday gift never named saves as 0). */
const inputOf = (view: VipLadderView): VipLadderLevelInput[] =>
  view.levels.map(({ members: _members, birthdayGift, ...level }) => ({ ...level, birthdayGift: birthdayGift ?? '0' }));

describe.each(databaseKinds())('the operator VIP ladder on %s', (kind) => {
  const { bed, join, as, deposit, grants } = promoBed(kind, 'ladder');
  let original: VipLadderLevelInput[];

  const read = async () => (await call(bed.app, pa.vipLadder, {}, adminHeader)) as VipLadderView;
  const save = (levels: unknown, headers: Record<string, string> = adminHeader) =>
    post(bed.app, pa.vipLadderSave.path, { levels }, headers);
  const audits = async () =>
    Number(
      (
        await rowsOf<{ n: number }>(
          bed.app,
          sql`select count(*)::int as n from audit_log where action = 'promo.vipLadder'`,
        )
      )[0]!.n,
    );
  const operator = async (username: string, roles: AdminRole[]) => {
    const password = `${username}-Password-1`;
    await call(bed.app, adminRoutes.adminCreate, { username, password, roles }, adminHeader);
    const reply = await post(bed.app, adminRoutes.login.path, { username, password });
    return { 'x-admin-session': (reply.body.data as { token: string }).token };
  };
  /** Valid turnover of today, written as a settled bet's row would be. */
  const turnover = (memberId: number, ref: string, minor: number) =>
    rowsOf(
      bed.app,
      sql`insert into promo_turnover (source, ref, site_id, member_id, day, product, amount)
          values ('test', ${ref}, 5000, ${memberId}, ${businessDate(Date.now())}, 'sports', ${minor})`,
    );
  const level = async (memberId: number) =>
    Number(
      (await rowsOf<{ level: number }>(bed.app, sql`select level from promo_vip where member_id = ${memberId}`))[0]
        ?.level ?? 0,
    );
  const upgradeGifts = async (who: Awaited<ReturnType<typeof join>>) =>
    (await grants(who))
      .filter((g) => g.kind === 'vip')
      .map((g) => g.granted)
      .sort();

  beforeAll(async () => {
    original = inputOf(await read());
  });
  // Each test starts from the demo ladder.
  afterEach(async () => {
    expect((await save(original)).body.code).toBe(0);
  });

  it('reads the ladder and saves a valid one in one audited step that members read at once', async () => {
    const who = await join();
    const seen = await read();
    expect(seen.levels).toHaveLength(9);
    expect(seen.levels[1]).toMatchObject({
      level: 1,
      name: '青铜',
      minDeposit: '1000.00',
      minTurnover: '10000.00',
      upgradeGift: '18.00',
      birthdayGift: '18.00',
      rebateCap: '16888.00',
    });
    expect(Object.keys(seen.levels[1]!.rebate).sort()).toEqual([...PRODUCT_KINDS].sort());

    const levels = inputOf(seen).map((l) =>
      l.level === 1 ? { ...l, weeklyPacket: '5.00', birthdayGift: '20.00', name: '青铜会员' } : l,
    );
    const top = levels[8]!;
    levels.push({ ...top, level: 9, name: '传奇', minDeposit: '5000000.00', upgradeGift: '18888.00' });
    const auditsBefore = await audits();
    const saved = await save(levels);
    expect(saved.body.code).toBe(0);
    const answer = saved.body.data as VipLadderView;
    expect(answer.levels).toHaveLength(10);
    expect(answer.levels[9]).toMatchObject({ name: '传奇', minDeposit: '5000000.00', upgradeGift: '18888.00' });
    expect(await read()).toEqual(answer);

    // Every reader of the ladder sees the new one on its next read.
    const vip = (await call(bed.app, pr.vip, {}, as(who))) as VipInfo;
    expect(vip.levels).toHaveLength(10);
    expect(vip.levels[1]).toMatchObject({ name: '青铜会员', weeklyPacket: '5.00' });
    const birthday = (await call(bed.app, pr.birthday, {}, as(who))) as BirthdayInfo;
    expect(birthday.levels[1]).toMatchObject({ name: '青铜会员', amount: '20.00' });

    expect(await audits()).toBe(auditsBefore + 1);
    const [row] = await rowsOf<{ actor: string; detail: { before: VipLadderView; after: VipLadderView } }>(
      bed.app,
      sql`select actor, detail from audit_log where action = 'promo.vipLadder' order by id desc limit 1`,
    );
    expect(row!.detail.before.levels).toHaveLength(9);
    expect(row!.detail.before.levels[1]!.weeklyPacket).toBe('0.00');
    expect(row!.detail.after.levels).toHaveLength(10);
    expect(row!.detail.after.levels[1]!.weeklyPacket).toBe('5.00');
  });

  it('refuses a bad ladder with a clear code and changes nothing', async () => {
    const before = await read();
    const auditsBefore = await audits();
    const good = inputOf(before);
    const at = (n: number, change: Partial<Record<keyof VipLadderLevelInput, unknown>>) =>
      good.map((l) => (l.level === n ? { ...l, ...change } : l));
    const refusals: [string, unknown, number, RegExp?][] = [
      ['a deposit line below the level under it', at(3, { minDeposit: '100.00' }), 10740, /VIP3的晋级存款低于VIP2/],
      ['a retention line above the promotion line', at(2, { retainTurnover: '60000.00' }), 10740, /保级流水/],
      ['a falling birthday gift', at(4, { birthdayGift: '1.00' }), 10740, /VIP4的生日礼金低于VIP3/],
      ['a rebate over 3 %', at(2, { rebate: { ...good[2]!.rebate, sports: '5.00' } }), 10740, /返水比例/],
      ['a threshold on VIP0', at(0, { minTurnover: '1.00' }), 10740, /VIP0/],
      ['levels out of order', [good[0], good[2], good[1]], 10740, /连续编号/],
      ['one level', [good[0]], 10740, /2-11级/],
      ['twelve levels', [...good, ...good.slice(0, 3)], 10400],
      ['three decimals', at(1, { upgradeGift: '18.005' }), 10400],
      ['not money', at(1, { weeklyPacket: 'abc' }), 10400],
      ['a negative amount', at(1, { monthlyPacket: '-1.00' }), 10400],
      ['a product without a rate', at(1, { rebate: { sports: '0.40' } }), 10400],
      ['no name', at(1, { name: ' ' }), 10400],
    ];
    for (const [what, levels, code, msg] of refusals) {
      const reply = await save(levels);
      expect(reply.body.code, what).toBe(code);
      if (msg) expect(reply.body.msg, what).toMatch(msg);
    }
    expect(await read()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('keeps a shorter ladder across a restart: the demo seed fills only birthday gifts never named', async () => {
    expect((await save(original.slice(0, 6))).body.code).toBe(0);
    await rowsOf(bed.app, sql`update promo_vip_level set birthday_gift = null where site_id = 5000 and level = 2`);
    await seedVipLadder(bed.app.database.db, 5000, vipLadder);
    const after = await read();
    expect(after.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(after.levels[2]!.birthdayGift).toBe('38.00');
  });

  it('keeps every level a member holds: a shorter ladder that would leave one behind is refused (10741)', async () => {
    const who = await join();
    await rowsOf(
      bed.app,
      sql`insert into promo_vip (member_id, site_id, level, level_since) values (${who.member.id}, 5000, 8, now())`,
    );
    const before = await read();
    expect(before.highestHeld).toBe(8);
    expect(before.levels[8]!.members).toBe(1);
    const reply = await save(original.slice(0, 8));
    expect(reply.body.code).toBe(10741);
    expect(reply.body.msg).toMatch(/VIP8/);
    expect(await read()).toEqual(before);
    expect(await level(who.member.id)).toBe(8);
  });

  it('lets the roles of the promotions read the ladder, and only a manager save it (10504)', async () => {
    const cashier = await operator('laddercash', ['cashier']);
    const support = await operator('laddersupport', ['support']);
    const manager = await operator('laddermanager', ['manager']);
    const before = await read();
    expect((await post(bed.app, pa.vipLadder.path, {}, cashier)).body.code).toBe(0);
    expect((await post(bed.app, pa.vipLadder.path, {}, support)).body.code).toBe(10504);
    const changed = original.map((l) => (l.level === 2 ? { ...l, name: '白银会员' } : l));
    expect((await save(changed, cashier)).body.code).toBe(10504);
    expect((await save(changed, support)).body.code).toBe(10504);
    // A member's token is no operator's.
    expect((await save(changed, as(await join()))).status).not.toBe(200);
    expect(await read()).toEqual(before);
    const saved = await save(changed, manager);
    expect(saved.body.code).toBe(0);
    expect((saved.body.data as VipLadderView).levels[2]!.name).toBe('白银会员');
    const [row] = await rowsOf<{ actor: string }>(
      bed.app,
      sql`select actor from audit_log where action = 'promo.vipLadder' order by id desc limit 1`,
    );
    expect(row!.actor).toMatch(/laddermanager/);
  });

  it('moves no level backward and never pays an upgrade gift twice when the gift changes', async () => {
    const who = await join();
    await turnover(who.member.id, `ladder-${who.member.id}`, 1_000_000);
    await deposit(who, '1000.00');
    await expect.poll(() => level(who.member.id), { timeout: 10_000 }).toBe(1);
    expect(await upgradeGifts(who)).toEqual(['18.00']);

    // A richer gift and higher lines for VIP1: the member keeps the level and the gift paid.
    const dearer = original.map((l) =>
      l.level === 1 ? { ...l, upgradeGift: '25.00', minDeposit: '2000.00', minTurnover: '20000.00' } : l,
    );
    expect((await save(dearer)).body.code).toBe(0);
    expect(await level(who.member.id)).toBe(1);
    const evaluate = () =>
      bed.app.database.db.transaction((tx) =>
        bed.app.services.vip.evaluate(tx, 5000, who.member.id, { day: businessDate(Date.now()), retention: false }),
      );
    await evaluate();
    expect(await level(who.member.id)).toBe(1);

    // Reached again (after a demotion), VIP1's gift is not paid a second time, at either amount.
    await rowsOf(bed.app, sql`update promo_vip set level = 0 where member_id = ${who.member.id}`);
    await deposit(who, '1000.00');
    // The deposit's subscriber (gifts, VIP, tasks) is done before the evaluation here: the two would
    // otherwise take the member's rows in turn and could deadlock on PostgreSQL.
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ deposits: number }>(
              bed.app,
              sql`select deposits from promo_member where member_id = ${who.member.id}`,
            )
          )[0]?.deposits,
        { timeout: 10_000 },
      )
      .toBe(2);
    await turnover(who.member.id, `ladder-${who.member.id}-2`, 1_000_000);
    await evaluate();
    expect(await level(who.member.id)).toBe(1);
    expect(await upgradeGifts(who)).toEqual(['18.00']);

    // A member reaching VIP1 for the first time gets the new gift.
    const next = await join();
    await turnover(next.member.id, `ladder-${next.member.id}`, 2_000_000);
    await deposit(next, '2000.00');
    await expect.poll(() => level(next.member.id), { timeout: 10_000 }).toBe(1);
    expect(await upgradeGifts(next)).toEqual(['25.00']);
  });
});
