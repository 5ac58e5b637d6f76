import type { RgLimitKind, RgLimitPeriod } from '@courtside/contract';
import { type RgMemberView, rgAdminRoutes as rg } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Pagination,
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
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { useMayCall } from '../kit/access';
import { ExportButton } from '../kit/ExportButton';
import { beijing } from '../kit/fields';

const KINDS: Record<RgLimitKind, string> = { deposit: '存款', loss: '亏损', stake: '投注', time: '在线时长' };
const PERIODS: Record<RgLimitPeriod, string> = { day: '每日', week: '每周', month: '每月' };
const PAGE_SIZE = 20;
const THRESHOLDS = [50, 70, 80, 90, 100];
/** A limit's amount: yuan, or whole minutes for the session-time limit. */
const amountOf = (kind: RgLimitKind, amount: string | null) =>
  amount === null ? '—' : kind === 'time' ? `${amount} 分钟` : `¥${amount}`;

/** The member's block in force, limits (their own and the operator's) and the history of changes (also the 360 view's 限额 tab). */
export function MemberPanel({ memberId, view }: { memberId: number; view: RgMemberView }) {
  const { state, audit } = view;
  const limits = state.limits.filter((l) => l.amount !== null || l.imposed !== null || l.pending !== null);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              会员 {memberId}
            </Typography>
            {state.block ? (
              <Chip
                color="error"
                data-testid="rg-desk-block"
                label={`${state.block.byOperator ? '运营暂停' : state.block.kind === 'timeOut' ? '会员暂停' : '自我排除'}，至 ${beijing(state.block.endsAt)}`}
              />
            ) : (
              <Chip color="success" label="无暂停或排除" />
            )}
            <Box sx={{ flexGrow: 1 }} />
            <ActionButton
              route={rg.imposeLimit}
              label="设定运营限额"
              color="primary"
              variant="outlined"
              title={`为会员 ${memberId} 设定运营限额`}
              description="运营限额立即生效，与会员自设限额取低者；会员无法调高或取消，只有运营可解除。会员会收到站内通知。"
              fields={[
                {
                  label: '类型',
                  field: 'kind',
                  choices: Object.entries(KINDS).map(([id, name]) => ({ id, name })),
                  initial: 'loss',
                },
                {
                  label: '周期',
                  field: 'period',
                  choices: Object.entries(PERIODS).map(([id, name]) => ({ id, name })),
                  initial: 'day',
                },
                { label: '金额（元，最多两位小数；在线时长填分钟数）', field: 'amount', required: true },
                { label: '原因（记入审计，会员看不到）', field: 'reason', required: true, multiline: true },
              ]}
              input={(_reason, v) => ({
                memberId,
                kind: v.kind ?? 'loss',
                period: v.period ?? 'day',
                amount: v.amount ?? '',
                reason: v.reason ?? '',
              })}
              done={() => '运营限额已生效'}
              testId="rg-desk-impose"
            />
            <ActionButton
              route={rg.imposeTimeOut}
              label="运营暂停"
              color="error"
              variant="outlined"
              title={`暂停会员 ${memberId} 的账户`}
              description="暂停立即生效：会员的所有登录立即结束，期间只能查看余额和提款，进行中的优惠取消。暂停不可提前解除。"
              fields={[
                { label: '天数（1-42）', field: 'days', required: true, initial: '1' },
                { label: '原因（记入审计，会员看不到）', field: 'reason', required: true, multiline: true },
              ]}
              input={(_reason, v) => ({
                memberId,
                days: Number(v.days ?? ''),
                reason: v.reason ?? '',
                confirm: true,
              })}
              done={(answer) => `已暂停，至 ${beijing(answer.state.block?.endsAt ?? '')}`}
              testId="rg-desk-timeout"
            />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <Table size="small" aria-label="会员限额">
          <TableHead>
            <TableRow>
              <TableCell>限额</TableCell>
              <TableCell>会员自设</TableCell>
              <TableCell>运营限额</TableCell>
              <TableCell>本期已用</TableCell>
              <TableCell>剩余</TableCell>
              <TableCell>待生效调整</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {limits.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>会员未设置任何限额</TableCell>
              </TableRow>
            )}
            {limits.map((l) => (
              <TableRow key={`${l.kind}-${l.period}`} data-testid={`rg-desk-limit-${l.kind}-${l.period}`}>
                <TableCell>
                  {PERIODS[l.period]}
                  {KINDS[l.kind]}
                </TableCell>
                <TableCell>{amountOf(l.kind, l.amount)}</TableCell>
                <TableCell>{amountOf(l.kind, l.imposed)}</TableCell>
                <TableCell>{amountOf(l.kind, l.used)}</TableCell>
                <TableCell>{amountOf(l.kind, l.remaining)}</TableCell>
                <TableCell>
                  {l.pending
                    ? `${l.pending.amount === null ? '取消' : `调至 ${amountOf(l.kind, l.pending.amount)}`}，${beijing(l.pending.effectiveAt)} 起可确认`
                    : '—'}
                </TableCell>
                <TableCell>
                  {l.imposed !== null && (
                    <ActionButton
                      route={rg.imposeLimit}
                      label="解除运营限额"
                      title={`解除${PERIODS[l.period]}${KINDS[l.kind]}运营限额`}
                      description="解除后立即生效，会员自设的限额不受影响。"
                      reason={{ label: '原因（记入审计）', field: 'reason', required: true }}
                      input={(reason) => ({ memberId, kind: l.kind, period: l.period, amount: null, reason })}
                      done={() => '运营限额已解除'}
                      testId="rg-desk-lift"
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Card variant="outlined">
        <Table size="small" aria-label="变更记录">
          <TableHead>
            <TableRow>
              <TableCell>时间</TableCell>
              <TableCell>操作人</TableCell>
              <TableCell>动作</TableCell>
              <TableCell>详情</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {audit.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>没有变更记录</TableCell>
              </TableRow>
            )}
            {audit.map((row) => (
              <TableRow key={`${row.at}-${row.action}-${row.detail}`}>
                <TableCell>{beijing(row.at)}</TableCell>
                <TableCell>{row.actor === 'member' ? '会员' : row.actor.replace(/^operator:/, '运营 ')}</TableCell>
                <TableCell>{row.action}</TableCell>
                <TableCell sx={{ maxWidth: 420, wordBreak: 'break-all' }}>{row.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}

/** Members at or past a share of a limit in its current period, the fullest first. */
function NearLimits({ onPick }: { onPick: (memberId: number) => void }) {
  const [pct, setPct] = useState(80);
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery({
    queryKey: ['rg', 'near', pct, page],
    queryFn: () => callRoute(rg.nearLimits, { pct, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          接近限额的会员
        </Typography>
        <ExportButton list="rgNearLimits" filter={{ pct }} />
        <TextField
          select
          size="small"
          label="已用比例"
          sx={{ width: 140 }}
          value={pct}
          onChange={(event) => {
            setPct(Number(event.target.value));
            setPage(1);
          }}
        >
          {THRESHOLDS.map((t) => (
            <MenuItem key={t} value={t}>
              ≥ {t}%
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="接近限额的会员">
          <TableHead>
            <TableRow>
              <TableCell>会员</TableCell>
              <TableCell>限额</TableCell>
              <TableCell>额度</TableCell>
              <TableCell>本期已用</TableCell>
              <TableCell>比例</TableCell>
              <TableCell>来源</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && (
              <TableRow>
                <TableCell colSpan={7}>加载中…</TableCell>
              </TableRow>
            )}
            {data?.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>没有会员达到该比例</TableCell>
              </TableRow>
            )}
            {data?.rows.map((row) => (
              <TableRow key={`${row.memberId}-${row.kind}-${row.period}`} data-testid={`rg-near-${row.memberId}`}>
                <TableCell>
                  {row.name}（{row.memberId}）
                </TableCell>
                <TableCell>
                  {PERIODS[row.period]}
                  {KINDS[row.kind]}
                </TableCell>
                <TableCell>¥{row.limit}</TableCell>
                <TableCell>¥{row.used}</TableCell>
                <TableCell>
                  <Chip size="small" color={row.pct >= 100 ? 'error' : 'warning'} label={`${row.pct}%`} />
                </TableCell>
                <TableCell>{row.imposed ? '运营' : '会员'}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onPick(row.memberId)}>
                    查看
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} />}
    </Stack>
  );
}

/**
 * 负责任博彩: a member's safer-gambling settings and history (each read audited), the operator's own
 * limits and time-outs, which only ever add restrictions, and the members close to their limits.
 */
export function RgDesk() {
  const [typed, setTyped] = useState('');
  const [memberId, setMemberId] = useState<number | null>(null);
  const mayReport = useMayCall(rg.nearLimits);
  const { data, error, isFetching } = useQuery({
    queryKey: ['rg', 'member', memberId],
    queryFn: () => callRoute(rg.member, { memberId: memberId ?? 0 }),
    enabled: memberId !== null,
    retry: false,
  });
  const look = () => {
    const id = Number(typed.trim());
    if (Number.isInteger(id) && id > 0) setMemberId(id);
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="负责任博彩" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        负责任博彩
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="会员 ID"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') look();
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'rg-desk-member' } }}
        />
        <Button variant="contained" onClick={look} disabled={isFetching} data-testid="rg-desk-look">
          查询
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {memberId !== null && data && <MemberPanel memberId={memberId} view={data} />}
      {mayReport && (
        <Box sx={{ mt: 3 }}>
          <NearLimits
            onPick={(id) => {
              setTyped(String(id));
              setMemberId(id);
            }}
          />
        </Box>
      )}
    </Box>
  );
}
