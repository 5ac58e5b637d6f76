import { AVATAR_MAX_BYTES, avatarInsertPath, avatarUploadResponse, memberRoutes } from '@courtside/contract';
import { z } from 'zod';
import { DomainError } from '../../platform/errors';
import type { RouteKit } from '../../platform/http';
import { mountMemberUpload } from '../../platform/upload';
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

  await mountMemberUpload(
    http,
    {
      path: avatarInsertPath,
      summary: '上传头像（multipart，字段 file）',
      maxBytes: AVATAR_MAX_BYTES,
      response: avatarUploadResponse,
    },
    (file, auth) => member.uploadAvatar(auth, file),
  );

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
