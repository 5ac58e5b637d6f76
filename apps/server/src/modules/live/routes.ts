import { anchorRoutes } from '@courtside/contract';
import { anchorDeskRoutes } from '@courtside/contract/admin';
import { tokenOf } from '../../platform/auth';
import type { RouteKit } from '../../platform/http';
import { LiveService, VISITOR_COOKIE } from './service';

const cookieOf = (header: string | undefined, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
};

/** Anchor rooms and the video call; visitors watch too, members also follow. */
export const registerLiveRoutes = (http: RouteKit, live: LiveService): void => {
  const r = anchorRoutes;
  http.visitor(r.anchorMatches, (input, _member, call) => live.anchorMatches(call.siteId, input));
  http.visitor(r.liveList, (input, member, call) => live.liveList(call.siteId, member, input));
  http.visitor(r.room, (input, member, call) => live.room(call.siteId, input.roomId, member));
  http.member(r.follow, (input, member) => live.follow(member, input));
  // The operators' anchor desk: every change audited by the service.
  const desk = anchorDeskRoutes;
  http.operator(desk.rooms, (_input, _actor, call) => live.deskRooms(call.siteId));
  http.operator(desk.anchors, (input, _actor, call) => live.deskAnchors(call.siteId, input));
  http.operator(desk.anchorSave, (input, actor, call) => live.saveAnchor(actor, call.siteId, input));
  http.operator(desk.roomAudience, (input, _actor, call) => live.roomAudience(call.siteId, input));
  http.operator(desk.roomCreate, (input, actor, call) => live.createRoom(actor, call.siteId, input));
  http.operator(desk.roomEdit, (input, actor, call) => live.editRoom(actor, call.siteId, input));
  http.operator(desk.roomStatus, (input, actor, call) => live.setRoomStatus(actor, call.siteId, input));
  http.operator(desk.roomRelease, (input, actor, call) => live.releaseRoom(actor, call.siteId, input));
  http.member(r.followed, async (_input, member) => ({ rooms: await live.followed(member) }));
  http.visitor(r.video, (input, member, call) => {
    const token = member ? tokenOf(call.request) : null;
    const visitor = LiveService.visitorIdOf(cookieOf(call.request.headers.cookie, VISITOR_COOKIE));
    // The visitor's id binds their playback URLs; the origin reads it back from this cookie.
    if (!member && visitor.fresh) {
      call.reply.header(
        'set-cookie',
        `${VISITOR_COOKIE}=${visitor.id}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`,
      );
    }
    return live.video(call.siteId, { member, token, visitorId: member ? null : visitor.id }, input);
  });
};
