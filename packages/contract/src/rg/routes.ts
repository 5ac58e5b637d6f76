import { emptyBody } from '../envelope';
import { route } from '../route';
import * as rg from './schemas';

const RG = '/api/site/group/rg';

/** Safer gambling (负责任博彩): limits, time-out, self-exclusion; always the member's own. */
export const rgRoutes = {
  state: route({
    method: 'POST',
    path: `${RG}/v1/state`,
    summary: '负责任博彩设置与额度',
    request: emptyBody,
    response: rg.rgState,
  }),
  setLimit: route({
    method: 'POST',
    path: `${RG}/v1/setLimit`,
    summary: '设置、降低、提高或取消限额（提高与取消须 24 小时后确认）',
    request: rg.rgSetLimitRequest,
    response: rg.rgChangeResult,
  }),
  confirmLimit: route({
    method: 'POST',
    path: `${RG}/v1/confirmLimit`,
    summary: '冷静期结束后确认提高或取消限额',
    request: rg.rgConfirmRequest,
    response: rg.rgChangeResult,
  }),
  answerLimitPrompt: route({
    method: 'POST',
    path: `${RG}/v1/answerLimitPrompt`,
    summary: '首次存款时的存款限额提示：设置限额或明确选择暂不设置（只问一次）',
    request: rg.rgLimitPromptRequest,
    response: rg.rgChangeResult,
  }),
  timeOut: route({
    method: 'POST',
    path: `${RG}/v1/timeOut`,
    summary: '暂停账户（1 天至 6 周）',
    request: rg.rgTimeOutRequest,
    response: rg.rgState,
  }),
  selfExclude: route({
    method: 'POST',
    path: `${RG}/v1/selfExclude`,
    summary: '自我排除（6 个月至 5 年，立即生效，不可提前解除）',
    request: rg.rgExcludeRequest,
    response: rg.rgState,
  }),
  session: route({
    method: 'POST',
    path: `${RG}/v1/session`,
    summary: '本次登录的时长与输赢（现实核查）',
    request: emptyBody,
    response: rg.rgSessionView,
  }),
  setRealityCheck: route({
    method: 'POST',
    path: `${RG}/v1/setRealityCheck`,
    summary: '设置现实核查提醒间隔（5 至 240 分钟，或关闭）',
    request: rg.rgRealityRequest,
    response: rg.rgSessionView,
  }),
  ackRealityCheck: route({
    method: 'POST',
    path: `${RG}/v1/ackRealityCheck`,
    summary: '确认现实核查提醒（继续）',
    request: emptyBody,
    response: rg.rgSessionView,
  }),
};
