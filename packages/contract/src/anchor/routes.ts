import { route } from '../route';
import * as anchor from './schemas';

const GAME = '/api/site/group/game';

/** Anchors, their rooms and the video call (spec section 7: playing video; section 3: the anchor tab). */
export const anchorRoutes = {
  anchorMatches: route({
    method: 'POST',
    path: `${GAME}/anchor/v1/matches`,
    summary: '主播赛事列表（主播页签，原始字段）',
    request: anchor.anchorMatchesRequest,
    response: anchor.anchorMatchesResponse,
  }),
  liveList: route({
    method: 'POST',
    path: `${GAME}/anchor/v1/live`,
    summary: '直播页：正在直播的主播房间与比赛',
    request: anchor.liveListRequest,
    response: anchor.liveListResponse,
  }),
  room: route({
    method: 'POST',
    path: `${GAME}/anchor/v1/room`,
    summary: '主播房间详情',
    request: anchor.roomRequest,
    response: anchor.roomView,
  }),
  follow: route({
    method: 'POST',
    path: `${GAME}/anchor/v1/follow`,
    summary: '关注或取消关注主播',
    request: anchor.followRequest,
    response: anchor.followResponse,
  }),
  followed: route({
    method: 'POST',
    path: `${GAME}/anchor/v1/followed`,
    summary: '我关注的主播及其直播间',
    request: anchor.followedRequest,
    response: anchor.followedResponse,
  }),
  video: route({
    method: 'POST',
    path: `${GAME}/video/v1/play`,
    summary: '播放视频：签名的直播、动画与主播流地址',
    request: anchor.videoRequest,
    response: anchor.videoResponse,
  }),
} as const;
