import type { BetState } from '@courtside/contract';
import { member360Routes as m, promoAdminRoutes as p, rgAdminRoutes as rg } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { ExportButton } from '../kit/ExportButton';
import { beijing, yuan } from '../kit/fields';
import { Pager, usePage } from '../kit/Pager';
import { grantStatuses } from './Promotions';
import { MemberPanel } from './RgDesk';
import { betStates } from './Trading';

/**
 * The member 360 view's tabs beyond the profile (issue 30): each reads its own paged route when its
 * tab is opened, so a member with 100,000 rounds costs one page, and each look is audited server-side.
 */

function Loading({ error, ready }: { error: Error | null; ready: boolean }) {
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!ready) return <Typography>加载中…</Typography>;
  return null;
}

/**
 * One page of a tab's paged read, keyed by the tab, the member and what else narrows it; the last
 * page stays shown while the next loads.
 */
function useMemberPage<T>(
  tab: string,
  memberId: number,
  read: (page: { page: number; pageSize: number }) => Promise<T>,
  narrowedBy: readonly unknown[] = [],
) {
  const paging = usePage();
  const query = useQuery({
    queryKey: ['member360', tab, memberId, ...narrowedBy, paging.page, paging.pageSize],
    queryFn: () => read({ page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
  return { paging, data: query.data, error: query.error };
}

function Empty({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>{text}</TableCell>
    </TableRow>
  );
}

const requestKinds: Record<string, string> = { realName: '真实姓名', phone: '手机号' };
const requestStates: Record<string, string> = {
  pending: '待审核',
  needMore: '待补充',
  approved: '已通过',
  rejected: '已拒绝',
};

export function KycTab({ memberId }: { memberId: number }) {
  const { data, error } = useQuery({
    queryKey: ['member360', 'kyc', memberId],
    queryFn: () => callRoute(m.kyc, { memberId }),
  });
  if (!data) return <Loading error={error} ready={false} />;
  const bound = (yes: boolean, value: string) =>
    yes ? <Chip size="small" color="success" label={value} /> : <Chip size="small" label="未绑定" />;
  const items: [string, React.ReactNode][] = [
    ['实名认证', bound(data.realNameBound, `已认证 ${data.realName}`)],
    ['手机', bound(data.phoneBound, data.phone)],
    ['邮箱', bound(data.emailBound, data.email)],
    ['生日', data.birthday ? `${data.birthday}（${data.age} 岁）` : '未填写'],
    ['取款密码', data.withdrawPasswordSet ? '已设置' : '未设置'],
    ['收款账户', `${data.payoutAccounts} 个（银行卡与USDT地址）`],
  ];
  return (
    <Stack spacing={2} data-testid="member-kyc">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
        {items.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary" component="p">
              {label}
            </Typography>
            <Box>{value}</Box>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        资料修改申请
      </Typography>
      <Table size="small" aria-label="资料修改申请">
        <TableHead>
          <TableRow>
            <TableCell>项目</TableCell>
            <TableCell>新值（脱敏）</TableCell>
            <TableCell>原因</TableCell>
            <TableCell>状态</TableCell>
            <TableCell>审核备注</TableCell>
            <TableCell>提交时间</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.requests.length === 0 && <Empty colSpan={6} text="没有资料修改申请" />}
          {data.requests.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{requestKinds[r.kind] ?? r.kind}</TableCell>
              <TableCell>{r.newValue}</TableCell>
              <TableCell>{r.reason}</TableCell>
              <TableCell>{requestStates[r.state] ?? r.state}</TableCell>
              <TableCell>{r.reviewNote || '—'}</TableCell>
              <TableCell>{beijing(r.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

export function BetsTab({ memberId }: { memberId: number }) {
  const [state, setState] = useState<BetState | ''>('');
  const { paging, data, error } = useMemberPage(
    'bets',
    memberId,
    (page) => callRoute(m.bets, { memberId, ...(state ? { state } : {}), ...page }),
    [state],
  );
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label="状态"
          value={state}
          sx={{ width: 180 }}
          onChange={(event) => {
            setState(event.target.value as BetState | '');
            paging.reset();
          }}
        >
          <MenuItem value="">全部</MenuItem>
          {Object.entries(betStates).map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <ExportButton list="memberBets" filter={{ memberId, ...(state ? { state } : {}) }} />
      </Stack>
      <Loading error={error} ready={data !== undefined} />
      {data && (
        <>
          <Table size="small" aria-label="体育注单">
            <TableHead>
              <TableRow>
                <TableCell>注单号</TableCell>
                <TableCell>类型</TableCell>
                <TableCell>投注内容</TableCell>
                <TableCell>状态</TableCell>
                <TableCell align="right">本金</TableCell>
                <TableCell align="right">可赢</TableCell>
                <TableCell align="right">派彩</TableCell>
                <TableCell>下注时间</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.length === 0 && <Empty colSpan={8} text="没有注单" />}
              {data.items.map((bet) => (
                <TableRow key={bet.id} data-testid="member-bet">
                  <TableCell>{bet.betNo}</TableCell>
                  <TableCell>{bet.typeName}</TableCell>
                  <TableCell sx={{ maxWidth: 360 }}>
                    {bet.legs.map((leg) => (
                      <Typography key={`${leg.marketId}-${leg.outcome}`} variant="body2">
                        {leg.home} vs {leg.away}：{leg.marketName} {leg.outcomeName} @{(leg.odds / 1000).toFixed(2)}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell>{betStates[bet.state] ?? bet.state}</TableCell>
                  <TableCell align="right">{yuan(bet.stake)}</TableCell>
                  <TableCell align="right">{yuan(bet.potentialReturn)}</TableCell>
                  <TableCell align="right">{bet.settledReturn === null ? '—' : yuan(bet.settledReturn)}</TableCell>
                  <TableCell>{beijing(bet.placedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager paging={paging} total={data.total} />
        </>
      )}
    </Stack>
  );
}

export function RoundsTab({ memberId }: { memberId: number }) {
  const { paging, data, error } = useMemberPage('rounds', memberId, (page) =>
    callRoute(m.rounds, { memberId, ...page }),
  );
  if (!data) return <Loading error={error} ready={false} />;
  return (
    <Stack spacing={1}>
      <Box>
        <ExportButton list="memberRounds" filter={{ memberId }} />
      </Box>
      <Typography data-testid="member-rounds-totals">
        共 {data.total} 局，投注 {yuan(data.stake)}，有效投注 {yuan(data.validTurnover)}，输赢 {yuan(data.winLoss)}
      </Typography>
      <Table size="small" aria-label="游戏记录">
        <TableHead>
          <TableRow>
            <TableCell>场馆</TableCell>
            <TableCell>游戏</TableCell>
            <TableCell>单号</TableCell>
            <TableCell align="right">投注</TableCell>
            <TableCell align="right">有效投注</TableCell>
            <TableCell align="right">输赢</TableCell>
            <TableCell>下注时间</TableCell>
            <TableCell>结算时间</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.length === 0 && <Empty colSpan={8} text="没有游戏记录" />}
          {data.items.map((r) => (
            <TableRow key={r.id} data-testid="member-round">
              <TableCell>{r.venueName}</TableCell>
              <TableCell>{r.gameName}</TableCell>
              <TableCell>{r.betId}</TableCell>
              <TableCell align="right">{yuan(r.stake)}</TableCell>
              <TableCell align="right">{yuan(r.validTurnover)}</TableCell>
              <TableCell align="right">{yuan(r.winLoss)}</TableCell>
              <TableCell>{beijing(r.betAt)}</TableCell>
              <TableCell>{beijing(r.settledAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager paging={paging} total={data.total} />
    </Stack>
  );
}

const roomTypes: Record<string, string> = { match: '赛事', anchor: '主播' };

export function GiftsTab({ memberId }: { memberId: number }) {
  const { paging, data, error } = useMemberPage('gifts', memberId, (page) => callRoute(m.gifts, { memberId, ...page }));
  if (!data) return <Loading error={error} ready={false} />;
  return (
    <Stack spacing={1}>
      <Box>
        <ExportButton list="memberGifts" filter={{ memberId }} />
      </Box>
      <Table size="small" aria-label="送出的礼物">
        <TableHead>
          <TableRow>
            <TableCell>礼物</TableCell>
            <TableCell align="right">数量</TableCell>
            <TableCell align="right">金币</TableCell>
            <TableCell>房间</TableCell>
            <TableCell>主播</TableCell>
            <TableCell>时间</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.length === 0 && <Empty colSpan={6} text="没有送出礼物" />}
          {data.items.map((g) => (
            <TableRow key={g.recordId} data-testid="member-gift">
              <TableCell>{g.giftName}</TableCell>
              <TableCell align="right">{g.count}</TableCell>
              <TableCell align="right">{g.amount}</TableCell>
              <TableCell>
                {roomTypes[g.roomType] ?? g.roomType} {g.roomId}
              </TableCell>
              <TableCell>{g.anchorNick ?? '—'}</TableCell>
              <TableCell>{beijing(g.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager paging={paging} total={data.total} />
    </Stack>
  );
}

export function GrantsTab({ memberId }: { memberId: number }) {
  const { paging, data, error } = useMemberPage('grants', memberId, (page) =>
    callRoute(p.memberGrants, { memberId, ...page }),
  );
  if (!data) return <Loading error={error} ready={false} />;
  return (
    <Stack spacing={1}>
      {data.blacklisted && <Chip size="small" color="error" label="优惠黑名单" sx={{ alignSelf: 'flex-start' }} />}
      <Table size="small" aria-label="会员的优惠">
        <TableHead>
          <TableRow>
            <TableCell>ID</TableCell>
            <TableCell>活动</TableCell>
            <TableCell>状态</TableCell>
            <TableCell align="right">奖金</TableCell>
            <TableCell align="right">余额</TableCell>
            <TableCell align="right">流水进度</TableCell>
            <TableCell>发放时间</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.grants.length === 0 && <Empty colSpan={7} text="没有优惠记录" />}
          {data.grants.map(({ grant }) => (
            <TableRow key={grant.id} data-testid="member-grant">
              <TableCell>{grant.id}</TableCell>
              <TableCell>{grant.title}</TableCell>
              <TableCell>{grantStatuses[grant.status] ?? grant.status}</TableCell>
              <TableCell align="right">{yuan(grant.granted)}</TableCell>
              <TableCell align="right">{yuan(grant.balance)}</TableCell>
              <TableCell align="right">
                {yuan(grant.progress)} / {yuan(grant.requirement)}（{grant.progressPercent}%）
              </TableCell>
              <TableCell>{beijing(grant.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager paging={paging} total={data.total} />
    </Stack>
  );
}

export function LimitsTab({ memberId }: { memberId: number }) {
  const { data, error } = useQuery({
    queryKey: ['member360', 'limits', memberId],
    queryFn: () => callRoute(rg.member, { memberId }),
  });
  if (!data) return <Loading error={error} ready={false} />;
  return <MemberPanel memberId={memberId} view={data} />;
}

export function NotesTab({ memberId }: { memberId: number }) {
  const { paging, data, error } = useMemberPage('notes', memberId, (page) => callRoute(m.notes, { memberId, ...page }));
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <ActionButton
          route={m.noteAdd}
          label="添加备注"
          variant="contained"
          color="primary"
          title="添加会员备注"
          description="备注写入后不可修改或删除，并记入审计日志。"
          fields={[{ label: '备注（1-500字）', field: 'text', required: true, multiline: true }]}
          input={(_reason, values) => ({ memberId, text: values.text ?? '' })}
          done={() => '备注已保存'}
          testId="member-note-add"
        />
        <ExportButton list="memberNotes" filter={{ memberId }} />
      </Stack>
      <Loading error={error} ready={data !== undefined} />
      {data && (
        <>
          <Table size="small" aria-label="会员备注">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 180 }}>时间</TableCell>
                <TableCell sx={{ width: 160 }}>操作员</TableCell>
                <TableCell>备注</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.length === 0 && <Empty colSpan={3} text="还没有备注" />}
              {data.items.map((note) => (
                <TableRow key={note.id} data-testid="member-note">
                  <TableCell>{beijing(note.createdAt)}</TableCell>
                  <TableCell>{note.author.replace(/^admin:/, '')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{note.text}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager paging={paging} total={data.total} />
        </>
      )}
    </Stack>
  );
}
