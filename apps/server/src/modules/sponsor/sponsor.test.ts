import { Errors, type SponsorSaveRequest, sponsorRoutes } from '@courtside/contract';
import { sponsorAdminRoutes as a, adminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HOUR, ScriptedProvider } from '../../test/feed';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { rowsOf } from '../../test/payments';

const service = { 'x-admin-token': ADMIN_TOKEN };
const r = sponsorRoutes;

const draft = (over: Partial<SponsorSaveRequest> = {}): SponsorSaveRequest => ({
  id: null,
  name: '北岸竞技',
  kind: 'club',
  logoUrl: '/media/sponsor-thunder.svg',
  tier: 4,
  summary: '官方合作伙伴',
  story: '北岸竞技的故事',
  team: null,
  startsOn: '2026-01-01',
  endsOn: null,
  ...over,
});

describe.each(databaseKinds())('sponsors on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const snapshot = async () =>
    rowsOf<{ id: number; tier: number; name: string; hidden: boolean }>(
      app,
      sql`select id, tier, name, hidden from sponsor order by id`,
    );
  const lastAudit = async (action: string) => (await call(app, adminRoutes.auditList, { action }, service)).items[0];

  it('lists the demo sponsors highest tier first, with three values below 3 (the most the rule allows)', async () => {
    const { items } = await call(app, r.list);
    expect(items.map((s) => s.tier)).toEqual([5, 4, 2, 2, 1]);
    expect(items[0]).toMatchObject({ name: '红星城足球俱乐部', team: { sport: 'football', name: '红星城' } });
  });

  it('refuses a fourth value below 3 with 10980 on create and on edit, and changes nothing', async () => {
    const before = await snapshot();
    const created = await post(app, a.sponsorSave.path, draft({ tier: 1 }), service);
    expect(created.body).toMatchObject({ code: Errors.sponsorTierRule.code });

    const four = before.find((s) => s.tier === 4)!;
    const current = (await call(app, a.sponsors, {}, service)).items.find((s) => s.id === four.id)!;
    const edited = await post(
      app,
      a.sponsorSave.path,
      draft({ ...current, id: current.id, tier: 2, team: current.team }),
      service,
    );
    expect(edited.body).toMatchObject({ code: Errors.sponsorTierRule.code, msg: '最多只能有 3 个赞助的等级低于 3' });
    expect(await snapshot()).toEqual(before);
  });

  it('counts hidden sponsors: hiding a low one does not make room for another', async () => {
    const low = (await snapshot()).find((s) => s.tier === 1)!;
    await call(app, a.sponsorHide, { id: low.id, hidden: true }, service);
    const refused = await post(app, a.sponsorSave.path, draft({ tier: 2 }), service);
    expect(refused.body).toMatchObject({ code: Errors.sponsorTierRule.code });
    await call(app, a.sponsorHide, { id: low.id, hidden: false }, service);
  });

  it('lets a low sponsor move between low values, and a new sponsor take 3 or more', async () => {
    const low = (await call(app, a.sponsors, {}, service)).items.find((s) => s.tier === 1)!;
    const moved = await call(app, a.sponsorSave, draft({ ...low, id: low.id, tier: 2 }), service);
    expect(moved.tier).toBe(2);
    const added = await call(app, a.sponsorSave, draft({ tier: 3 }), service);
    expect(added).toMatchObject({ tier: 3, hidden: false, name: '北岸竞技' });
    expect(await lastAudit('sponsor.create')).toMatchObject({
      actor: 'operator-token',
      detail: { after: { id: added.id } },
    });
    expect(await lastAudit('sponsor.update')).toMatchObject({ detail: { before: { tier: 1 }, after: { tier: 2 } } });
  });

  it('refuses bad input with a sponsor code and changes nothing', async () => {
    const before = await snapshot();
    const cases: [Partial<SponsorSaveRequest>, number][] = [
      [{ tier: 0 }, Errors.sponsorInvalid.code],
      [{ tier: 6 }, Errors.sponsorInvalid.code],
      [{ tier: 3.5 }, Errors.sponsorInvalid.code],
      [{ name: '   ' }, Errors.sponsorInvalid.code],
      [{ summary: '字'.repeat(121) }, Errors.sponsorInvalid.code],
      [{ logoUrl: 'https://evil.example/logo.png' }, Errors.sponsorInvalid.code],
      [{ startsOn: '2026-05-01', endsOn: '2026-04-30' }, Errors.sponsorInvalid.code],
      [{ id: 999_999 }, Errors.sponsorNotFound.code],
    ];
    for (const [over, code] of cases) {
      const reply = await post(app, a.sponsorSave.path, draft(over), service);
      expect({ over, code: reply.body.code }).toEqual({ over, code });
    }
    const badDate = await post(app, a.sponsorSave.path, { ...draft(), startsOn: '2026-02-30' }, service);
    expect(badDate.status).toBeLessThan(500);
    expect(badDate.body.code).not.toBe(0);
    const badOrder = await post(app, a.sponsorReorder.path, { ids: [before[0]!.id, before[0]!.id] }, service);
    expect(badOrder.body).toMatchObject({ code: Errors.sponsorOrderInvalid.code });
    expect(await snapshot()).toEqual(before);
  });

  it('hides a sponsor from members (list and detail) but keeps it for the operator', async () => {
    const target = (await call(app, r.list)).items.find((s) => s.name === '雷霆电竞')!;
    await call(app, a.sponsorHide, { id: target.id, hidden: true }, service);
    expect((await call(app, r.list)).items.map((s) => s.id)).not.toContain(target.id);
    const detail = await post(app, r.detail.path, { id: target.id });
    expect(detail.body).toMatchObject({ code: Errors.sponsorNotFound.code });
    expect((await call(app, a.sponsors, {}, service)).items.find((s) => s.id === target.id)?.hidden).toBe(true);
    expect(await lastAudit('sponsor.hide')).toMatchObject({ detail: { id: target.id } });
    await call(app, a.sponsorHide, { id: target.id, hidden: false }, service);
    expect((await call(app, r.list)).items.map((s) => s.id)).toContain(target.id);
  });

  it('reorders within a tier for members, in the operator order', async () => {
    const all = (await call(app, a.sponsors, {}, service)).items;
    const reversed = [...all].reverse().map((s) => s.id);
    const after = await call(app, a.sponsorReorder, { ids: reversed }, service);
    expect(after.items.map((s) => s.id)).toEqual(reversed);
    const twos = (await call(app, r.list)).items.filter((s) => s.tier === 2).map((s) => s.id);
    expect(twos).toEqual(reversed.filter((id) => twos.includes(id)));
  });

  it('shows a sponsor detail with its story, and only its linked team matches', async () => {
    const red = (await call(app, r.list)).items.find((s) => s.team?.name === '红星城')!;
    const detail = await call(app, r.detail, { id: red.id });
    expect(detail.sponsor.story).toContain('红星城');
    for (const m of detail.matches) expect([m.home.name, m.away.name]).toContain('红星城');
    const plain = (await call(app, r.list)).items.find((s) => s.team === null)!;
    expect((await call(app, r.detail, { id: plain.id })).matches).toEqual([]);
  });

  it('lists a linked team’s coming matches from the feed, and offers the team in the picker', async () => {
    const provider = new ScriptedProvider();
    app.services.feedIngest.connect(provider);
    const now = Date.now();
    await provider.send(fixture('sp-m1', now, 1, now + 5 * HOUR));
    const other = fixture('sp-m2', now + 1, 2, now + 6 * HOUR);
    await provider.send({
      ...other,
      home: { ...other.home!, ref: 'sp-o-h', name: '广州恒星' },
      away: { ...other.away!, ref: 'sp-o-a', name: '深圳湾' },
    });
    const teams = await call(app, a.sponsorTeams, {}, service);
    expect(teams.items).toContainEqual({ sport: 'football', name: '上海海港' });
    const linked = await call(
      app,
      a.sponsorSave,
      draft({ name: '海港之友', tier: 5, team: { sport: 'football', name: '上海海港' } }),
      service,
    );
    const detail = await call(app, r.detail, { id: linked.id });
    expect(detail.matches.map((m) => `${m.home.name}-${m.away.name}`)).toEqual(['上海海港-北京国安']);
  });

  it('is the manager desk: other roles and members cannot write', async () => {
    const anonymous = await post(app, a.sponsorSave.path, draft({ tier: 5 }));
    expect(anonymous.body.code).not.toBe(0);
  });
});
