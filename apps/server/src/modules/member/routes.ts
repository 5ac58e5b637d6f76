import {
  AVATAR_MAX_BYTES,
  avatarInsertPath,
  avatarUploadResponse,
  envelopeOf,
  memberRoutes,
} from '@courtside/contract';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { DomainError } from '../../platform/errors';
import type { RouteKit } from '../../platform/http';
import { avatarImagePath, type MemberService } from './service';

const avatarParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Member routes: every one behind the session guard; the member comes from the session only. */
export const registerMemberRoutes = async (http: RouteKit, member: MemberService): Promise<void> => {
  const { app } = http;
  const r = memberRoutes;

  http.member(r.info, (_i, auth) => member.profile(auth));
  http.member(r.updateInfoV4, (input, auth) => member.updateInfo(auth, input));
  http.member(r.updateInfoV5, (input, auth) => member.bindContact(auth, input));
  http.member(r.userInfoBind, (input, auth) => member.bindContact(auth, input));
  http.member(r.nickname, (input, auth) => member.setNickname(auth, input.nickname));

  http.member(r.avatarList, (_i, auth) => member.avatars(auth));
  http.member(r.avatarUpdate, (input, auth) => member.selectAvatar(auth, input.avatarId));
  http.member(r.avatarDelete, (input, auth) => member.deleteAvatar(auth, input.avatarId));

  http.member(r.addressGet, (_i, auth) => member.address(auth));
  http.member(r.addressUpdate, (input, auth) => member.saveAddress(auth, input));

  http.member(r.withdrawPasswordStatus, (_i, auth) => member.withdrawPasswordStatus(auth));
  http.member(r.withdrawPasswordSet, (input, auth) => member.setWithdrawPassword(auth, input.password));
  http.member(r.withdrawPasswordUpdate, (input, auth) =>
    member.updateWithdrawPassword(auth, input.oldPassword, input.password),
  );
  http.member(r.withdrawPasswordReset, (input, auth) =>
    member.resetWithdrawPassword(auth, input.loginPassword, input.password),
  );

  http.member(r.realNameBind, (input, auth) => member.bindRealName(auth, input.realName));
  http.member(r.selectRealName, (_i, auth) => member.realName(auth));
  http.member(r.selectUsdt, (_i, auth) => member.usdtSelection(auth));
  http.member(r.bindSteps, (_i, auth) => member.bindSteps(auth));

  http.member(r.modifyConfig, (_i, auth) => member.modifyConfig(auth));
  http.member(r.modifyAdd, (input, auth) => member.addModifyRequest(auth, input));
  http.member(r.modifyCheck, (_i, auth) => member.modifyRecords(auth));
  http.member(r.modifySupplement, (input, auth) => member.supplementModifyRequest(auth, input));

  // The upload is multipart (spec: "file upload by XHR"), in its own scope so no other route parses it.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    scope.post(
      avatarInsertPath,
      {
        onRequest: http.memberGuard,
        schema: {
          summary: '上传头像（multipart，字段 file）',
          tags: ['member'],
          response: { 200: envelopeOf(avatarUploadResponse) },
        },
      },
      async (request) => {
        const auth = http.memberOf(request);
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
