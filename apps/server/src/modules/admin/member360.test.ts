import { randomUUID } from 'node:crypto';
import { Errors, giftRoutes, type LoginResult, memberRoutes, walletRoutes } from '@courtside/contract';
import {
  type AdminRole,
  adminRoutes as a,
  anchorDeskRoutes as desk,
  member360Routes as m,
  promoAdminRoutes as pa,
} from '@courtside/contract/admin';
import { maskRealName } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { creditCentre, SITE } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import { homeLoses, manualTerms, promoBed } from '../../test/promo';
import { spinAndPull } from '../../test/slots';

/**
 * The member 360 view's tabs (issue 30) on the real app: every read answers the one member asked for
 * and pages, roles the access table leaves out are refused, and notes are an append-only record.
 */
describe.each(databaseKinds())('the member 360 view on %s', (kind) => {
  const { bed, join, as, fundSports, newMatch, leg, place, settle, promotion, giveByHand } = promoBed(kind, 'm360');
  let n = 0;
  let mine: LoginResult;
  let other: LoginResult;
  const session = (token: string) => ({ 'x-admin-session': token });

  const operatorWith = async (...roles: AdminRole[]) => {
    n += 1;
    const username = `m360desk${n}`;
    const password = `Desk-password-${n}`;
    await call(bed.app, a.adminCreate, { username, password, roles }, adminHeader);
    const reply = await post(bed.app, a.login.path, { username, password });
    return { username, headers: session((reply.body.data as { token: string }).token) };
  };

  /** A member with `bets` sportsbook bets, `spins` slot rounds, `gifts` gift sends and a grant. */
  const playing = async (bets: number, spins: number, gifts: number) => {
    const who = await join();
    const h = as(who);
    await creditCentre(bed.app, who.member.id, 100_000n);
    await fundSports(who, 100);
    for (let i = 0; i < bets; i++) {
      const ref = `m360-${randomUUID()}`;
      const matchId = await newMatch(ref);
      expect((await place(who, '10', [await leg(matchId)])).body.code).toBe(0);
      if (i === 0) await settle(ref, homeLoses);
    }
    const moved = await post(
      bed.app,
      walletRoutes.transferIntoVal.path,
      { venueCode: 'PGDZ', amount: '50', requestId: randomUUID() },
      h,
    );
    expect(moved.body.code).toBe(0);
    await spinAndPull(bed.app, who.member.id, spins, '1.00');
    expect((await post(bed.app, giftRoutes.buyCoins.path, { coins: 200, requestId: randomUUID() }, h)).body.code).toBe(
      0,
    );
    const catalogue = (await post(bed.app, giftRoutes.catalogue.path, {})).body.data as {
      giftId: number;
      giftCode: string;
    }[];
    const star = catalogue.find((g) => g.giftCode === 'G007')!;
    const [room] = await rowsOf<{ id: number }>(
      bed.app,
      sql`select id from anchor_room where site_id = ${SITE} order by id desc limit 1`,
    );
    const roomId = Number(room!.id);
    expect((await post(bed.app, desk.roomStatus.path, { roomId, status: 'On1' }, adminHeader)).body.code).toBe(0);
    for (let i = 0; i < gifts; i++) {
      const sent = await post(
        bed.app,
        giftRoutes.reward.path,
        { roomType: 'anchor', roomId, giftId: star.giftId, count: 1, requestId: randomUUID() },
        h,
      );
      expect(sent.body.code).toBe(0);
    }
    return who;
  };

  beforeAll(async () => {
    mine = await playing(3, 3, 3);
    other = await playing(1, 2, 1);
    const plain = await promotion('m360-plain', manualTerms(0));
    for (const amount of ['5.00', '6.00', '7.00']) await giveByHand(mine, plain, amount);
    await giveByHand(other, plain, '8.00');
  }, 120_000);

  it("pages each tab's read, answering only the member asked for", async () => {
    const id = mine.member.id;
    const bets1 = await call(bed.app, m.bets, { memberId: id, page: 1, pageSize: 2 }, adminHeader);
    const bets2 = await call(bed.app, m.bets, { memberId: id, page: 2, pageSize: 2 }, adminHeader);
    expect([bets1.total, bets1.items.length, bets2.items.length]).toEqual([3, 2, 1]);
    const betIds = [...bets1.items, ...bets2.items].map((b) => b.id);
    expect(new Set(betIds).size).toBe(3);
    expect([...bets1.items, ...bets2.items].every((b) => b.memberId === id)).toBe(true);
    // The feed's settlement reaches the bet through the outbox, which may still be on its way.
    const settledStates = async () =>
      (await call(bed.app, m.bets, { memberId: id, state: 'settled' }, adminHeader)).items.map((b) => b.state);
    await expect.poll(settledStates, { timeout: 10_000 }).toEqual(['settled']);

    const rounds1 = await call(
      bed.app,
      m.rounds,
      { memberId: id, venueCode: 'PGDZ', page: 1, pageSize: 2 },
      adminHeader,
    );
    const rounds2 = await call(
      bed.app,
      m.rounds,
      { memberId: id, venueCode: 'PGDZ', page: 2, pageSize: 2 },
      adminHeader,
    );
    expect([rounds1.total, rounds1.items.length, rounds2.items.length]).toEqual([3, 2, 1]);
    expect(rounds1.stake).toBe('3.00');
    const own = await rowsOf<{ betId: string }>(
      bed.app,
      sql`select bet_id as "betId" from game_record where member_id = ${id} and venue_code = 'PGDZ'`,
    );
    expect([...rounds1.items, ...rounds2.items].map((r) => r.betId).sort()).toEqual(own.map((r) => r.betId).sort());

    const gifts = await call(bed.app, m.gifts, { memberId: id, page: 1, pageSize: 2 }, adminHeader);
    const giftsLast = await call(bed.app, m.gifts, { memberId: id, page: 2, pageSize: 2 }, adminHeader);
    expect([gifts.total, gifts.items.length, giftsLast.items.length]).toEqual([3, 2, 1]);
    const sends = await rowsOf<{ id: number }>(bed.app, sql`select id from gift_send where member_id = ${id}`);
    expect([...gifts.items, ...giftsLast.items].map((g) => g.recordId).sort()).toEqual(
      sends.map((s) => Number(s.id)).sort(),
    );

    const grants = await call(bed.app, pa.memberGrants, { memberId: id, page: 1, pageSize: 2 }, adminHeader);
    const grantsLast = await call(bed.app, pa.memberGrants, { memberId: id, page: 2, pageSize: 2 }, adminHeader);
    expect([grants.total, grants.grants.length, grantsLast.grants.length]).toEqual([3, 2, 1]);
    expect([...grants.grants, ...grantsLast.grants].map((g) => g.grant.granted)).toEqual(['7.00', '6.00', '5.00']);

    // The other member's own figures, not the first member's.
    const theirs = { memberId: other.member.id };
    expect((await call(bed.app, m.bets, theirs, adminHeader)).total).toBe(1);
    expect((await call(bed.app, m.rounds, { ...theirs, venueCode: 'PGDZ' }, adminHeader)).total).toBe(2);
    expect((await call(bed.app, m.gifts, theirs, adminHeader)).total).toBe(1);
    expect((await call(bed.app, pa.memberGrants, theirs, adminHeader)).grants.map((g) => g.grant.granted)).toEqual([
      '8.00',
    ]);

    // Each look is audited like the profile read.
    const looks = await rowsOf<{ action: string }>(
      bed.app,
      sql`select distinct action from audit_log where detail ->> 'memberId' = ${String(id)} and action like 'member.%'`,
    );
    expect(looks.map((l) => l.action).sort()).toEqual(['member.bets', 'member.gifts', 'member.rounds']);
  });

  it('shows what the member submitted for verification, masked, and the country of each session', async () => {
    const who = await join();
    expect((await call(bed.app, m.kyc, { memberId: who.member.id }, adminHeader)).realNameBound).toBe(false);
    await call(bed.app, memberRoutes.realNameBind, { realName: '张三丰' }, as(who));
    const kyc = await call(bed.app, m.kyc, { memberId: who.member.id }, adminHeader);
    expect(kyc).toMatchObject({ realNameBound: true, realName: maskRealName('张三丰'), withdrawPasswordSet: false });
    expect(kyc.realName).not.toContain('三丰');

    // Sessions from a Google DNS address (US) and from this machine (no country).
    await bed.app.database.db.execute(
      sql`update member_session set ip = '8.8.8.8' where id = (select min(id) from member_session where member_id = ${who.member.id})`,
    );
    const detail = await call(bed.app, a.memberDetail, { memberId: who.member.id }, adminHeader);
    expect(detail.sessions.map((s) => [s.ip, s.country])).toContainEqual(['8.8.8.8', 'US']);
    expect(detail.member.registerCountry).toBeNull();
  });

  it('refuses a role the access table leaves out, and another site cannot be asked for', async () => {
    const cashier = await operatorWith('cashier');
    const trader = await operatorWith('trader');
    const support = await operatorWith('support');
    const memberId = mine.member.id;
    const refused = async (path: string, headers: Record<string, string>) =>
      (await post(bed.app, path, { memberId, text: '看看' }, headers)).body.code;
    // KYC is not the money desk's; nothing of the member is the trader's; notes are not the cashier's to write.
    expect(await refused(m.kyc.path, cashier.headers)).toBe(Errors.forbidden.code);
    for (const route of [m.kyc, m.bets, m.rounds, m.gifts, m.notes, m.noteAdd]) {
      expect(await refused(route.path, trader.headers), route.path).toBe(Errors.forbidden.code);
    }
    expect(await refused(m.noteAdd.path, cashier.headers)).toBe(Errors.forbidden.code);
    expect(await refused(m.bets.path, cashier.headers)).toBe(0);
    expect(await refused(m.kyc.path, support.headers)).toBe(0);
    const unknown = await post(bed.app, m.rounds.path, { memberId: 999_999_999 }, adminHeader);
    expect(unknown.body.code).toBe(Errors.notFound.code);
  });

  it('writes a note with its author and audit row, lists notes newest first, and refuses an empty or long one', async () => {
    const support = await operatorWith('support');
    const compliance = await operatorWith('compliance');
    const memberId = other.member.id;
    const first = await call(bed.app, m.noteAdd, { memberId, text: '  来电询问提款进度  ' }, support.headers);
    expect(first).toMatchObject({ memberId, author: `admin:${support.username}`, text: '来电询问提款进度' });
    await call(bed.app, m.noteAdd, { memberId, text: '已核实身份证件' }, compliance.headers);
    await call(bed.app, m.noteAdd, { memberId: mine.member.id, text: '另一会员的备注' }, support.headers);

    const listed = await call(bed.app, m.notes, { memberId, page: 1, pageSize: 1 }, support.headers);
    expect(listed.total).toBe(2);
    expect(listed.items.map((x) => [x.text, x.author])).toEqual([['已核实身份证件', `admin:${compliance.username}`]]);
    const older = await call(bed.app, m.notes, { memberId, page: 2, pageSize: 1 }, support.headers);
    expect(older.items.map((x) => x.text)).toEqual(['来电询问提款进度']);

    const audited = await rowsOf<{ actor: string; after: string }>(
      bed.app,
      sql`select actor, detail ->> 'after' as after from audit_log where action = 'member.note' and detail ->> 'noteId' = ${String(first.id)}`,
    );
    expect(audited).toEqual([{ actor: `admin:${support.username}`, after: '来电询问提款进度' }]);

    const count = async () =>
      (await rowsOf<{ n: number }>(bed.app, sql`select count(*)::int as n from member_note`))[0]!.n;
    const before = await count();
    for (const [text, message] of [
      ['   ', /备注不能为空/],
      ['', /备注不能为空/],
      ['长'.repeat(501), /备注最多500个字/],
    ] as const) {
      const reply = await post(bed.app, m.noteAdd.path, { memberId, text }, support.headers);
      expect([reply.status, reply.body.code]).toEqual([400, Errors.invalidParameter.code]);
      expect(reply.body).toMatchObject({ data: { field: 'text' } });
      expect(reply.body.msg).toMatch(message);
    }
    expect(await count()).toBe(before);
    // 500 characters is the most, and fits.
    expect((await call(bed.app, m.noteAdd, { memberId, text: '满'.repeat(500) }, support.headers)).text).toHaveLength(
      500,
    );

    // Append-only: the database itself refuses a change or a removal.
    await expect(
      bed.app.database.db.execute(sql`update member_note set text = '改' where id = ${first.id}`),
    ).rejects.toThrow();
    await expect(bed.app.database.db.execute(sql`delete from member_note where id = ${first.id}`)).rejects.toThrow();
  });
});
