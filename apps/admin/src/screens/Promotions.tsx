import type { PromotionAdminView } from '@courtside/contract';
import { promoAdminRoutes as p } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { useMayCall } from '../kit/access';
import { ExportButton } from '../kit/ExportButton';
import { beijing, yuan } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';
import { EditBarrier } from './Barrier';
import { EditWheel } from './LuckyWheel';
import { EditQuiz } from './Quiz';
import { EditLottery } from './SoccerLottery';
import { EditVote } from './Vote';
import { EditTasks } from './WelfareTasks';

export const promotionKinds: Record<string, string> = {
  newcomer: '新人礼',
  deposit: '存款优惠',
  manual: '手工发放',
  vip: 'VIP',
  signin: '签到',
  birthday: '生日礼金',
  welfare: '福利任务',
  backflow: '回归礼金',
  invite: '邀请好友',
  wheel: '幸运转盘',
  exchange: '积分兑换',
  quiz: '赛事竞猜',
  lottery: '足球彩票',
  barrier: '闯关',
  vote: '冠军投票',
};
const promotionStates: Record<string, string> = { active: '进行中', paused: '已暂停', ended: '已结束' };
const stateTones: Record<string, 'success' | 'warning' | 'default'> = {
  active: 'success',
  paused: 'warning',
  ended: 'default',
};
export const grantStatuses: Record<string, string> = {
  pending: '待生效',
  active: '流水进行中',
  completed: '流水已完成',
  converted: '已转入钱包',
  forfeited: '已没收',
  expired: '已过期',
};
/** A grant an operator can still take back: its bonus has not left the grant. */
const forfeitable = new Set(['pending', 'active', 'completed']);

const newRequestId = () => crypto.randomUUID();
/** Blank means "no limit" for the optional numbers of the form. */
const orNull = (value: string) => (value === '' ? null : value);
const intOrNull = (value: string) => (value === '' ? null : Number(value));

/** The edit dialog: the texts, dates, budget and caps, and the wagering multiplier and validity of new grants. */
function EditPromotion({ row }: { row: PromotionAdminView }) {
  return (
    <ActionButton
      route={p.save}
      label="编辑"
      title={`编辑优惠：${row.title}`}
      description="修改只对之后的领取生效，已发放的奖金保留原条款。"
      fields={[
        { label: '标题', field: 'title', required: true, initial: row.title },
        { label: '简介', field: 'summary', initial: row.summary, multiline: true },
        { label: '开始日期', field: 'startDay', type: 'date', required: true, initial: row.startDay },
        { label: '结束日期（空为长期）', field: 'endDay', type: 'date', initial: row.endDay ?? '' },
        { label: '预算（元，空为不限）', field: 'budget', initial: row.budget ?? '' },
        { label: '领取人数上限（空为不限）', field: 'maxReceivers', initial: row.maxReceivers?.toString() ?? '' },
        { label: '流水倍数', field: 'terms.multiplier', required: true, initial: String(row.terms.multiplier) },
        { label: '有效天数', field: 'terms.validDays', required: true, initial: String(row.terms.validDays) },
        { label: '排序', field: 'sort', initial: String(row.sort) },
      ]}
      input={(_reason, v) => ({
        id: row.id,
        code: row.code,
        kind: row.kind,
        title: v.title ?? '',
        summary: v.summary ?? '',
        image: row.image,
        terms: {
          ...row.terms,
          multiplier: Number(v['terms.multiplier']),
          validDays: Number(v['terms.validDays']),
        },
        startDay: v.startDay ?? '',
        endDay: orNull(v.endDay ?? ''),
        budget: orNull(v.budget ?? ''),
        maxReceivers: intOrNull(v.maxReceivers ?? ''),
        sort: Number(v.sort || 0),
      })}
      done={(answer) => `${answer.title} 已保存`}
      testId="promo-edit"
    />
  );
}

function StateButtons({ row }: { row: PromotionAdminView }) {
  const to = (state: 'active' | 'paused' | 'ended', label: string, color: 'primary' | 'warning' | 'error') => (
    <ActionButton
      key={state}
      route={p.state}
      label={label}
      color={color}
      title={`${label}：${row.title}`}
      description={
        state === 'ended'
          ? '结束后会员不能再领取，已发放的奖金照常进行。结束的活动不能重新上线。'
          : state === 'paused'
            ? '暂停期间会员不能领取，已发放的奖金照常进行。'
            : '上线后会员即可按条款领取。'
      }
      input={() => ({ id: row.id, state })}
      done={(answer) => `${answer.title}：${promotionStates[answer.state]}`}
      testId={`promo-${state}`}
    />
  );
  if (row.state === 'ended') return null;
  return (
    <>
      {row.state === 'active' ? to('paused', '暂停', 'warning') : to('active', '上线', 'primary')}
      {to('ended', '结束', 'error')}
    </>
  );
}

/** Manual grant and blacklist, the two actions that name a member rather than a row. */
function MemberActions({ promotions }: { promotions: PromotionAdminView[] }) {
  const open = promotions.filter((row) => row.state !== 'ended');
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
      <ActionButton
        route={p.grant}
        label="手工发放奖金"
        variant="contained"
        title="手工发放奖金"
        description="奖金按所选活动的条款发放（流水倍数、有效期），记入审计日志。"
        fields={[
          { label: '会员ID', field: 'memberId', required: true },
          {
            label: '活动',
            field: 'promotionId',
            required: true,
            choices: open.map((row) => ({ id: String(row.id), name: `${row.title}（${promotionKinds[row.kind]}）` })),
            initial: String(open.find((row) => row.kind === 'manual')?.id ?? open[0]?.id ?? ''),
          },
          { label: '金额（元）', field: 'amount', required: true },
          { label: '原因', field: 'reason', required: true },
        ]}
        input={(_reason, v) => ({
          memberId: Number(v.memberId),
          promotionId: Number(v.promotionId),
          amount: v.amount ?? '',
          reason: v.reason ?? '',
          requestId: newRequestId(),
        })}
        done={(answer) => `已发放 ${yuan(answer.granted)}（${answer.title}），需流水 ${yuan(answer.requirement)}`}
        testId="promo-grant"
      />
      <ActionButton
        route={p.blacklist}
        label="优惠黑名单"
        color="error"
        title="优惠黑名单"
        description="名单上的会员不能领取任何优惠；已有的奖金不受影响（需要时请单独没收）。"
        fields={[
          { label: '会员ID', field: 'memberId', required: true },
          {
            label: '操作',
            field: 'blocked',
            required: true,
            initial: 'true',
            choices: [
              { id: 'true', name: '加入黑名单' },
              { id: 'false', name: '移出黑名单' },
            ],
          },
          { label: '原因', field: 'reason', required: true },
        ]}
        input={(_reason, v) => ({
          memberId: Number(v.memberId),
          blocked: v.blocked !== 'false',
          reason: v.reason ?? '',
        })}
        done={(answer) => `会员 ${answer.memberId} ${answer.blocked ? '已加入' : '已移出'}优惠黑名单`}
        testId="promo-blacklist"
      />
    </Stack>
  );
}

/** Promotions with their budget and receivers; edit, pause, end; manual grants and the blacklist. */
export function Promotions() {
  const { data, error } = useQuery({
    queryKey: ['promotions'],
    queryFn: () => callRoute(p.list, {}),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="优惠活动" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          优惠活动
        </Typography>
        <ExportButton list="promotions" />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <MemberActions promotions={data ?? []} />
      <Card variant="outlined">
        <Table size="small" aria-label="优惠活动">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>活动</TableCell>
              <TableCell>类型</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>日期</TableCell>
              <TableCell align="right">预算已用 / 预算</TableCell>
              <TableCell align="right">领取人数 / 上限</TableCell>
              <TableCell>流水</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.map((row) => (
              <TableRow key={row.id} data-testid={`promo-${row.code}`}>
                <TableCell>{row.id}</TableCell>
                <TableCell>
                  <Typography variant="body2">{row.title}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.code}
                  </Typography>
                </TableCell>
                <TableCell>{promotionKinds[row.kind]}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={promotionStates[row.state]}
                    color={stateTones[row.state]}
                    data-testid="promo-state"
                  />
                </TableCell>
                <TableCell>
                  {row.startDay} ~ {row.endDay ?? '长期'}
                </TableCell>
                <TableCell align="right" data-testid="promo-budget">
                  {yuan(row.budgetUsed)} / {row.budget ? yuan(row.budget) : '不限'}
                </TableCell>
                <TableCell align="right" data-testid="promo-receivers">
                  {row.receivers} / {row.maxReceivers ?? '不限'}
                </TableCell>
                <TableCell>
                  {row.terms.multiplier} 倍，{row.terms.validDays} 天
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <EditPromotion row={row} />
                    {row.kind === 'welfare' && <EditTasks row={row} />}
                    {row.kind === 'wheel' && <EditWheel row={row} />}
                    {row.kind === 'quiz' && <EditQuiz row={row} />}
                    {row.kind === 'lottery' && <EditLottery row={row} />}
                    {row.kind === 'barrier' && <EditBarrier row={row} />}
                    {row.kind === 'vote' && <EditVote row={row} />}
                    <StateButtons row={row} />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}

/** One member's grants with their wagering, the blacklist mark and the abuse flags; forfeit with a reason. */
export function PromoGrants() {
  const [typed, setTyped] = useState('');
  const [memberId, setMemberId] = useState<number | null>(null);
  const mayForfeit = useMayCall(p.forfeit);
  const { data, error, isFetching } = useQuery({
    queryKey: ['promoGrants', memberId],
    queryFn: () => callRoute(p.memberGrants, { memberId: memberId ?? 0 }),
    enabled: memberId !== null,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="会员优惠" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          会员优惠
        </Typography>
        {memberId !== null && <ExportButton list="memberGrants" filter={{ memberId }} />}
      </Stack>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          setMemberId(Number(typed.trim()) || 0);
        }}
      >
        <TextField
          size="small"
          label="会员ID"
          sx={{ width: 200 }}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'grants-member' } }}
        />
        <Button type="submit" variant="contained" disabled={isFetching} data-testid="grants-search">
          查询
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>会员 {memberId}</Typography>
            {data.blacklisted ? (
              <Chip size="small" color="error" label="优惠黑名单" data-testid="grants-blacklisted" />
            ) : (
              <Chip size="small" label="可参加优惠" data-testid="grants-blacklisted" />
            )}
          </Stack>
          <Card variant="outlined">
            <Table size="small" aria-label="会员的奖金">
              <TableHead>
                <TableRow>
                  <TableCell>ID</TableCell>
                  <TableCell>活动</TableCell>
                  <TableCell>状态</TableCell>
                  <TableCell align="right">奖金</TableCell>
                  <TableCell align="right">余额</TableCell>
                  <TableCell align="right">流水进度</TableCell>
                  <TableCell>发放时间</TableCell>
                  <TableCell>到期</TableCell>
                  <TableCell>操作</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.grants.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={9}>该会员没有奖金记录</TableCell>
                  </TableRow>
                )}
                {data.grants.map(({ grant }) => (
                  <TableRow key={grant.id} data-testid={`grant-${grant.id}`}>
                    <TableCell>{grant.id}</TableCell>
                    <TableCell>{grant.title}</TableCell>
                    <TableCell data-testid="grant-status">{grantStatuses[grant.status] ?? grant.status}</TableCell>
                    <TableCell align="right">{yuan(grant.granted)}</TableCell>
                    <TableCell align="right">{yuan(grant.balance)}</TableCell>
                    <TableCell align="right">
                      {yuan(grant.progress)} / {yuan(grant.requirement)}（{grant.progressPercent}%）
                    </TableCell>
                    <TableCell>{beijing(grant.createdAt)}</TableCell>
                    <TableCell>{beijing(grant.expiresAt)}</TableCell>
                    <TableCell>
                      {mayForfeit && forfeitable.has(grant.status) && (
                        <ActionButton
                          route={p.forfeit}
                          label="没收"
                          color="error"
                          title={`没收奖金：${grant.title}`}
                          description={`奖金余额 ${yuan(grant.balance)} 将被没收，不进入会员钱包。`}
                          reason={{ label: '原因', field: 'reason', required: true }}
                          input={(reason) => ({ grantId: grant.id, reason })}
                          done={(answer) => `奖金 ${answer.id} 已没收`}
                          testId="grant-forfeit"
                        />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          {data.flags.length > 0 && (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h2">
                  风控标记
                </Typography>
                {data.flags.map((flag) => (
                  <Typography key={`${flag.promotionId}-${flag.at}`} variant="body2">
                    {beijing(flag.at)} 活动 {flag.promotionId}：{flag.reason} {flag.detail}
                  </Typography>
                ))}
              </CardContent>
            </Card>
          )}
        </Stack>
      )}
    </Box>
  );
}
