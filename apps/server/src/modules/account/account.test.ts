import { accountRoutes, Errors, type LoginResult, memberRoutes, ROBOT_PASS_HEADER } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { loginPathHash } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { PASSWORD, registerMember, solveImageCaptcha, tokenHeader } from '../../test/members';
import { ROBOT_CHECK_AFTER_PER_IP } from './codes';

const admin = { 'x-admin-token': ADMIN_TOKEN };
const r = accountRoutes;

const countMembers = async (app: TestApp): Promise<number> => {
  const rows = await app.database.db.execute<{ n: number }>(sql`select count(*)::int as n from member`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

let lastOctets = 0;
/** A client address of its own (the app trusts one proxy hop), so one test's failures do not trip another's captcha. */
const freshIp = () => {
  lastOctets += 1;
  return { 'x-forwarded-for': `10.1.${lastOctets >> 8}.${lastOctets & 255}` };
};

const login = (
  app: TestApp,
  name: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = freshIp(),
) => post(app, r.loginV3.path, { name, password, deviceId: `dev-${name}`, ...extra }, headers);

describe.each(databaseKinds())('accounts on %s', (kind) => {
  let app: TestApp;
  // Lets a test step past the one-code-a-minute cooldown without waiting for it.
  let skewMs = 0;
  const clock = { now: () => new Date(Date.now() + skewMs) };

  beforeAll(async () => {
    app = await createTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: '1' }, clock });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('register', () => {
    it('asks for the safety check first when the site requires it, then registers and logs in', async () => {
      const body = { name: 'alice2024', password: PASSWORD, confirmPassword: PASSWORD, deviceId: 'd1', adult: true };
      const before = await countMembers(app);
      const first = await post(app, r.register.path, body);
      expect(first.body).toMatchObject({ code: 10434, data: { image: 1, slider: 1, antiFraud: 0 } });
      expect(await countMembers(app)).toBe(before);

      const done = await post(app, r.register.path, { ...body, ...(await solveImageCaptcha(app)) });
      expect(done.body.code).toBe(0);
      const result = done.body.data as LoginResult;
      expect(result.member).toMatchObject({ name: 'alice2024', nickname: 'alice2024', vipLevel: 0, status: 1 });
      expect(result.token.length).toBeGreaterThan(30);

      const info = await post(app, memberRoutes.info.path, {}, tokenHeader(result.token));
      expect(info.body).toMatchObject({ code: 0, data: { name: 'alice2024' } });
    });

    it('refuses a reused captcha answer', async () => {
      const captcha = await solveImageCaptcha(app);
      const body = { name: 'reuse01', password: PASSWORD, confirmPassword: PASSWORD, deviceId: 'd', adult: true };
      expect((await post(app, r.register.path, { ...body, ...captcha })).body.code).toBe(0);
      const again = await post(app, r.register.path, { ...body, name: 'reuse02', ...captcha });
      expect(again.body).toMatchObject({ code: 10434, msg: '验证未通过，请重新验证' });
    });

    it.each([
      ['a short name', { name: 'ab' }, 'name', '用户名须为4-16位字母、数字或汉字'],
      ['a name with symbols', { name: 'bad-name!' }, 'name', '用户名须为4-16位字母、数字或汉字'],
      [
        'a password without digits',
        { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'password',
        '请输入8-12位字母和数字的组合',
      ],
      [
        'a too long password',
        { password: 'abc123456789x', confirmPassword: 'abc123456789x' },
        'password',
        '请输入8-12位字母和数字的组合',
      ],
      [
        'a password equal to the name',
        { name: 'Same1234', password: 'same1234', confirmPassword: 'same1234' },
        'password',
        '密码和用户名不能相同',
      ],
      ['a different confirmation', { confirmPassword: 'Other2024' }, 'confirmPassword', '两次输入的密码不一致'],
      ['no 18+ confirmation', { adult: false }, 'adult', '请确认您已年满18周岁'],
      ['a bad phone', { phone: '12345' }, 'phone', '请输入正确的手机号码'],
    ])('refuses %s with its message and creates nothing', async (_label, change, field, message) => {
      const before = await countMembers(app);
      const body = {
        name: 'valid2024',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        deviceId: 'd',
        adult: true,
        ...change,
      };
      const reply = await post(app, r.register.path, body);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe(10400);
      expect(reply.body.msg).toContain(message);
      expect(reply.body.msg).toContain(field);
      expect(await countMembers(app)).toBe(before);
    });

    it('refuses a taken name whatever its case, and an unknown invite code', async () => {
      await registerMember(app, 'CaseName1');
      const captcha = await solveImageCaptcha(app);
      const body = { name: 'casename1', password: PASSWORD, confirmPassword: PASSWORD, deviceId: 'd', adult: true };
      expect((await post(app, r.register.path, { ...body, ...captcha })).body).toMatchObject({
        code: 10602,
        msg: '该用户名已被注册',
      });
      const invite = await post(app, r.register.path, {
        ...body,
        name: 'invited01',
        inviteCode: 'NOPE0000',
        ...(await solveImageCaptcha(app)),
      });
      expect(invite.body.code).toBe(10613);
    });

    it('lets exactly one of many concurrent registrations of one name through', async () => {
      const body = { password: PASSWORD, confirmPassword: PASSWORD, deviceId: 'race', adult: true };
      const answers = await Promise.all(Array.from({ length: 6 }, () => solveImageCaptcha(app)));
      const replies = await Promise.all(
        answers.map((captcha, i) =>
          post(app, r.register.path, { ...body, name: i % 2 ? 'RaceName1' : 'racename1', ...captcha }),
        ),
      );
      const codes = replies.map((reply) => reply.body.code).sort();
      expect(codes).toEqual([0, 10602, 10602, 10602, 10602, 10602]);
      const rows = await app.database.db.execute(
        sql`select count(*)::int as n from member where lower(name) = 'racename1'`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    });

    it('links an invitee to the member whose code they used', async () => {
      const host = await registerMember(app, 'inviter01');
      const info = await post(app, memberRoutes.info.path, {}, tokenHeader(host.token));
      const code = (info.body.data as { inviteCode: string }).inviteCode;
      await registerMember(app, 'invitee01', { inviteCode: code.toLowerCase(), recommendCode: 'R77' });
      const rows = await app.database.db.execute(
        sql`select invited_by::int as invited_by, recommend_code from member where lower(name) = 'invitee01'`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows[0]).toMatchObject({
        invited_by: host.member.id,
        recommend_code: 'R77',
      });
    });

    it('answers the three name checks', async () => {
      await registerMember(app, 'checked01');
      for (const def of [r.checkNameV2, r.checkNameV3, r.checkNameRegister]) {
        expect((await post(app, def.path, { name: 'CHECKED01' })).body.data).toEqual({ available: false });
        expect((await post(app, def.path, { name: 'freename1' })).body.data).toEqual({ available: true });
      }
    });
  });

  describe('login', () => {
    beforeAll(async () => {
      await registerMember(app, 'bob2024');
    });

    it('logs in through each of the three paths', async () => {
      for (const path of [r.loginV3.path, r.loginV5.path, r.loginVe4.path.replace(':hash', loginPathHash('BOB2024'))]) {
        const reply = await post(app, path, {
          name: 'BOB2024',
          password: PASSWORD,
          deviceId: 'd',
          flag: '1',
          version: '2',
        });
        expect(reply.body.code).toBe(0);
        expect((reply.body.data as LoginResult).member.name).toBe('bob2024');
      }
    });

    it('refuses a ve4 path whose hash is not the name’s', async () => {
      const reply = await post(app, r.loginVe4.path.replace(':hash', loginPathHash('someoneelse')), {
        name: 'bob2024',
        password: PASSWORD,
        deviceId: 'd',
      });
      expect(reply.body).toMatchObject({ code: 10400, msg: '登录地址无效' });
    });

    it('asks for a captcha after three failures and accepts the login once it is solved', async () => {
      await registerMember(app, 'carol2024');
      for (let i = 0; i < 3; i += 1) {
        expect((await login(app, 'carol2024', 'Wrong12345')).body).toMatchObject({
          code: 10603,
          msg: '用户名或密码错误',
        });
      }
      const asked = await login(app, 'carol2024');
      expect(asked.body).toMatchObject({ code: 10434, data: { image: 1, slider: 1 } });

      const wrong = await login(app, 'carol2024', PASSWORD, {
        verifyType: 'image',
        verifyId: 'nope',
        verifyCode: '0000',
      });
      expect(wrong.body.code).toBe(10434);

      // The captcha is the account's, not the address's: another member behind the same address
      // (an office, a carrier's NAT) signs in without one.
      const shared = { 'x-forwarded-for': '10.9.9.9' };
      await registerMember(app, 'dave2024');
      for (let i = 0; i < 3; i += 1) await login(app, 'carol2024', 'Wrong12345', {}, shared);
      expect((await login(app, 'carol2024', PASSWORD, {}, shared)).body.code).toBe(10434);
      expect((await login(app, 'dave2024', PASSWORD, {}, shared)).body.code).toBe(0);

      const solved = await login(app, 'carol2024', PASSWORD, await solveImageCaptcha(app));
      expect(solved.body.code).toBe(0);
      // Success clears the name's count: the next login needs no captcha.
      expect((await login(app, 'carol2024')).body.code).toBe(0);
    });

    it('accepts a solved slider puzzle as the safety answer', async () => {
      const solver = await createTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, shareDatabaseOf: app });
      try {
        for (let i = 0; i < 3; i += 1) await login(solver, 'bob2024', 'Wrong12345', {}, {});
        const { captchaId } = (await post(solver, r.sliderRegister.path, {})).body.data as { captchaId: string };
        const puzzle = await post(solver, r.sliderGet.path, { captchaId });
        expect(puzzle.body.data).toMatchObject({ width: 280, height: 160, pieceSize: 44 });
        const x = Number(await solver.services.captcha.answerFor(5000, captchaId));

        const tooFast = await post(solver, r.sliderCheck.path, { captchaId, offset: x, dragMs: 5 });
        expect(tooFast.body.code).toBe(10409);
        // One try per puzzle: the same puzzle cannot be retried after a miss.
        expect((await post(solver, r.sliderCheck.path, { captchaId, offset: x, dragMs: 900 })).body.code).toBe(10606);

        const next = (await post(solver, r.sliderRegister.path, {})).body.data as { captchaId: string };
        const nextX = Number(await solver.services.captcha.answerFor(5000, next.captchaId));
        const check = await post(solver, r.sliderCheck.path, {
          captchaId: next.captchaId,
          offset: nextX + 2,
          dragMs: 900,
        });
        expect(check.body.code).toBe(0);
        const { ticket } = check.body.data as { ticket: string };
        const answer = { verifyType: 'slider', verifyId: next.captchaId, verifyCode: ticket };
        expect((await login(solver, 'bob2024', PASSWORD, answer, {})).body.code).toBe(0);
        expect((await login(solver, 'bob2024', 'Wrong12345', answer, {})).body.code).not.toBe(0);
      } finally {
        await solver.close();
      }
    });

    it('answers an unknown name exactly as a wrong password (both are checked against an argon2 hash)', async () => {
      const unknown = await login(app, 'nobody999', 'Wrong12345');
      expect(unknown.body).toMatchObject({ code: 10603, msg: '用户名或密码错误' });
    });

    it('sends an inactive member to activation and activates with the ticket', async () => {
      const dormant = await registerMember(app, 'sleepy01');
      await post(app, adminRoutes.memberStatus.path, { memberId: dormant.member.id, status: 0 }, admin);
      const reply = await login(app, 'sleepy01');
      expect(reply.body.code).toBe(10601);
      const { ticket } = reply.body.data as { ticket: string };
      expect((await post(app, r.dormantCheck.path, { ticket })).body.data).toMatchObject({
        dormant: true,
        name: 'sleepy01',
      });
      const activated = await post(app, r.dormantActivate.path, { ticket, deviceId: 'd' });
      expect(activated.body.code).toBe(0);
      expect((activated.body.data as LoginResult).member.status).toBe(1);
      expect((await post(app, r.dormantActivate.path, { ticket, deviceId: 'd' })).body.code).toBe(10606);
    });
  });

  describe('sessions and forced logout', () => {
    it('accepts the token as header or as the tb-token cookie, and refuses without it', async () => {
      const { token } = await registerMember(app, 'cookie01');
      expect((await post(app, memberRoutes.info.path, {}, { cookie: `a=1; tb-token=${token}` })).body.code).toBe(0);
      const anonymous = await post(app, memberRoutes.info.path, {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe(10401);
    });

    it('expires a session left idle for 22 hours, and keeps one that is used', async () => {
      const idle = await registerMember(app, 'idle01');
      const busy = await registerMember(app, 'busy01');
      skewMs += 12 * 60 * 60_000;
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(busy.token))).body.code).toBe(0);
      skewMs += 12 * 60 * 60_000;
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(idle.token))).body).toMatchObject({
        code: 10410,
      });
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(busy.token))).body.code).toBe(0);
    });

    it('logs out: the token stops working', async () => {
      const { token } = await registerMember(app, 'leaver01');
      expect((await post(app, r.logout.path, {}, tokenHeader(token))).body.code).toBe(0);
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(token))).status).toBe(401);
    });

    it('revokes every other session when the password changes, and keeps the changer logged in', async () => {
      const first = await registerMember(app, 'changer01');
      const second = (await login(app, 'changer01')).body.data as LoginResult;

      const wrongOld = await post(
        app,
        r.changePassword.path,
        { oldPassword: 'Nope12345', password: 'Fresh2025', confirmPassword: 'Fresh2025' },
        tokenHeader(first.token),
      );
      expect(wrongOld.body).toMatchObject({ code: 10607, msg: '原密码错误，还可尝试 4 次' });

      const changed = await post(
        app,
        r.changePassword.path,
        { oldPassword: PASSWORD, password: 'Fresh2025', confirmPassword: 'Fresh2025' },
        tokenHeader(first.token),
      );
      expect(changed.body.code).toBe(0);
      const fresh = changed.body.data as LoginResult;

      const other = await post(app, memberRoutes.info.path, {}, tokenHeader(second.token));
      expect(other.body).toMatchObject({ code: 10413, msg: '密码已修改，请重新登录' });
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(fresh.token))).body.code).toBe(0);
      expect((await login(app, 'changer01', 'Fresh2025')).body.code).toBe(0);
      expect((await login(app, 'changer01', PASSWORD)).body.code).toBe(10603);
    });

    it('gives a disabled member the blockade code on the next call, and refuses the login', async () => {
      const blocked = await registerMember(app, 'blocked01');
      await post(app, adminRoutes.memberStatus.path, { memberId: blocked.member.id, status: 2 }, admin);
      const next = await post(app, memberRoutes.info.path, {}, tokenHeader(blocked.token));
      expect(next.body).toMatchObject({ code: 10412, msg: '您的账号已被冻结，请联系客服' });
      expect((await login(app, 'blocked01')).body.code).toBe(10412);
      const audit = await app.database.db.execute(sql`select action from audit_log where action = 'member.status'`);
      expect((audit as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    });

    it('logs the older session out when the site allows one session per member', async () => {
      await post(app, adminRoutes.siteParam.path, { keyCode: 'single_session', value: '1' }, admin);
      try {
        const first = await registerMember(app, 'single01');
        await login(app, 'single01');
        const old = await post(app, memberRoutes.info.path, {}, tokenHeader(first.token));
        expect(old.body).toMatchObject({ code: 10411 });
      } finally {
        await post(app, adminRoutes.siteParam.path, { keyCode: 'single_session', value: '0' }, admin);
      }
    });

    it('logs out other devices on request and lists the live ones', async () => {
      const first = await registerMember(app, 'devices01');
      const iphone =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
      const second = (await login(app, 'devices01', PASSWORD, {}, { ...freshIp(), 'user-agent': iphone })).body
        .data as LoginResult;
      const list = await post(app, r.sessions.path, {}, tokenHeader(first.token));
      const items = list.body.data as { current: boolean; browser: string | null; os: string | null }[];
      expect(items.filter((s) => s.current)).toHaveLength(1);
      expect(items).toHaveLength(2);
      expect(items.find((s) => !s.current)).toMatchObject({ browser: 'Safari', os: 'iPhone' });
      const out = await post(app, r.logoutSetup.path, { others: true }, tokenHeader(first.token));
      expect(out.body.data).toEqual({ revoked: 1 });
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(second.token))).body.code).toBe(10410);
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(first.token))).body.code).toBe(0);
    });

    it('answers the IP and device blockade codes', async () => {
      const member = await registerMember(app, 'ipblock01');
      await post(app, adminRoutes.accessBlock.path, { kind: 'device', value: 'dev-ipblock01', blocked: true }, admin);
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(member.token))).body.code).toBe(10415);
      await post(app, adminRoutes.accessBlock.path, { kind: 'device', value: 'dev-ipblock01', blocked: false }, admin);
      await post(app, adminRoutes.accessBlock.path, { kind: 'ip', value: '127.0.0.1', blocked: true }, admin);
      try {
        expect((await post(app, memberRoutes.info.path, {}, tokenHeader(member.token))).body.code).toBe(10414);
        expect((await login(app, 'ipblock01', PASSWORD, {}, {})).body.code).toBe(10414);
      } finally {
        await post(app, adminRoutes.accessBlock.path, { kind: 'ip', value: '127.0.0.1', blocked: false }, admin);
      }
      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(member.token))).body.code).toBe(0);
    });
  });

  describe('codes and recovery', () => {
    it('binds a phone with a code; a wrong or reused code is 10409; one code a minute', async () => {
      const { token } = await registerMember(app, 'phone01');
      const sent = await post(
        app,
        r.sendCode.path,
        { channel: 1, target: '13800138001', purpose: 'bind' },
        tokenHeader(token),
      );
      expect(sent.body).toMatchObject({ code: 0, data: { cooldownSeconds: 60 } });
      const code = (sent.body.data as { demoCode: string }).demoCode;
      expect(code).toMatch(/^\d{6}$/);

      const again = await post(
        app,
        r.sendCode.path,
        { channel: 1, target: '13800138001', purpose: 'bind' },
        tokenHeader(token),
      );
      expect(again.body.code).toBe(10604);

      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await post(
        app,
        memberRoutes.updateInfoV5.path,
        { channel: 1, target: '13800138001', code: wrongCode },
        tokenHeader(token),
      );
      expect(wrong.body).toMatchObject({ code: 10409, msg: '验证码错误' });

      const bound = await post(
        app,
        memberRoutes.updateInfoV5.path,
        { channel: 1, target: '13800138001', code },
        tokenHeader(token),
      );
      expect(bound.body).toMatchObject({ code: 0, data: { phoneBound: true, phone: '138****8001' } });

      const reused = await post(
        app,
        memberRoutes.updateInfoV5.path,
        { channel: 1, target: '13800138001', code },
        tokenHeader(token),
      );
      expect(reused.body.code).toBe(10409);
    });

    it('uses a code once even when two requests race with it', async () => {
      const { token } = await registerMember(app, 'racer01');
      const sent = await post(
        app,
        r.sendCode.path,
        { channel: 2, target: 'racer01@example.com', purpose: 'bind' },
        tokenHeader(token),
      );
      const code = (sent.body.data as { demoCode: string }).demoCode;
      const bind = () =>
        post(
          app,
          memberRoutes.updateInfoV5.path,
          { channel: 2, target: 'racer01@example.com', code },
          tokenHeader(token),
        );
      const codes = (await Promise.all([bind(), bind(), bind()])).map((reply) => reply.body.code).sort();
      expect(codes).toEqual([0, 10409, 10409]);
    });

    it('asks one address for the robot check past five codes a day; a solved slider lets one more through', async () => {
      const { token } = await registerMember(app, 'pumper01');
      const from = { ...tokenHeader(token), 'x-forwarded-for': '10.250.0.1' };
      const send = (n: number, extra: Record<string, string> = {}) =>
        post(
          app,
          r.sendCode.path,
          { channel: 1, target: `1390000${String(n).padStart(4, '0')}`, purpose: 'bind' },
          {
            ...from,
            ...extra,
          },
        );
      for (let n = 0; n < ROBOT_CHECK_AFTER_PER_IP; n++) expect((await send(n)).body.code).toBe(0);
      expect((await send(10)).body).toMatchObject({ code: Errors.robotCheck.code, data: null });
      expect((await send(10, { [ROBOT_PASS_HEADER]: 'junk.junk' })).body.code).toBe(Errors.robotCheck.code);

      const { captchaId } = (await post(app, r.sliderRegister.path, {})).body.data as { captchaId: string };
      const x = Number(await app.services.captcha.answerFor(5000, captchaId));
      const solved = await post(app, r.sliderCheck.path, { captchaId, offset: x, dragMs: 900 });
      const pass = `${captchaId}.${(solved.body.data as { ticket: string }).ticket}`;
      expect((await send(10, { [ROBOT_PASS_HEADER]: pass })).body.code).toBe(0);
      // The pass is spent: the next code needs another slider.
      expect((await send(11, { [ROBOT_PASS_HEADER]: pass })).body.code).toBe(Errors.robotCheck.code);
      // Another address is not held up by this one.
      expect((await send(12, { 'x-forwarded-for': '10.250.0.2' })).body.code).toBe(0);
    });

    it('needs a login to send a binding code', async () => {
      const reply = await post(app, r.sendCode.path, { channel: 1, target: '13800138009', purpose: 'bind' });
      expect(reply.status).toBe(401);
    });

    it('recovers a password in three steps and ends the old sessions', async () => {
      const member = await registerMember(app, 'forgot01');
      const sent = await post(
        app,
        r.sendCode.path,
        { channel: 2, target: 'forgot01@example.com', purpose: 'bind' },
        tokenHeader(member.token),
      );
      await post(
        app,
        memberRoutes.updateInfoV5.path,
        { channel: 2, target: 'forgot01@example.com', code: (sent.body.data as { demoCode: string }).demoCode },
        tokenHeader(member.token),
      );

      const unbound = await post(app, r.recoverStep1.path, { name: 'forgot01', channel: 1 }, freshIp());
      const unknown = await post(app, r.recoverStep1.path, { name: 'ghost0001', channel: 2 }, freshIp());
      expect(unbound.body).toMatchObject({ code: 10609 });
      expect(unknown.body).toEqual(unbound.body);

      skewMs += 61_000;
      const step1 = await post(app, r.recoverStep1.path, { name: 'FORGOT01', channel: 2 }, freshIp());
      expect(step1.body).toMatchObject({ code: 0, data: { maskedTarget: 'fo***@example.com' } });
      const { recoveryId, demoCode } = step1.body.data as { recoveryId: string; demoCode: string };

      const wrongCode = demoCode === '000000' ? '111111' : '000000';
      expect((await post(app, r.recoverStep2.path, { recoveryId, code: wrongCode })).body.code).toBe(10409);
      const step2 = await post(app, r.recoverStep2.path, { recoveryId, code: demoCode });
      const { ticket } = step2.body.data as { ticket: string };

      const sameAsName = await post(app, r.recoverStep3.path, {
        ticket,
        password: 'Forgot01',
        confirmPassword: 'Forgot01',
      });
      expect(sameAsName.body.msg).toContain('密码和用户名不能相同');
      const step3 = await post(app, r.recoverStep3.path, {
        ticket,
        password: 'Recover99',
        confirmPassword: 'Recover99',
      });
      expect(step3.body.code).toBe(0);
      expect(
        (await post(app, r.recoverStep3.path, { ticket, password: 'Recover98', confirmPassword: 'Recover98' })).body
          .code,
      ).toBe(10606);

      expect((await post(app, memberRoutes.info.path, {}, tokenHeader(member.token))).body.code).toBe(10413);
      expect((await login(app, 'forgot01', 'Recover99')).body.code).toBe(0);
    });
  });

  it('refuses unknown member status values from the back office, and anyone without the token', async () => {
    expect((await post(app, adminRoutes.memberStatus.path, { memberId: 1, status: 3 }, admin)).status).toBe(400);
    expect((await post(app, adminRoutes.memberStatus.path, { memberId: 1, status: 2 })).body.code).toBe(10504);
  });
});

describe.each(databaseKinds())('credential stuffing on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('throttles 200 wrong logins from one IP across many names, never answering 500', async () => {
    const statuses = new Map<number, number>();
    const codes = new Map<number, number>();
    for (let i = 0; i < 200; i += 1) {
      const reply = await login(app, `victim${String(i).padStart(3, '0')}`, 'Guess12345');
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      codes.set(reply.body.code, (codes.get(reply.body.code) ?? 0) + 1);
    }
    expect(statuses.get(500)).toBeUndefined();
    // Twenty plain refusals (one address across names), then the captcha wall, then the per-IP rate
    // limit (30 a minute by default).
    expect(codes.get(10603)).toBe(20);
    expect(codes.get(10434)).toBe(10);
    expect(codes.get(10429)).toBe(170);
    expect(statuses.get(429)).toBe(170);
    expect(codes.get(0)).toBeUndefined();
  });
});

describe.each(databaseKinds())('entry token exchange on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('trades the token from a link for a fresh one in the response header; the old one dies', async () => {
    const { token } = await registerMember(app, 'linked01');
    const res = await app.fastify.inject({ method: 'POST', url: '/api/gw/ic/verify', headers: { token } });
    expect(res.json()).toMatchObject({ code: 0, data: { name: 'linked01' } });
    const fresh = res.headers.token as string;
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect(fresh).not.toBe(token);
    expect((await post(app, memberRoutes.info.path, {}, tokenHeader(fresh))).body.code).toBe(0);
    expect((await post(app, memberRoutes.info.path, {}, tokenHeader(token))).status).toBe(401);
    const replay = await app.fastify.inject({ method: 'POST', url: '/api/gw/ic/verify', headers: { token } });
    expect(replay.statusCode).toBe(401);
  });
});

// PGlite runs one statement at a time, so only PostgreSQL can read a session while its revocation is
// still uncommitted, as a request arriving in that moment does.
describe.each(databaseKinds().filter((kind) => kind === 'postgres'))(
  'a session ended in a transaction on %s',
  (kind) => {
    let app: TestApp;

    beforeAll(async () => {
      app = await createTestApp(kind);
    });
    afterAll(async () => {
      await app.close();
    });

    it('is not served from the cache by a request that read it before the end committed', async () => {
      const who = await registerMember(app, 'ending01');
      const { sessions } = app.services;
      await app.database.db.transaction(async (tx) => {
        await sessions.revokeAll(tx, who.member.id, 'blocked');
        // Another connection still sees the live session, and the lookup is cached meanwhile.
        await expect(sessions.authenticate(who.token, 5000, '127.0.0.1')).resolves.toMatchObject({
          memberId: who.member.id,
        });
      });
      await expect(sessions.authenticate(who.token, 5000, '127.0.0.1')).rejects.toMatchObject({
        spec: { code: 10412 },
      });
    });
  },
);
