import { emptyBody } from '../envelope';
import { route } from '../route';
import * as venue from '../venue/schemas';
import * as wallet from './schemas';

const WALLET = '/api/site/group/wallet';
/** The member's centre and venue wallets and the moves between them. */
export const walletRoutes = {
  balances: route({
    method: 'POST',
    path: `${WALLET}/balance/v1/get`,
    summary: '中心钱包与场馆余额',
    request: emptyBody,
    response: wallet.balancesResponse,
  }),
  transferInto: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/transferInto`,
    summary: '转入场馆',
    request: wallet.transferRequest,
    response: wallet.transferResult,
  }),
  transferIntoVal: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/transferIntoVal`,
    summary: '按金额转入场馆',
    request: wallet.transferRequest,
    response: wallet.transferResult,
  }),
  transferOutVal: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/transferOutVal`,
    summary: '从场馆转出',
    request: wallet.transferRequest,
    response: wallet.transferResult,
  }),
  oneClickIn: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/oneClickIn`,
    summary: '一键转入',
    request: venue.venueOnlyRequest,
    response: wallet.transferResult,
  }),
  oneClickRecovery: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/oneClickRecovery`,
    summary: '一键回收',
    request: wallet.requestOnly,
    response: wallet.oneClickResult,
  }),
  oneClickConfirm: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/oneClickConfirm`,
    summary: '一键回收结果确认',
    request: wallet.requestOnly,
    response: wallet.oneClickResult,
  }),
  walletTypeGet: route({
    method: 'POST',
    path: `${WALLET}/type/v1/get`,
    summary: '游戏钱包类型',
    request: emptyBody,
    response: wallet.walletTypeBody,
  }),
  walletTypeSet: route({
    method: 'POST',
    path: `${WALLET}/type/v1/set`,
    summary: '设置游戏钱包类型',
    request: wallet.walletTypeBody,
    response: wallet.walletTypeBody,
  }),
  autoTransferGet: route({
    method: 'POST',
    path: `${WALLET}/autoTransfer/v1/get`,
    summary: '自动转账状态',
    request: emptyBody,
    response: wallet.autoTransferBody,
  }),
  autoTransferSet: route({
    method: 'POST',
    path: `${WALLET}/autoTransfer/v1/set`,
    summary: '开关自动转账',
    request: wallet.autoTransferBody,
    response: wallet.autoTransferBody,
  }),
  dealRecords: route({
    method: 'POST',
    path: `${WALLET}/record/v1/deals`,
    summary: '资金记录',
    request: wallet.dealRecordsRequest,
    response: wallet.dealRecordsResponse,
  }),
} as const;
