import {
  type AgentApplicationItem,
  type AgentIsAgentResult,
  type AgentSummary,
  Errors,
  agentRoutes as r,
} from '@courtside/contract';
import { type AdminIdentity, type AdminRole, agentAdminRoutes as a, adminRoutes } from '@courtside/contract/admin';
import { businessDate } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf, setSiteParam } from '../../test/payments';
import { promoBed } from '../../test/promo';

const form = {
  contactName: '王经理',
  contact: '@wang_partner',
  channel: 'community',
  expectedMembers: 200,
  note: '有两个球迷群',
};

describe.each(databaseKinds())('agents (代理) on %s', (kind) => {
  // The join call's per-address limit is 10 a minute: each application here comes from its own address.
  const { bed, join, as, deposit } = promoBed(kind, 'ag', { TRUST_PROXY: '127.0.0.1' });
  let address = 0;
  const apply = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(bed.app, r.joinUs.path, { ...form, ...body }, { 'x-forwarded-for': `10.9.${++address}.1`, ...headers });
  const codeOf = (reply: { body: { code: number } }) => reply.body.code;
  const applications = async () =>
    (await rowsOf<{ n: number }>(bed.app, sql`select count(*)::int as n from agent_application`))[0]?.n;
  const operator = async (username: string, roles: AdminRole[]) => {
    const password = `${username}-Password-1`;
    await call(bed.app, adminRoutes.adminCreate, { username, password, roles }, adminHeader);
    const reply = await post(bed.app, adminRoutes.login.path, { username, password });
    return { 'x-admin-session': (reply.body.data as { token: string; admin: AdminIdentity }).token };
  };
  const approve = (body: Record<string, unknown>, headers: Record<string, string> = adminHeader) =>
    post(bed.app, a.agentApprove.path, body, headers);

  it('takes applications from visitors and members, one open per contact, and refuses bad input with its code', async () => {
    const before = await applications();
    const bad: [Record<string, unknown>, number][] = [
      [{ contactName: '  ' }, Errors.agentContactNameInvalid.code],
      [{ contactName: '名'.repeat(31) }, Errors.agentContactNameInvalid.code],
      [{ contact: 'ab' }, Errors.agentContactInvalid.code],
      [{ contact: '<script>' }, Errors.agentContactInvalid.code],
      [{ channel: 'tv' }, Errors.agentChannelInvalid.code],
      [{ expectedMembers: 0 }, Errors.agentExpectedInvalid.code],
      [{ expectedMembers: 100_001 }, Errors.agentExpectedInvalid.code],
      [{ expectedMembers: 2.5 }, Errors.agentExpectedInvalid.code],
      [{ note: '字'.repeat(501) }, Errors.agentNoteInvalid.code],
      [{ expectedMembers: 'many' }, Errors.invalidParameter.code],
    ];
    for (const [body, code] of bad) {
      const reply = await apply(body);
      expect(reply.status, JSON.stringify(body)).toBe(code === Errors.invalidParameter.code ? 400 : 200);
      expect(codeOf(reply), JSON.stringify(body)).toBe(code);
    }
    expect(await applications()).toBe(before);

    const visitor = await apply({ contact: '+8613800000001', note: '字'.repeat(500) });
    expect(visitor.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    // The same contact again (spaces do not make it another) is refused while the first waits.
    expect(codeOf(await apply({ contact: '+86 1380 0000 001' }))).toBe(Errors.agentApplicationOpen.code);

    const member = await join();
    const mine = await apply({ contact: '@Member_One' }, as(member));
    expect(mine.body).toMatchObject({ code: 0 });
    expect(codeOf(await apply({ contact: '@other_contact' }, as(member)))).toBe(Errors.agentApplicationOpen.code);
    expect(await applications()).toBe((before ?? 0) + 2);

    const status = await call(bed.app, r.isAgent, {}, as(member));
    expect(status).toMatchObject({ isAgent: false, code: null, application: { status: 'pending' } });
    expect((await post(bed.app, r.isAgent.path, {})).body.code).toBe(Errors.notLoggedIn.code);
    expect(codeOf(await post(bed.app, r.summary.path, {}, as(member)))).toBe(Errors.notAgent.code);
  });

  it('lets support read the queue and only a manager approve or reject, audited', async () => {
    const support = await operator('agdesk', ['support']);
    const manager = await operator('agboss', ['manager']);
    const moderator = await operator('agmod', ['moderator']);
    const applicant = await join();
    const id = ((await apply({ contact: '@queue_case' }, as(applicant))).body.data as { id: number }).id;

    const queue = await call(bed.app, a.agentApplications, { status: 'pending' }, support);
    expect(queue.list.find((i) => i.id === id)).toMatchObject({ memberId: applicant.member.id, status: 'pending' });
    expect((await post(bed.app, a.agentApplications.path, {}, moderator)).status).toBe(403);
    expect((await approve({ id }, support)).status).toBe(403);

    // Reject needs a reason; an unknown application has its own code.
    expect((await post(bed.app, a.agentReject.path, { id, reason: ' ' }, manager)).body.code).toBe(
      Errors.invalidParameter.code,
    );
    expect((await approve({ id: 999_999 }, manager)).body.code).toBe(Errors.agentApplicationNotFound.code);
    const rejected = await post(bed.app, a.agentReject.path, { id, reason: '推广渠道不符合要求' }, manager);
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'rejected', rejectReason: '推广渠道不符合要求' } });
    expect((await approve({ id }, manager)).body.code).toBe(Errors.agentApplicationNotFound.code);
    expect(await call(bed.app, r.isAgent, {}, as(applicant))).toMatchObject({
      isAgent: false,
      application: { status: 'rejected', rejectReason: '推广渠道不符合要求' },
    });

    // A visitor's application needs the account to bind; an unknown one is refused and nothing changes.
    const visitorApp = ((await apply({ contact: '@visitor_case' })).body.data as { id: number }).id;
    expect((await approve({ id: visitorApp }, manager)).body.code).toBe(Errors.agentMemberInvalid.code);
    expect((await approve({ id: visitorApp, memberName: 'nobody-here' }, manager)).body.code).toBe(
      Errors.agentMemberInvalid.code,
    );
    const approved = await approve({ id: visitorApp, memberName: applicant.member.name.toUpperCase() }, manager);
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved', agentMemberId: applicant.member.id } });
    expect((approved.body.data as AgentApplicationItem).agentCode).toMatch(/^[A-Z2-9]{8}$/);
    // Already an agent: a second approval for the same member, or a new application, is refused.
    const again = ((await apply({ contact: '@visitor_again' })).body.data as { id: number }).id;
    expect((await approve({ id: again, memberName: applicant.member.name }, manager)).body.code).toBe(
      Errors.agentMemberInvalid.code,
    );
    expect(codeOf(await apply({ contact: '@third_try' }, as(applicant)))).toBe(Errors.agentAlready.code);

    const audit = await rowsOf<{ action: string; actor: string }>(
      bed.app,
      sql`select action, actor from audit_log where action like 'agent.%' order by id`,
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'agent.reject', actor: 'admin:agboss' },
        { action: 'agent.approve', actor: 'admin:agboss' },
      ]),
    );
  });

  it('counts the members registered with the code, their turnover and commission, and nothing personal', async () => {
    const agent = await join();
    const id = ((await apply({ contact: '@summary_case' }, as(agent))).body.data as { id: number }).id;
    await call(bed.app, a.agentApprove, { id }, adminHeader);
    const me = (await call(bed.app, r.isAgent, {}, as(agent))) as AgentIsAgentResult;
    expect(me).toMatchObject({ isAgent: true, application: { status: 'approved' } });
    const code = me.code!;

    const empty = (await call(bed.app, r.summary, {}, as(agent))) as AgentSummary;
    expect(empty).toMatchObject({
      code,
      link: `/register?r_code=${code}`,
      members: { total: 0, newThisMonth: 0, activeLast30Days: 0, firstDepositors: 0 },
      turnover: { thisMonth: '0.00', lastMonth: '0.00' },
      commission: { ratePercent: '0.30', thisMonth: '0.00' },
    });

    // Two register with the code (any case), one with an unknown code, one with none.
    const m1 = await join({ recommendCode: code.toLowerCase() });
    const m2 = await join({ recommendCode: code });
    await join({ recommendCode: 'ZZZZ9999' });
    const outsider = await join();
    await deposit(m1, '100.00');
    const today = businessDate(Date.now());
    // Valid turnover facts as the sportsbook and the venues write them for the promotions.
    await rowsOf(
      bed.app,
      sql`insert into promo_turnover (source, ref, site_id, member_id, day, product, amount)
          values ('sportsbook', ${`ag-${m2.member.id}-1`}, 5000, ${m2.member.id}, ${today}, 'sports', 12000000),
                 ('sportsbook', ${`ag-${outsider.member.id}-1`}, 5000, ${outsider.member.id}, ${today}, 'sports', 5000000)`,
    );

    await expect
      .poll(async () => ((await call(bed.app, r.summary, {}, as(agent))) as AgentSummary).members.firstDepositors, {
        timeout: 10_000,
      })
      .toBe(1);
    const summary = (await call(bed.app, r.summary, {}, as(agent))) as AgentSummary;
    expect(summary.members).toEqual({ total: 2, newThisMonth: 2, activeLast30Days: 1, firstDepositors: 1 });
    // ¥120,000 this month: the second tier, 0.5 % = ¥600.
    expect(summary.turnover).toEqual({ thisMonth: '120000.00', lastMonth: '0.00' });
    expect(summary.commission).toMatchObject({ ratePercent: '0.50', thisMonth: '600.00' });
    expect(summary.commission.tiers).toEqual([
      { below: '100000.00', ratePercent: '0.30' },
      { below: '1000000.00', ratePercent: '0.50' },
      { below: null, ratePercent: '0.80' },
    ]);
    // Counts and sums only: no member's name, nickname or id anywhere in the answer.
    const text = JSON.stringify((await post(bed.app, r.summary.path, {}, as(agent))).body);
    for (const m of [m1, m2]) expect(text).not.toContain(m.member.name);
    expect(Object.keys(summary).sort()).toEqual(['code', 'commission', 'link', 'members', 'month', 'turnover']);

    // Another member cannot read it: the call only ever answers for the caller, who is no agent.
    expect((await post(bed.app, r.summary.path, {}, as(outsider))).body.code).toBe(Errors.notAgent.code);
    expect((await post(bed.app, r.summary.path, {})).body.code).toBe(Errors.notLoggedIn.code);

    // A site table overrides the demo one; a malformed one falls back to it.
    await setSiteParam(bed.app, 'agent_commission_tiers', '200000:1,:2');
    expect(((await call(bed.app, r.summary, {}, as(agent))) as AgentSummary).commission).toMatchObject({
      ratePercent: '1.00',
      thisMonth: '1200.00',
    });
    await setSiteParam(bed.app, 'agent_commission_tiers', 'nonsense');
    expect(((await call(bed.app, r.summary, {}, as(agent))) as AgentSummary).commission.ratePercent).toBe('0.50');
  });

  it('answers the contact channels from the site parameter, to visitors too', async () => {
    await setSiteParam(
      bed.app,
      'agent_contact',
      JSON.stringify([{ kind: 'telegram', label: 'Telegram', value: '@cs' }]),
    );
    expect(await call(bed.app, r.contact, {})).toEqual({
      channels: [{ kind: 'telegram', label: 'Telegram', value: '@cs' }],
    });
    await setSiteParam(bed.app, 'agent_contact', '{broken');
    expect(await call(bed.app, r.contact, {})).toEqual({ channels: [] });
  });
});
