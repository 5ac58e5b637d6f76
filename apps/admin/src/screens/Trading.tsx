import { feedRoutes } from '@courtside/contract';
import { type DeskMarket, type DeskMarketState, sportsbookDeskRoutes as d } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  List as MuiList,
  TextField as MuiTextField,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Datagrid, FunctionField, List, NumberInput, SelectInput, TextField, Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { useMayCall } from '../kit/access';
import { ExportButton, ListExportActions } from '../kit/ExportButton';
import { beijing, MoneyField, StateField, TimeField, WithRecord, yuan } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

export const betStates: Record<string, string> = {
  pending: '确认中',
  accepted: '未结算',
  rejected: '已拒绝',
  settled: '已结算',
  void: '已作废',
  cashedOut: '已提前结算',
};

interface BetRow {
  id: number;
  betNo: string;
  state: string;
  stake: string;
  memberId: number;
  legs: { home: string; away: string; marketName: string; outcomeName: string; odds: number }[];
}

/** The trader's bet tickets: by match, member and state; an open ticket can be voided with a reason. */
export const BetList = () => (
  <List
    empty={false}
    title="注单"
    filters={[
      <SelectInput
        key="state"
        source="state"
        label="状态"
        choices={Object.entries(betStates).map(([id, name]) => ({ id, name }))}
        alwaysOn
      />,
      <NumberInput key="memberId" source="memberId" label="会员ID" alwaysOn />,
      <NumberInput key="matchId" source="matchId" label="赛事ID" />,
    ]}
    actions={<ListExportActions resource="bets" />}
    exporter={false}
    queryOptions={{ refetchInterval: REFRESH_MS }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="betNo" label="注单号" sortable={false} />
      <TextField source="memberId" label="会员ID" sortable={false} />
      <TextField source="typeName" label="类型" sortable={false} />
      <FunctionField
        label="选项"
        render={(row: BetRow) =>
          row.legs
            .map(
              (leg) =>
                `${leg.home} v ${leg.away} ${leg.marketName} ${leg.outcomeName} @${(leg.odds / 1000).toFixed(2)}`,
            )
            .join('；')
        }
      />
      <MoneyField source="stake" label="本金" />
      <MoneyField source="potentialReturn" label="可赢" />
      <StateField
        source="state"
        label="状态"
        names={betStates}
        tones={{ accepted: 'info', void: 'warning', rejected: 'error' }}
      />
      <TimeField source="placedAt" label="投注时间" />
      <FunctionField
        label="操作"
        render={() => (
          <WithRecord<BetRow>>
            {(row) =>
              row.state === 'accepted' || row.state === 'pending' ? (
                <Stack direction="row">
                  <ActionButton
                    route={d.deskVoidBet}
                    label="作废"
                    color="error"
                    title={`作废注单：${row.betNo}`}
                    description={`本金 ¥${row.stake} 将退还会员，此操作记入审计日志。`}
                    reason={{ label: '作废原因（至少2个字）', field: 'reason', required: true }}
                    input={(reason) => ({ betId: row.id, reason })}
                    done={(answer) => `${answer.betNo} 已作废`}
                    testId="bet-void"
                  />
                </Stack>
              ) : null
            }
          </WithRecord>
        )}
      />
    </Datagrid>
  </List>
);

const sports = [
  { id: 'football', name: '足球' },
  { id: 'basketball', name: '篮球' },
  { id: 'esports', name: '电竞' },
] as const;
const filterNames = [
  { id: 'live', name: '滚球' },
  { id: 'today', name: '今日' },
  { id: 'early', name: '早盘' },
] as const;
const marketStatuses: Record<string, string> = {
  active: '开盘',
  suspended: '暂停',
  deactivated: '已关闭',
  settled: '已结算',
  cancelled: '已取消',
};
/** Where a market stands for the desk (the contract's deskMarketState), with the chip's tone. */
const deskStates: Record<
  DeskMarketState,
  { name: string; tone: 'success' | 'warning' | 'error' | 'info' | 'default' }
> = {
  open: { name: '开盘', tone: 'success' },
  suspended: { name: '操盘暂停', tone: 'warning' },
  liability: { name: '风险暂停', tone: 'error' },
  feedSuspended: { name: '数据源暂停', tone: 'info' },
  closed: { name: '已关闭', tone: 'default' },
};
const MARKETS_PAGE_SIZE = 20;
const resultChoices = [
  { id: '', name: '（不填）' },
  { id: 'win', name: '赢' },
  { id: 'lose', name: '输' },
  { id: 'half-win', name: '赢半' },
  { id: 'half-lose', name: '输半' },
  { id: 'push', name: '走水' },
  { id: 'void', name: '作废' },
];
const odds = (thousandths: number) => (thousandths ? (thousandths / 1000).toFixed(2) : '—');
const LIVE_REFRESH_MS = 3_000;
const REASON = { label: '原因（至少2个字）', field: 'reason', required: true } as const;

/** A market's liability per outcome with the book's cap, read when the trader opens it. */
function Liability({ marketId }: { marketId: number }) {
  const { data, error } = useQuery({
    queryKey: ['liability', marketId],
    queryFn: () => callRoute(d.deskLiability, { marketId }),
    refetchInterval: REFRESH_MS,
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return null;
  return (
    <Box data-testid="market-liability">
      <Typography variant="body2">
        负债上限 {yuan(data.cap)}：
        {data.outcomes.length === 0
          ? '该盘口暂无未结算注单'
          : data.outcomes.map((row) => `${row.outcome} ${yuan(row.liability)}`).join('，')}
      </Typography>
    </Box>
  );
}

function MarketRow({ market }: { market: DeskMarket }) {
  const [open, setOpen] = useState(false);
  const mayReadLiability = useMayCall(d.deskLiability);
  return (
    <>
      <TableRow data-testid={`market-${market.id}`}>
        <TableCell>{market.id}</TableCell>
        <TableCell>
          {market.name}
          {market.specifier ? ` (${market.specifier})` : ''}
        </TableCell>
        <TableCell>
          <Chip
            size="small"
            label={deskStates[market.state].name}
            color={deskStates[market.state].tone}
            data-testid="market-state"
          />
        </TableCell>
        <TableCell>
          <Chip
            size="small"
            variant="outlined"
            label={marketStatuses[market.memberStatus] ?? market.memberStatus}
            color={
              market.memberStatus === 'active' ? 'success' : market.memberStatus === 'suspended' ? 'warning' : 'default'
            }
            data-testid="market-status"
          />
        </TableCell>
        <TableCell>
          {market.outcomes.map((o) => `${o.name} ${o.result ? `[${o.result}]` : odds(o.odds)}`).join('　')}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Stack direction="row" spacing={1}>
            {market.state !== 'closed' && market.traderStatus === 'open' && (
              <ActionButton
                route={d.deskMarketStatus}
                label="暂停"
                color="warning"
                title={`暂停盘口：${market.name}`}
                description="暂停后会员不能再投注此盘口，已接受的注单不受影响。"
                reason={REASON}
                input={(reason) => ({ marketId: market.id, status: 'suspended' as const, reason })}
                done={() => `盘口 ${market.id} 已暂停`}
                testId="market-suspend"
              />
            )}
            {market.state !== 'closed' && market.traderStatus !== 'open' && (
              <ActionButton
                route={d.deskMarketStatus}
                label="重开"
                title={`重开盘口：${market.name}`}
                description="重开后会员可以按当前赔率投注（数据源暂停时仍为暂停）。"
                reason={REASON}
                input={(reason) => ({ marketId: market.id, status: 'open' as const, reason })}
                done={() => `盘口 ${market.id} 已重开`}
                testId="market-reopen"
              />
            )}
            {mayReadLiability && (
              <Button size="small" onClick={() => setOpen((now) => !now)} data-testid="market-liability-toggle">
                {open ? '收起负债' : '负债'}
              </Button>
            )}
            <ActionButton
              route={d.deskResettle}
              label="重新结算"
              title={`重新结算：${market.name}`}
              description="先撤销原结算，再按以下赛果结算全部注单（须填写注单涉及的每个选项）；之后盘口不再接受投注。"
              fields={[
                ...market.outcomes.map((o) => ({
                  label: o.name,
                  field: `results.${o.key}`,
                  initial: o.result ?? '',
                  choices: resultChoices,
                })),
                REASON,
              ]}
              input={(_reason, v) => ({
                marketId: market.id,
                results: Object.fromEntries(
                  market.outcomes.flatMap((o) => (v[`results.${o.key}`] ? [[o.key, v[`results.${o.key}`]]] : [])),
                ) as Record<string, 'win'>,
                reason: v.reason ?? '',
              })}
              done={(answer) => `已重新结算 ${answer.bets} 张注单`}
              testId="market-resettle"
            />
            <ActionButton
              route={d.deskVoidMarket}
              label="作废"
              color="error"
              title={`作废盘口：${market.name}`}
              description="盘口上的全部注单作废并退还本金（已结算的先撤销），盘口随即暂停。"
              reason={REASON}
              input={(reason) => ({ marketId: market.id, reason })}
              done={(answer) => `已作废 ${answer.bets} 张注单`}
              testId="market-void"
            />
          </Stack>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={6}>
            <Liability marketId={market.id} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/**
 * The trader's matches: pick one from the board (or type a match id, for one off the board such as an
 * ended match awaiting resettlement), then all its markets with live prices, the desk's state and what
 * members see, filtered by state and paged, with the desk's actions.
 */
export function Markets() {
  const [sport, setSport] = useState<(typeof sports)[number]['id']>('football');
  const [filter, setFilter] = useState<(typeof filterNames)[number]['id']>('today');
  // `?matchId=` opens a match straight away (the dashboard's liability list links here).
  const [params] = useSearchParams();
  const [matchId, setMatchId] = useState<number | null>(Number(params.get('matchId')) || null);
  // The board as the member site shows it: the trader sees the same prices and states as members.
  const board = useQuery({
    queryKey: ['deskBoard', sport, filter],
    queryFn: () => callRoute(feedRoutes.matchList, { sport, filter, page: 1, pageSize: 50 }),
    refetchInterval: REFRESH_MS,
  });
  const [state, setState] = useState<DeskMarketState | 'all'>('all');
  const [page, setPage] = useState(1);
  const [typedId, setTypedId] = useState('');
  const openMatch = (id: number) => {
    setMatchId(id);
    setPage(1);
  };
  // The desk's own read: every market of the match in any state (an ended match's too), with the
  // feed's prices as they are and the trader's overlay; live prices move by the second.
  const detail = useQuery({
    queryKey: ['deskMarkets', matchId, state, page],
    queryFn: () =>
      callRoute(d.deskMarkets, {
        matchId: matchId ?? 0,
        ...(state === 'all' ? {} : { state }),
        page,
        pageSize: MARKETS_PAGE_SIZE,
      }),
    enabled: matchId !== null,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const match = detail.data?.match;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="赛事盘口" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        赛事盘口
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card variant="outlined" sx={{ width: 300, flexShrink: 0 }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <MuiTextField
                select
                size="small"
                label="项目"
                value={sport}
                onChange={(event) => setSport(event.target.value as typeof sport)}
                sx={{ flex: 1 }}
              >
                {sports.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </MuiTextField>
              <MuiTextField
                select
                size="small"
                label="时段"
                value={filter}
                onChange={(event) => setFilter(event.target.value as typeof filter)}
                sx={{ flex: 1 }}
              >
                {filterNames.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.name}
                  </MenuItem>
                ))}
              </MuiTextField>
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mb: 1 }}
              component="form"
              onSubmit={(event) => {
                event.preventDefault();
                const id = Number(typedId);
                if (Number.isInteger(id) && id > 0) openMatch(id);
              }}
            >
              <MuiTextField
                size="small"
                label="赛事ID（含已结束）"
                value={typedId}
                onChange={(event) => setTypedId(event.target.value.replace(/\D/g, ''))}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'desk-open-match' } }}
                sx={{ flex: 1 }}
              />
              <Button type="submit" size="small" variant="outlined">
                打开
              </Button>
            </Stack>
            {board.error && <Alert severity="error">{board.error.message}</Alert>}
            <MuiList dense aria-label="赛事列表" data-testid="desk-matches" sx={{ maxHeight: 640, overflowY: 'auto' }}>
              {board.data?.items.length === 0 && (
                <ListItem>
                  <ListItemText secondary="没有赛事" />
                </ListItem>
              )}
              {board.data?.items.map((match) => (
                <ListItem key={match.id} disablePadding>
                  <ListItemButton
                    selected={match.id === matchId}
                    onClick={() => openMatch(match.id)}
                    data-testid={`desk-match-${match.id}`}
                  >
                    <ListItemText
                      primary={`${match.home.name} v ${match.away.name}`}
                      secondary={`${match.league.name} · ${match.status === 'live' ? `${match.score.home}:${match.score.away} ${match.periodName}` : beijing(match.kickoffAt)}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </MuiList>
          </CardContent>
        </Card>
        <Box sx={{ flex: 1 }}>
          {detail.error && <Alert severity="error">{detail.error.message}</Alert>}
          {!matchId && <Typography color="text.secondary">选择左侧的赛事查看盘口</Typography>}
          {detail.data && match && (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" data-testid="desk-match-title">
                  {match.home.name} v {match.away.name}（{match.league.name}）
                  {match.status === 'live' ? ` ${match.score.home}:${match.score.away}` : ''}
                  {match.status === 'ended' ? '（已结束）' : ''}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
                  <MuiTextField
                    select
                    size="small"
                    label="盘口状态"
                    value={state}
                    onChange={(event) => {
                      setState(event.target.value as DeskMarketState | 'all');
                      setPage(1);
                    }}
                    sx={{ width: 180 }}
                    slotProps={{ htmlInput: { 'data-testid': 'desk-market-state' } }}
                  >
                    <MenuItem value="all">全部</MenuItem>
                    {Object.entries(deskStates).map(([id, { name }]) => (
                      <MenuItem key={id} value={id}>
                        {name}
                      </MenuItem>
                    ))}
                  </MuiTextField>
                  <Typography variant="body2" color="text.secondary">
                    共 {detail.data.total} 个盘口，赔率每3秒刷新
                  </Typography>
                  <ExportButton
                    list="deskMarkets"
                    filter={{ matchId: match.id, ...(state === 'all' ? {} : { state }) }}
                  />
                </Stack>
              </CardContent>
              <Table size="small" aria-label="盘口">
                <TableHead>
                  <TableRow>
                    <TableCell>ID</TableCell>
                    <TableCell>盘口</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>盘口状态</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>会员所见状态</TableCell>
                    <TableCell>实时赔率</TableCell>
                    <TableCell>操作</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detail.data.list.map((market) => (
                    <MarketRow key={market.id} market={market} />
                  ))}
                  {detail.data.total === 0 && (
                    <TableRow>
                      <TableCell colSpan={6}>没有该状态的盘口</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
              {detail.data.total > MARKETS_PAGE_SIZE && (
                <Pagination
                  sx={{ p: 1 }}
                  size="small"
                  count={Math.ceil(detail.data.total / MARKETS_PAGE_SIZE)}
                  page={page}
                  onChange={(_e, p) => setPage(p)}
                />
              )}
            </Card>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

interface LimitRow {
  memberId: number;
  memberName: string;
  factor: string;
}

/** Members whose stake and payout limits the trader scaled; set or change a member's factor with a reason. */
export const MemberLimitList = () => (
  <List
    empty={false}
    title="会员限额"
    filters={[<NumberInput key="memberId" source="memberId" label="会员ID" alwaysOn />]}
    actions={
      <ListExportActions resource="memberLimits">
        <ActionButton
          route={d.deskSetMemberLimit}
          label="设置限额系数"
          variant="contained"
          title="设置会员限额系数"
          description="系数按比例调整该会员的单注投注与可赢上限（1 为标准）。"
          fields={[
            { label: '会员ID', field: 'memberId', required: true },
            { label: '限额系数（0.01-10）', field: 'factor', required: true },
            REASON,
          ]}
          input={(_reason, v) => ({ memberId: Number(v.memberId), factor: v.factor ?? '', reason: v.reason ?? '' })}
          done={(answer) => `${answer.memberName} 的限额系数已设为 ${answer.factor}`}
          testId="limit-set"
        />
      </ListExportActions>
    }
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="memberId" label="会员ID" sortable={false} />
      <TextField source="memberName" label="会员" sortable={false} />
      <TextField source="factor" label="系数" sortable={false} />
      <MoneyField source="maxStake" label="单注上限" />
      <MoneyField source="maxPayout" label="单注可赢上限" />
      <MoneyField source="maxMatchPayout" label="单场可赢上限" />
      <TextField source="reason" label="原因" sortable={false} />
      <TextField source="updatedBy" label="操作人" sortable={false} />
      <TimeField source="updatedAt" label="时间" />
      <FunctionField
        label="操作"
        render={() => (
          <WithRecord<LimitRow>>
            {(row) => (
              <ActionButton
                route={d.deskSetMemberLimit}
                label="修改"
                title={`修改 ${row.memberName} 的限额系数`}
                fields={[
                  { label: '限额系数（0.01-10）', field: 'factor', required: true, initial: row.factor },
                  REASON,
                ]}
                input={(_reason, v) => ({ memberId: row.memberId, factor: v.factor ?? '', reason: v.reason ?? '' })}
                done={(answer) => `${answer.memberName} 的限额系数已设为 ${answer.factor}`}
                testId="limit-edit"
              />
            )}
          </WithRecord>
        )}
      />
    </Datagrid>
  </List>
);
