import { avatarInsertPath, type LoginResult, memberRoutes, paymentRoutes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { PASSWORD, registerMember, tokenHeader } from '../../test/members';
import { multipartFile, uploadFile } from '../../test/uploads';

const m = memberRoutes;
const admin = { 'x-admin-token': ADMIN_TOKEN };

const upload = (app: TestApp, token: string, bytes: Buffer, type: string) =>
  uploadFile(app, avatarInsertPath, token, bytes, type);

describe.each(databaseKinds())('member profile on %s', (kind) => {
  let app: TestApp;
  let alice: LoginResult;
  let bob: LoginResult;
  const as = (who: LoginResult) => tokenHeader(who.token);

  beforeAll(async () => {
    app = await createTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    alice = await registerMember(app, 'alice01');
    bob = await registerMember(app, 'bob01');
  });
  afterAll(async () => {
    await app.close();
  });

  it('reads the member from the session, never from the body', async () => {
    const reply = await post(app, m.info.path, { id: bob.member.id, memberId: bob.member.id }, as(alice));
    expect(reply.body.data).toMatchObject({ id: alice.member.id, name: 'alice01' });

    const changed = await post(app, m.nickname.path, { nickname: '小爱', memberId: bob.member.id }, as(alice));
    expect(changed.body.data).toMatchObject({ id: alice.member.id, nickname: '小爱' });
    expect((await post(app, m.info.path, {}, as(bob))).body.data).toMatchObject({ nickname: 'bob01' });
  });

  it('refuses a bad nickname and changes nothing', async () => {
    const reply = await post(app, m.nickname.path, { nickname: '<script>' }, as(bob));
    expect(reply.body.code).toBe(10400);
    expect(reply.body.msg).toContain('昵称须为1-12位汉字、字母、数字或下划线');
    expect((await post(app, m.info.path, {}, as(bob))).body.data).toMatchObject({ nickname: 'bob01' });
  });

  it('updates personal details and refuses an empty update', async () => {
    const reply = await post(
      app,
      m.updateInfoV4.path,
      { birthday: '1990-05-01', sex: 'female', qq: '123456' },
      as(alice),
    );
    expect(reply.body.data).toMatchObject({ birthday: '1990-05-01', sex: 'female', qq: '123456', wechat: '' });
    expect((await post(app, m.updateInfoV4.path, {}, as(alice))).body.code).toBe(10400);
    expect((await post(app, m.updateInfoV4.path, { birthday: '1990-13-01' }, as(alice))).body.code).toBe(10400);
  });

  it('takes the birthday once: a change is refused and an under-age one never saved', async () => {
    const minor = await post(app, m.updateInfoV4.path, { birthday: '2015-01-01' }, as(bob));
    expect(minor.body.code).toBe(10834);
    expect((await post(app, m.info.path, {}, as(bob))).body.data).toMatchObject({ birthday: null });
    expect((await post(app, m.updateInfoV4.path, { birthday: '1988-02-29' }, as(bob))).body.code).toBe(0);
    // The same day again is no change; another day, or the other fields with it, is refused whole.
    expect((await post(app, m.updateInfoV4.path, { birthday: '1988-02-29', qq: '88888' }, as(bob))).body.code).toBe(0);
    const moved = await post(app, m.updateInfoV4.path, { birthday: '1988-03-01', qq: '99999' }, as(bob));
    expect(moved.body).toMatchObject({ code: 10836, msg: '出生日期设置后不可自行修改，如需更正请联系客服' });
    expect((await post(app, m.info.path, {}, as(bob))).body.data).toMatchObject({
      birthday: '1988-02-29',
      qq: '88888',
    });
  });

  describe('avatars', () => {
    it('lists the presets, selects one, and refuses an id that is not a preset or one’s own', async () => {
      const list = (await post(app, m.avatarList.path, {}, as(alice))).body.data as { id: number; kind: string }[];
      expect(list.filter((a) => a.kind === 'preset')).toHaveLength(8);
      const chosen = list[3]!;
      const after = (await post(app, m.avatarUpdate.path, { avatarId: chosen.id }, as(alice))).body.data as {
        id: number;
        selected: boolean;
      }[];
      expect(after.find((a) => a.selected)?.id).toBe(chosen.id);
      expect((await post(app, m.info.path, {}, as(alice))).body.data).toMatchObject({
        avatarUrl: expect.stringContaining(`/${chosen.id}`),
      });
    });

    it('re-encodes an uploaded image as a 256 px WebP and serves it', async () => {
      const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366ff' } })
        .png()
        .toBuffer();
      const reply = await upload(app, alice.token, png, 'image/png');
      expect(reply.body).toMatchObject({ code: 0, data: { kind: 'upload', selected: true } });
      const { url } = reply.body.data as { url: string };
      const image = await app.fastify.inject({ method: 'GET', url });
      expect(image.headers['content-type']).toBe('image/webp');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    });

    it.each([
      ['a wrong type', Buffer.from('GIF89a'), 'image/gif'],
      ['bytes that are not an image', Buffer.from('not an image at all'), 'image/png'],
      ['a file over 2 MB', Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'image/png'],
    ])('refuses %s without storing anything', async (_label, bytes, type) => {
      const before = ((await post(app, m.avatarList.path, {}, as(bob))).body.data as unknown[]).length;
      const reply = await upload(app, bob.token, bytes, type);
      expect(reply.status).toBe(200);
      expect(reply.body.code).toBe(10610);
      expect(((await post(app, m.avatarList.path, {}, as(bob))).body.data as unknown[]).length).toBe(before);
    });

    it('refuses an upload without a session', async () => {
      const body = multipartFile(Buffer.from('x'), 'image/png');
      const res = await app.fastify.inject({
        method: 'POST',
        url: avatarInsertPath,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(401);
    });

    it('lets a member delete their own upload but not another’s, nor a preset', async () => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer();
      const mine = (await upload(app, bob.token, png, 'image/png')).body.data as { id: number };
      const aliceList = (await post(app, m.avatarList.path, {}, as(alice))).body.data as { id: number; kind: string }[];
      expect(aliceList.some((a) => a.id === mine.id)).toBe(false);
      expect((await post(app, m.avatarUpdate.path, { avatarId: mine.id }, as(alice))).body.code).toBe(10404);
      expect((await post(app, m.avatarDelete.path, { avatarId: mine.id }, as(alice))).body.code).toBe(10404);
      const preset = aliceList.find((a) => a.kind === 'preset')!;
      expect((await post(app, m.avatarDelete.path, { avatarId: preset.id }, as(bob))).body.code).toBe(10404);
      const left = (await post(app, m.avatarDelete.path, { avatarId: mine.id }, as(bob))).body.data as { id: number }[];
      expect(left.some((a) => a.id === mine.id)).toBe(false);
    });
  });

  describe('withdrawal password', () => {
    it('sets once, updates with the old one, resets with the login password', async () => {
      const s = m.withdrawPasswordStatus.path;
      expect((await post(app, s, {}, as(alice))).body.data).toEqual({ isSet: false });
      const bad = await post(
        app,
        m.withdrawPasswordSet.path,
        { password: '12345a', confirmPassword: '12345a' },
        as(alice),
      );
      expect(bad.body).toMatchObject({ code: 10400 });
      expect(bad.body.msg).toContain('取款密码须为6位数字');
      const mismatch = await post(
        app,
        m.withdrawPasswordSet.path,
        { password: '123456', confirmPassword: '123457' },
        as(alice),
      );
      expect(mismatch.body.msg).toContain('两次输入的密码不一致');
      expect((await post(app, s, {}, as(alice))).body.data).toEqual({ isSet: false });

      expect(
        (await post(app, m.withdrawPasswordSet.path, { password: '246810', confirmPassword: '246810' }, as(alice))).body
          .code,
      ).toBe(0);
      expect(
        (await post(app, m.withdrawPasswordSet.path, { password: '111111', confirmPassword: '111111' }, as(alice))).body
          .code,
      ).toBe(10608);

      const wrongOld = { oldPassword: '000000', password: '135790', confirmPassword: '135790' };
      expect((await post(app, m.withdrawPasswordUpdate.path, wrongOld, as(alice))).body).toMatchObject({
        code: 10607,
        msg: '原取款密码错误，还可尝试 4 次',
      });
      const update = { oldPassword: '246810', password: '135790', confirmPassword: '135790' };
      expect((await post(app, m.withdrawPasswordUpdate.path, update, as(alice))).body.code).toBe(0);

      const reset = { loginPassword: PASSWORD, password: '975310', confirmPassword: '975310' };
      expect(
        (await post(app, m.withdrawPasswordReset.path, { ...reset, loginPassword: 'Wrong1234' }, as(alice))).body,
      ).toMatchObject({ code: 10607, msg: '登录密码错误，还可尝试 4 次' });
      expect((await post(app, m.withdrawPasswordReset.path, reset, as(alice))).body.code).toBe(0);
      expect(
        (await post(app, m.withdrawPasswordUpdate.path, { ...update, oldPassword: '975310' }, as(alice))).body.code,
      ).toBe(0);
      expect((await post(app, m.info.path, {}, as(bob))).body.data).toMatchObject({ withdrawPasswordSet: false });
    });

    it('stops guessing after five wrong old passwords', async () => {
      const carol = await registerMember(app, 'carol01');
      await post(app, m.withdrawPasswordSet.path, { password: '123456', confirmPassword: '123456' }, as(carol));
      const codes: number[] = [];
      const msgs: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const reply = await post(
          app,
          m.withdrawPasswordUpdate.path,
          { oldPassword: `00000${i}`, password: '654321', confirmPassword: '654321' },
          as(carol),
        );
        codes.push(reply.body.code);
        msgs.push(reply.body.msg);
      }
      expect(codes).toEqual([10607, 10607, 10607, 10607, 10607, 10431]);
      expect(msgs.slice(3, 5)).toEqual(['原取款密码错误，还可尝试 1 次', '原取款密码错误次数过多，请30分钟后再试']);
      const right = { oldPassword: '123456', password: '654321', confirmPassword: '654321' };
      expect((await post(app, m.withdrawPasswordUpdate.path, right, as(carol))).body.code).toBe(10431);
    });
  });

  describe('real name, binding steps and change review', () => {
    it('binds a real name once, masks it, and reports the binding steps', async () => {
      const dave = await registerMember(app, 'dave01');
      const steps = (await post(app, m.bindSteps.path, {}, as(dave))).body.data as { step: string; done: boolean }[];
      expect(steps.map((s) => s.step)).toEqual(['userRealNameBind', 'userInfoBind', 'selectRealName', 'selectUSDT']);
      expect(steps.every((s) => !s.done)).toBe(true);

      expect((await post(app, m.realNameBind.path, { realName: '张3' }, as(dave))).body.code).toBe(10400);
      expect((await post(app, m.realNameBind.path, { realName: '张三丰' }, as(dave))).body.data).toEqual({
        bound: true,
        realName: '张**',
      });
      expect((await post(app, m.realNameBind.path, { realName: '李四' }, as(dave))).body.code).toBe(10608);
      expect((await post(app, m.selectRealName.path, {}, as(dave))).body.data).toEqual({
        bound: true,
        realName: '张**',
      });
      const after = (await post(app, m.bindSteps.path, {}, as(dave))).body.data as { step: string; done: boolean }[];
      expect(after.find((s) => s.step === 'userRealNameBind')?.done).toBe(true);
    });

    it('reports the USDT addresses the member bound, required on a USDT site', async () => {
      const usdtSite = { 'x-site-id': '5001' };
      const frank = await registerMember(app, 'frank01', {}, usdtSite);
      const asFrank = { ...as(frank), ...usdtSite };
      expect((await post(app, m.selectUsdt.path, {}, asFrank)).body.data).toEqual({
        required: true,
        bound: false,
        addresses: 0,
        allowed: true,
      });
      for (const address of ['TXYZopYRdj2D9XRtbG411XZZ3kM5Vkkkk1', '0x52908400098527886e0f7030069857d2e41aaaa1']) {
        const network = address.startsWith('0x') ? 'ERC20' : 'TRC20';
        const bound = await post(app, paymentRoutes.addressInsert.path, { kind: 'usdt', network, address }, asFrank);
        expect(bound.body.code).toBe(0);
      }
      // An e-wallet account is not a USDT address.
      const wallet = { kind: 'ewallet', network: 'EBPAY', address: 'EB1234567890' };
      expect((await post(app, paymentRoutes.addressInsert.path, wallet, asFrank)).body.code).toBe(0);
      expect((await post(app, m.selectUsdt.path, {}, asFrank)).body.data).toEqual({
        required: true,
        bound: true,
        addresses: 2,
        allowed: true,
      });
      const steps = (await post(app, m.bindSteps.path, {}, asFrank)).body.data as { step: string; done: boolean }[];
      expect(steps.find((s) => s.step === 'selectUSDT')).toEqual({ step: 'selectUSDT', done: true, required: true });

      const grace = await registerMember(app, 'grace01');
      expect((await post(app, m.selectUsdt.path, {}, as(grace))).body.data).toEqual({
        required: false,
        bound: false,
        addresses: 0,
        allowed: true,
      });
    });

    it('takes a change request, lets the operator ask for more, then approves and applies it', async () => {
      const erin = await registerMember(app, 'erin01');
      const early = await post(
        app,
        m.modifyAdd.path,
        { kind: 'realName', newValue: '王五', reason: '改名了' },
        as(erin),
      );
      expect(early.body.code).toBe(10400);
      await post(app, m.realNameBind.path, { realName: '王小二' }, as(erin));

      const added = await post(
        app,
        m.modifyAdd.path,
        { kind: 'realName', newValue: '王五', reason: '户口本已更名' },
        as(erin),
      );
      expect(added.body.data).toMatchObject({ state: 'pending', newValue: '王*' });
      const id = (added.body.data as { id: number }).id;
      const dup = await post(
        app,
        m.modifyAdd.path,
        { kind: 'realName', newValue: '王六', reason: '再次申请' },
        as(erin),
      );
      expect(dup.body.code).toBe(10611);

      // Another member cannot supplement Erin's request.
      expect((await post(app, m.modifySupplement.path, { id, supplement: '补充' }, as(alice))).body.code).toBe(10404);

      const ask = await post(
        app,
        adminRoutes.modifyReview.path,
        { id, decision: 'needMore', note: '请上传证明' },
        admin,
      );
      expect(ask.body.data).toMatchObject({ state: 'needMore', reviewNote: '请上传证明' });
      const supplemented = await post(app, m.modifySupplement.path, { id, supplement: '已上传户口本照片' }, as(erin));
      expect(supplemented.body.data).toMatchObject({ state: 'pending', supplement: '已上传户口本照片' });
      await post(app, adminRoutes.modifyReview.path, { id, decision: 'approved' }, admin);

      expect((await post(app, m.selectRealName.path, {}, as(erin))).body.data).toEqual({
        bound: true,
        realName: '王*',
      });
      const records = (await post(app, m.modifyCheck.path, {}, as(erin))).body.data as { state: string }[];
      expect(records[0]?.state).toBe('approved');
      expect((await post(app, m.modifyCheck.path, {}, as(bob))).body.data).toEqual([]);
    });
  });

  it('keeps an address per member', async () => {
    expect((await post(app, m.addressGet.path, {}, as(bob))).body.data).toBeNull();
    const address = {
      receiver: '鲍勃',
      phone: '13912345678',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园南区一号',
    };
    expect((await post(app, m.addressUpdate.path, { ...address, phone: '123' }, as(bob))).body.code).toBe(10400);
    expect((await post(app, m.addressUpdate.path, address, as(bob))).body.data).toEqual(address);
    expect((await post(app, m.addressGet.path, {}, as(bob))).body.data).toEqual(address);
    expect((await post(app, m.addressGet.path, {}, as(alice))).body.data).toBeNull();
  });
});
