import { randomUUID } from 'node:crypto';
import { type BirthdayInfo, type GrantView, memberRoutes, promoRoutes as pr } from '@courtside/contract';
import { businessDate } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed';
import { call, databaseKinds, post } from '../../test/harness';
import { rowsOf } from '../../test/payments';
import { promoBed } from '../../test/promo';

const DAY_MS = 86_400_000;

describe.each(databaseKinds())('生日礼金 on %s', (kind) => {
  const { bed, join, as, grants } = promoBed(kind, 'bday');
  type Who = Awaited<ReturnType<typeof join>>;
  const info = async (who: Who) => (await call(bed.app, pr.birthday, {}, as(who))) as BirthdayInfo;
  const claim = (who: Who) => post(bed.app, pr.birthdayClaim.path, { requestId: randomUUID() }, as(who));
  const setBirthday = async (who: Who, day: string) =>
    expect((await post(bed.app, memberRoutes.updateInfoV4.path, { birthday: day }, as(who))).body.code).toBe(0);
  /** A member sets the birthday once; a later day is support's correction, written as they would. */
  const correctBirthday = (who: Who, day: string) =>
    rowsOf(bed.app, sql`update member_profile set birthday = ${day} where member_id = ${who.member.id}`);
  const setLevel = (who: Who, level: number) =>
    rowsOf(
      bed.app,
      sql`insert into promo_vip (member_id, site_id, level, level_since) values (${who.member.id}, 5000, ${level}, now())
          on conflict (member_id) do update set level = ${level}`,
    );
  /** A birthday in 1990 on the month and day that is `days` from today (Asia/Shanghai). */
  const bornOn = (days: number) => `1990-${businessDate(Date.now() + days * DAY_MS).slice(5)}`;

  it('pays the level gift once per birthday under fifty taps, in the window only, and refuses bad cases', async () => {
    const visitor = await post(bed.app, pr.birthday.path, {});
    expect(visitor.body.data).toMatchObject({ state: 'notLoggedIn', amount: '0.00' });
    expect((visitor.body.data as BirthdayInfo).levels.map((l) => l.amount).slice(0, 3)).toEqual([
      '0.00',
      '18.00',
      '38.00',
    ]);

    const who = await join();
    expect(await info(who)).toMatchObject({ state: 'noBirthday', birthday: null });
    expect((await claim(who)).body).toMatchObject({ code: 10717, msg: '请先在个人资料中填写生日' });

    await setBirthday(who, bornOn(20));
    expect(await info(who)).toMatchObject({ state: 'noVipLevel' });
    await setLevel(who, 2);
    expect(await info(who)).toMatchObject({ state: 'notInWindow', amount: '38.00' });
    expect((await claim(who)).body).toMatchObject({ code: 10718, msg: '今天不在您的生日礼金领取期内' });

    // The birthday two days ago is still inside the demo's 7-day window; level 0 gets nothing.
    await correctBirthday(who, bornOn(-2));
    await setLevel(who, 0);
    expect((await claim(who)).body.code).toBe(10711);
    await setLevel(who, 2);
    expect(await info(who)).toMatchObject({ state: 'claimable', amount: '38.00' });
    const taps = await Promise.all(Array.from({ length: 50 }, () => claim(who)));
    expect(taps.map((t) => t.body.code)).toEqual(Array(50).fill(0));
    expect(new Set(taps.map((t) => (t.body.data as GrantView).id)).size).toBe(1);
    const paid = (await grants(who)).filter((g) => g.kind === 'birthday');
    expect(paid.map((g) => [g.granted, g.multiplier])).toEqual([['38.00', 1]]);
    expect(await info(who)).toMatchObject({ state: 'claimed', grantId: paid[0]!.id });

    // The member cannot move the birthday; a correction by support to tomorrow does not make a second
    // gift this year (days ahead are asked of the service: a session token does not live through a moved clock).
    const moved = await post(bed.app, memberRoutes.updateInfoV4.path, { birthday: bornOn(1) }, as(who));
    expect(moved.body.code).toBe(10836);
    const auth = { memberId: who.member.id, siteId: 5000, sessionId: 0, deviceId: '' };
    const birthday = bed.app.services.birthday;
    await correctBirthday(who, bornOn(1));
    bed.skewMs = DAY_MS;
    if (bornOn(1).slice(5) !== '01-01') {
      expect(await birthday.info(5000, auth)).toMatchObject({ state: 'claimed' });
      expect(await birthday.claim(auth)).toMatchObject({ id: paid[0]!.id });
    }
    // Past the window: nothing; next year's birthday pays again.
    bed.skewMs = 9 * DAY_MS;
    await expect(birthday.claim(auth)).rejects.toMatchObject({ spec: { code: 10718 } });
    bed.skewMs = 366 * DAY_MS;
    const later = `1990-${businessDate(Date.now() + bed.skewMs).slice(5)}`;
    await rowsOf(bed.app, sql`update member_profile set birthday = ${later} where member_id = ${who.member.id}`);
    expect((await birthday.claim(auth)).id).not.toBe(paid[0]!.id);
    bed.skewMs = 0;
    expect((await grants(who)).filter((g) => g.kind === 'birthday')).toHaveLength(2);
  });

  it('refuses a blacklisted member with the spec message', async () => {
    const who = await join();
    await setBirthday(who, bornOn(0));
    await setLevel(who, 1);
    await rowsOf(
      bed.app,
      sql`insert into promo_blacklist (site_id, member_id, reason, by, at) values (5000, ${who.member.id}, 'test', 'test', now())`,
    );
    expect(await info(who)).toMatchObject({ state: 'blacklisted' });
    expect((await claim(who)).body).toMatchObject({ code: 10700 });
  });

  it('seeds the birthday gifts on a ladder seeded before them, and keeps one the operator set', async () => {
    const gifts = async () =>
      (
        await rowsOf<{ level: number; gift: string | null }>(
          bed.app,
          sql`select level, birthday_gift::text as gift from promo_vip_level where site_id = 5000 and level in (1, 2) order by level`,
        )
      ).map((r) => r.gift);
    await rowsOf(bed.app, sql`update promo_vip_level set birthday_gift = null where site_id = 5000 and level = 1`);
    await rowsOf(bed.app, sql`update promo_vip_level set birthday_gift = 0 where site_id = 5000 and level = 2`);
    await seed(bed.app.database.db);
    expect(await gifts()).toEqual(['1800', '0']);
    await rowsOf(bed.app, sql`update promo_vip_level set birthday_gift = 3800 where site_id = 5000 and level = 2`);
  });
});
