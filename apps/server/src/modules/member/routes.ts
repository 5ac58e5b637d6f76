import {
  AVATAR_MAX_BYTES,
  avatarInsertPath,
  avatarUploadResponse,
  envelopeOf,
  memberRoutes,
} from '@courtside/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { DomainError } from '../../platform/errors';
import { mount } from '../../platform/http';
import { authOf } from '../account/auth';
import { avatarImagePath, type MemberService } from './service';

const avatarParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Member routes: every one behind the session guard; the member comes from the session only. */
export const registerMemberRoutes = async (
  app: FastifyInstance,
  member: MemberService,
  guard: (request: FastifyRequest) => Promise<void>,
): Promise<void> => {
  const authed = { guard };
  const r = memberRoutes;

  mount(app, 'member', r.info, (_i, request) => member.profile(authOf(request)), authed);
  mount(app, 'member', r.updateInfoV4, (input, request) => member.updateInfo(authOf(request), input), authed);
  mount(app, 'member', r.updateInfoV5, (input, request) => member.bindContact(authOf(request), input), authed);
  mount(app, 'member', r.userInfoBind, (input, request) => member.bindContact(authOf(request), input), authed);
  mount(app, 'member', r.nickname, (input, request) => member.setNickname(authOf(request), input.nickname), authed);

  mount(app, 'member', r.avatarList, (_i, request) => member.avatars(authOf(request)), authed);
  mount(
    app,
    'member',
    r.avatarUpdate,
    (input, request) => member.selectAvatar(authOf(request), input.avatarId),
    authed,
  );
  mount(
    app,
    'member',
    r.avatarDelete,
    (input, request) => member.deleteAvatar(authOf(request), input.avatarId),
    authed,
  );

  mount(app, 'member', r.addressGet, (_i, request) => member.address(authOf(request)), authed);
  mount(app, 'member', r.addressUpdate, (input, request) => member.saveAddress(authOf(request), input), authed);

  mount(
    app,
    'member',
    r.withdrawPasswordStatus,
    (_i, request) => member.withdrawPasswordStatus(authOf(request)),
    authed,
  );
  mount(
    app,
    'member',
    r.withdrawPasswordSet,
    (input, request) => member.setWithdrawPassword(authOf(request), input.password),
    authed,
  );
  mount(
    app,
    'member',
    r.withdrawPasswordUpdate,
    (input, request) => member.updateWithdrawPassword(authOf(request), input.oldPassword, input.password),
    authed,
  );
  mount(
    app,
    'member',
    r.withdrawPasswordReset,
    (input, request) => member.resetWithdrawPassword(authOf(request), input.loginPassword, input.password),
    authed,
  );

  mount(
    app,
    'member',
    r.realNameBind,
    (input, request) => member.bindRealName(authOf(request), input.realName),
    authed,
  );
  mount(app, 'member', r.selectRealName, (_i, request) => member.realName(authOf(request)), authed);
  mount(app, 'member', r.selectUsdt, (_i, request) => member.usdtSelection(authOf(request)), authed);
  mount(app, 'member', r.bindSteps, (_i, request) => member.bindSteps(authOf(request)), authed);

  mount(app, 'member', r.modifyConfig, (_i, request) => member.modifyConfig(authOf(request)), authed);
  mount(app, 'member', r.modifyAdd, (input, request) => member.addModifyRequest(authOf(request), input), authed);
  mount(app, 'member', r.modifyCheck, (_i, request) => member.modifyRecords(authOf(request)), authed);
  mount(
    app,
    'member',
    r.modifySupplement,
    (input, request) => member.supplementModifyRequest(authOf(request), input),
    authed,
  );

  // The upload is multipart (spec: "file upload by XHR"), in its own scope so no other route parses it.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    scope.post(
      avatarInsertPath,
      {
        onRequest: guard,
        schema: {
          summary: '上传头像（multipart，字段 file）',
          tags: ['member'],
          response: { 200: envelopeOf(avatarUploadResponse) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        if (!request.isMultipart()) throw new DomainError('uploadInvalid', { msg: '请选择要上传的图片' });
        let file: Awaited<ReturnType<typeof request.file>>;
        let bytes: Buffer;
        try {
          file = await request.file();
          if (!file) throw new DomainError('uploadInvalid', { msg: '请选择要上传的图片' });
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof DomainError) throw error;
          // Over the size limit or a broken multipart body: the member's file, not our bug.
          throw new DomainError('uploadInvalid');
        }
        return ok(await member.uploadAvatar(auth, { mimetype: file.mimetype, bytes }));
      },
    );
  });

  app.get(`${avatarImagePath}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const params = avatarParams.safeParse(request.params);
    const image = params.success ? await member.avatarImage(params.data.id) : null;
    if (!image) throw new DomainError('notFound');
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(image.body);
  });
};
