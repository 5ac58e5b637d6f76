import { randomUUID } from 'node:crypto';
import {
  Errors,
  type FeedbackView,
  feedbackRoutes,
  feedbackUploadPath,
  type LoginResult,
  messageRoutes,
} from '@courtside/contract';
import { type AdminIdentity, type AdminRole, adminRoutes, feedbackAdminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember, tokenHeader } from '../../test/members';
import { rowsOf } from '../../test/payments';
import { uploadFile } from '../../test/uploads';

const r = feedbackRoutes;
const a = feedbackAdminRoutes;
const BOSS = { username: 'fbboss', password: 'Boss-password-1' };

describe.each(databaseKinds())('member feedback on %s', (kind) => {
  let app: TestApp;
  let alice: LoginResult;
  let bob: LoginResult;
  let support: Record<string, string>;
  let moderator: Record<string, string>;
  let png: Buffer;

  const as = (who: LoginResult) => tokenHeader(who.token);
  const upload = async (who: LoginResult, bytes = png, type = 'image/png') =>
    uploadFile(app, feedbackUploadPath, who.token, bytes, type);
  const keyOf = async (who: LoginResult) => {
    const reply = await upload(who);
    expect(reply.body).toMatchObject({ code: 0 });
    return (reply.body.data as { key: string }).key;
  };
  const submit = (who: LoginResult, body: Record<string, unknown>) =>
    post(
      app,
      r.submit.path,
      { category: 'deposit', content: '存款一直没有到账', requestId: randomUUID(), ...body },
      as(who),
    );
  const operator = async (boss: string, username: string, roles: AdminRole[]) => {
    const password = `${username}-Password-1`;
    await call(app, adminRoutes.adminCreate, { username, password, roles }, { 'x-admin-session': boss });
    const reply = await post(app, adminRoutes.login.path, { username, password });
    return { 'x-admin-session': (reply.body.data as { token: string; admin: AdminIdentity }).token };
  };
  const counts = async () =>
    (
      await rowsOf<{ f: number; i: number }>(
        app,
        sql`select (select count(*)::int from feedback) as f, (select count(*)::int from feedback_image where feedback_id is not null) as i`,
      )
    )[0];

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: {
        ADMIN_USER: BOSS.username,
        ADMIN_PASSWORD: BOSS.password,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    const bossLogin = await post(app, adminRoutes.login.path, BOSS);
    const boss = (bossLogin.body.data as { token: string }).token;
    support = await operator(boss, 'fbdesk', ['support']);
    moderator = await operator(boss, 'fbmod', ['moderator']);
    alice = await registerMember(app, 'fbalice');
    bob = await registerMember(app, 'fbbob');
    png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
  });
  afterAll(() => app.close());

  it('takes feedback with images, answers it from the desk, and tells the member in the message centre', async () => {
    const keys = [await keyOf(alice), await keyOf(alice)];
    const requestId = randomUUID();
    const first = await submit(alice, { content: '  充值 500 元一直没有到账，订单 D123  ', images: keys, requestId });
    expect(first.body).toMatchObject({
      code: 0,
      data: {
        category: 'deposit',
        content: '充值 500 元一直没有到账，订单 D123',
        images: keys,
        status: 'open',
        reply: null,
      },
    });
    // A double tap (the same request id) is the same feedback.
    const again = await submit(alice, { content: '充值 500 元一直没有到账，订单 D123', images: keys, requestId });
    expect((again.body.data as FeedbackView).id).toBe((first.body.data as FeedbackView).id);
    const id = (first.body.data as FeedbackView).id;

    // The image is re-encoded (WebP, at most 1600 px) and only its uploader reads it.
    const image = await call(app, r.image, { key: keys[0] }, as(alice));
    const decoded = await sharp(Buffer.from(image.dataUrl.split(',')[1] ?? '', 'base64')).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const stranger = await post(app, r.image.path, { key: keys[0] }, as(bob));
    expect(stranger.body.code).toBe(Errors.notFound.code);

    const queue = await call(app, a.feedbackQueue, { status: 'open' }, support);
    expect(queue.list.find((f) => f.id === id)).toMatchObject({ username: 'fbalice', images: keys });
    const seen = await call(app, a.feedbackImage, { id, key: keys[1] }, support);
    expect(seen.dataUrl.startsWith('data:image/webp;base64,')).toBe(true);
    // A moderator has no business in members' feedback.
    expect((await post(app, a.feedbackQueue.path, {}, moderator)).body.code).toBe(Errors.forbidden.code);

    const replied = await call(app, a.feedbackReply, { id, reply: '已为您补单，请查看中心钱包。' }, support);
    expect(replied).toMatchObject({
      status: 'replied',
      reply: '已为您补单，请查看中心钱包。',
      repliedBy: 'admin:fbdesk',
    });
    const mine = await call(app, r.list, {}, as(alice));
    expect(mine.list[0]).toMatchObject({ id, status: 'replied', reply: '已为您补单，请查看中心钱包。' });
    await vi.waitFor(
      async () => {
        const inbox = await call(app, messageRoutes.list, { tab: 'private' }, as(alice));
        expect(inbox.list.map((m) => m.title)).toContain('您的意见反馈已回复');
      },
      { timeout: 10_000 },
    );
    const closed = await call(app, a.feedbackReply, { id, close: true }, support);
    expect(closed).toMatchObject({ status: 'closed', reply: '已为您补单，请查看中心钱包。' });
    const late = await post(app, a.feedbackReply.path, { id, reply: '再补充一句' }, support);
    expect(late.body.code).toBe(Errors.feedbackClosed.code);
    const audit = await rowsOf<{ n: number }>(
      app,
      sql`select count(*)::int as n from audit_log where action = 'feedback.reply' and detail->>'feedbackId' = ${String(id)}`,
    );
    expect(audit[0]?.n).toBe(2);
  });

  it('refuses bad feedback with its code and keeps nothing', async () => {
    const before = await counts();
    const bobKey = await keyOf(bob);
    const cases: [Record<string, unknown>, number][] = [
      [{ category: 'lottery' }, Errors.feedbackCategoryInvalid.code],
      [{ content: '太短' }, Errors.feedbackTextInvalid.code],
      [{ content: '很'.repeat(1001) }, Errors.feedbackTextInvalid.code],
      [{ images: [bobKey] }, Errors.feedbackImagesInvalid.code],
      [{ images: ['AAAAAAAAAAAAAAAAAAAAAAAA'] }, Errors.feedbackImagesInvalid.code],
      [{ images: ['bad key!'] }, Errors.invalidParameter.code],
      [{ content: 42 }, Errors.invalidParameter.code],
    ];
    for (const [body, code] of cases) expect((await submit(alice, body)).body.code, JSON.stringify(body)).toBe(code);
    const aliceKey = await keyOf(alice);
    const dup = await submit(alice, { images: [aliceKey, aliceKey] });
    expect(dup.body.code).toBe(Errors.feedbackImagesInvalid.code);
    // Four images: more than a feedback holds.
    const four = await Promise.all([keyOf(alice), keyOf(alice), keyOf(alice)]);
    expect((await submit(alice, { images: [aliceKey, ...four] })).body.code).toBe(Errors.feedbackImagesInvalid.code);
    expect(await counts()).toEqual(before);

    // Not an image, an unknown type, or nothing at all: refused before anything is stored.
    expect((await upload(alice, Buffer.from('not an image at all'), 'image/png')).body.code).toBe(
      Errors.uploadInvalid.code,
    );
    expect((await upload(alice, png, 'image/gif')).body.code).toBe(Errors.uploadInvalid.code);
    // Six unattached images are the most a member keeps waiting (four are waiting now).
    await keyOf(alice);
    await keyOf(alice);
    const full = await upload(alice);
    expect(full.body.code).toBe(Errors.feedbackUploadLimit.code);

    for (const [body, code] of [
      [{ id: 999_999, reply: '你好' }, Errors.feedbackNotFound.code],
      [{ id: 1, reply: '   ' }, Errors.feedbackReplyInvalid.code],
      [{ id: 1 }, Errors.feedbackReplyInvalid.code],
      [{ id: 'x', reply: '你好' }, Errors.invalidParameter.code],
    ] as const) {
      expect((await post(app, a.feedbackReply.path, body, support)).body.code, JSON.stringify(body)).toBe(code);
    }
  });
});
