import { z } from 'zod';
import { emptyBody } from '../envelope';
import { route } from '../route';
import * as savings from './schemas';

const YEB = '/api/site/group/yeb';

/** The savings wallet (余额宝): moves in and out, balance and interest, interest records, tasks. */
export const savingsRoutes = {
  info: route({
    method: 'POST',
    path: `${YEB}/v1/info`,
    summary: '余额宝余额与收益',
    request: emptyBody,
    response: savings.savingsInfo,
  }),
  toYeb: route({
    method: 'POST',
    path: `${YEB}/v1/toYeb`,
    summary: '中心钱包转入余额宝',
    request: savings.savingsMoveRequest,
    response: savings.savingsMoveResult,
  }),
  toCenter: route({
    method: 'POST',
    path: `${YEB}/v1/toCenter`,
    summary: '余额宝转出到中心钱包',
    request: savings.savingsMoveRequest,
    response: savings.savingsMoveResult,
  }),
  interestRecords: route({
    method: 'POST',
    path: `${YEB}/v1/interestRecords`,
    summary: '余额宝收益记录',
    request: savings.interestRecordsRequest,
    response: savings.interestRecordsResponse,
  }),
  tasks: route({
    method: 'POST',
    path: `${YEB}/v1/tasks`,
    summary: '余额宝任务',
    request: emptyBody,
    response: z.array(savings.savingsTask),
  }),
  taskClaim: route({
    method: 'POST',
    path: `${YEB}/v1/taskClaim`,
    summary: '领取余额宝任务奖励',
    request: savings.taskClaimRequest,
    response: z.array(savings.savingsTask),
  }),
} as const;
