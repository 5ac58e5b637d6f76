import type { ExchangeItemAdminView, ExchangeItemKind } from '@courtside/contract';
import { exchangeAdminRoutes as x } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { ApiError, callRoute } from '../api/client';
import { useMayCall } from '../kit/access';
import { ExportButton } from '../kit/ExportButton';
import { beijing, yuan } from '../kit/fields';
import { Pager, usePage } from '../kit/Pager';

const itemKinds: Record<ExchangeItemKind, string> = { bonus: '彩金', coins: '金币', freeBet: '免费投注券' };
const itemStates: Record<ExchangeItemAdminView['state'], string> = { active: '上架中', paused: '已暂停' };
const ITEMS_KEY = ['exchangeItems'] as const;

/** What an item gives, as the operator reads it: '¥8.00 彩金', '100 金币' or '¥10.00 免费投注券'. */
const giftText = (row: { kind: ExchangeItemKind; amount: string }) =>
  row.kind === 'coins'
    ? `${Number(row.amount).toLocaleString('zh-CN')} 金币`
    : `${yuan(row.amount)} ${itemKinds[row.kind]}`;

/** An item as typed: numbers stay text until saved; an empty stock or limit is 不限. */
interface ItemDraft {
  title: string;
  kind: ExchangeItemKind;
  amount: string;
  points: string;
  stock: string;
  perMemberLimit: string;
  state: ExchangeItemAdminView['state'];
  sort: string;
}

const blank: ItemDraft = {
  title: '',
  kind: 'bonus',
  amount: '',
  points: '',
  stock: '',
  perMemberLimit: '',
  state: 'active',
  sort: '0',
};

const draftOf = (row: ExchangeItemAdminView): ItemDraft => ({
  title: row.title,
  kind: row.kind,
  amount: row.amount,
  points: String(row.points),
  stock: row.stock === null ? '' : String(row.stock),
  perMemberLimit: row.perMemberLimit === null ? '' : String(row.perMemberLimit),
  state: row.state,
  sort: String(row.sort),
});

/** The whole-number fields, with what the dialog says when one is not a whole number. */
const wholeFields = {
  points: '所需积分须为整数',
  stock: '库存须为整数，留空为不限',
  perMemberLimit: '每人限兑须为整数，留空为不限',
  sort: '排序须为整数',
} as const;
type WholeField = keyof typeof wholeFields;

/**
 * The draft as the contract takes it, or the first field that is not a whole number. Checked here
 * because a number that is not one would travel as JSON null, and a null stock or limit means 不限:
 * a typo must never lift a limit. Everything else (ranges, the amount's form) the server judges.
 */
const itemOf = (
  draft: ItemDraft,
): { ok: true; value: Omit<ExchangeItemAdminView, 'id' | 'taken'> } | { ok: false; field: WholeField } => {
  const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
  const blankIsNone = (field: 'stock' | 'perMemberLimit') => draft[field].trim() === '' || whole(draft[field]) !== null;
  const points = whole(draft.points);
  if (points === null) return { ok: false, field: 'points' };
  if (!blankIsNone('stock')) return { ok: false, field: 'stock' };
  if (!blankIsNone('perMemberLimit')) return { ok: false, field: 'perMemberLimit' };
  const sort = draft.sort.trim() === '' ? 0 : whole(draft.sort);
  if (sort === null) return { ok: false, field: 'sort' };
  return {
    ok: true,
    value: {
      title: draft.title.trim(),
      kind: draft.kind,
      amount: draft.amount.trim(),
      points,
      stock: draft.stock.trim() === '' ? null : whole(draft.stock),
      perMemberLimit: draft.perMemberLimit.trim() === '' ? null : whole(draft.perMemberLimit),
      state: draft.state,
      sort,
    },
  };
};

/**
 * 新增奖品 / 编辑: one item's dialog. Pessimistic like every console write: nothing changes on the
 * screen until the server answered, then the table reloads; a refusal (a stock below what was taken,
 * a bad amount) stays in the dialog with the server's words.
 */
function EditItem({ row }: { row: ExchangeItemAdminView | null }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ItemDraft>(blank);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const titleId = useId();

  const begin = () => {
    setDraft(row ? draftOf(row) : blank);
    setError(null);
    setOpen(true);
  };
  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };
  const submit = async () => {
    const checked = itemOf(draft);
    if (!checked.ok) {
      setError({ message: wholeFields[checked.field], field: checked.field });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await callRoute(x.save, { ...(row ? { id: row.id } : {}), ...checked.value });
      notify(`${answer.title}：已保存`, { type: 'success' });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ITEMS_KEY });
    } catch (caught) {
      const failure = caught instanceof ApiError ? caught : new ApiError(-1, '请求未完成', 0, null);
      setError({ message: failure.message, field: failure.field });
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof ItemDraft, label: string, options: { helper?: string; numeric?: boolean } = {}) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft((now) => ({ ...now, [key]: event.target.value }))}
      error={error?.field === key}
      helperText={options.helper}
      slotProps={{
        htmlInput: {
          'data-testid': `exchange-edit-${key}`,
          ...(options.numeric ? { inputMode: 'numeric' as const } : {}),
        },
      }}
    />
  );

  return (
    <>
      {row ? (
        <Button size="small" variant="outlined" onClick={begin} data-testid="exchange-edit">
          编辑
        </Button>
      ) : (
        <Button variant="contained" onClick={begin} data-testid="exchange-add">
          新增奖品
        </Button>
      )}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{row ? `编辑奖品：${row.title}` : '新增奖品'}</DialogTitle>
        <DialogContent>
          <DialogContentText component="div" sx={{ mb: 2 }}>
            {[
              '彩金按积分兑换活动的流水要求发放至会员的“我的优惠”；金币即时到账，用于直播间送礼。',
              '库存为总数（含已兑换），不能少于已兑换数量；库存或每人限兑留空为不限。修改只影响今后的兑换。',
              row ? `已兑换 ${row.taken} 件。` : '',
            ].join('')}
          </DialogContentText>
          <Stack spacing={2}>
            {field('title', '奖品名称（最多20字）')}
            <TextField
              select
              size="small"
              label="奖品类型"
              value={draft.kind}
              onChange={(event) => setDraft((now) => ({ ...now, kind: event.target.value as ExchangeItemKind }))}
              slotProps={{ htmlInput: { 'data-testid': 'exchange-edit-kind' } }}
            >
              {Object.entries(itemKinds).map(([id, name]) => (
                <MenuItem key={id} value={id}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            {field(
              'amount',
              draft.kind === 'coins'
                ? '金币数量'
                : draft.kind === 'bonus'
                  ? '彩金金额（元）'
                  : '券面金额（元，10-50000）',
            )}
            {field('points', '所需积分', { numeric: true })}
            <Stack direction="row" spacing={2}>
              {field('stock', '库存（总数）', { helper: '留空为不限', numeric: true })}
              {field('perMemberLimit', '每人限兑', { helper: '留空为不限', numeric: true })}
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField
                select
                size="small"
                label="状态"
                value={draft.state}
                onChange={(event) =>
                  setDraft((now) => ({ ...now, state: event.target.value as ExchangeItemAdminView['state'] }))
                }
                sx={{ minWidth: 140 }}
                slotProps={{ htmlInput: { 'data-testid': 'exchange-edit-state' } }}
              >
                {Object.entries(itemStates).map(([id, name]) => (
                  <MenuItem key={id} value={id}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
              {field('sort', '排序（小的在前）', { numeric: true })}
            </Stack>
          </Stack>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="action-error">
              {error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            取消
          </Button>
          <Button onClick={submit} disabled={busy} variant="contained" data-testid="action-confirm">
            {busy ? <CircularProgress size={18} aria-label="处理中" /> : '保存'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Items() {
  const mayEdit = useMayCall(x.save);
  const { data, error, isPending } = useQuery({
    queryKey: ITEMS_KEY,
    queryFn: () => callRoute(x.items, {}),
    retry: false,
  });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {mayEdit && <EditItem row={null} />}
        <ExportButton list="exchangeItems" />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!error && isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">加载中…</Typography>
        </Stack>
      )}
      {data && (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="兑换奖品" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>奖品名称</TableCell>
                <TableCell>类型</TableCell>
                <TableCell align="right">数额</TableCell>
                <TableCell align="right">所需积分</TableCell>
                <TableCell align="right">库存</TableCell>
                <TableCell align="right">已兑换</TableCell>
                <TableCell align="right">剩余</TableCell>
                <TableCell align="right">每人限兑</TableCell>
                <TableCell>状态</TableCell>
                <TableCell align="right">排序</TableCell>
                {mayEdit && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={12}>尚未设置兑换奖品</TableCell>
                </TableRow>
              )}
              {data.map((row) => (
                <TableRow key={row.id} data-testid="exchange-item-row" data-title={row.title} data-state={row.state}>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>{row.title}</TableCell>
                  <TableCell>{itemKinds[row.kind]}</TableCell>
                  <TableCell align="right">{giftText(row)}</TableCell>
                  <TableCell align="right">{row.points.toLocaleString('zh-CN')}</TableCell>
                  <TableCell align="right" data-testid="exchange-item-stock">
                    {row.stock === null ? '不限' : row.stock}
                  </TableCell>
                  <TableCell align="right" data-testid="exchange-item-taken">
                    {row.taken}
                  </TableCell>
                  <TableCell align="right">
                    {row.stock === null ? '不限' : Math.max(0, row.stock - row.taken)}
                  </TableCell>
                  <TableCell align="right">{row.perMemberLimit === null ? '不限' : row.perMemberLimit}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={itemStates[row.state]}
                      color={row.state === 'active' ? 'success' : 'warning'}
                    />
                  </TableCell>
                  <TableCell align="right">{row.sort}</TableCell>
                  {mayEdit && (
                    <TableCell>
                      <EditItem row={row} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}

/** 兑换记录: every exchange with its member and item, filtered by member and item, paged, with its export. */
function Log() {
  const paging = usePage();
  const [typed, setTyped] = useState({ memberId: '', itemId: '' });
  const [filter, setFilter] = useState<{ memberId?: number; itemId?: number }>({});
  const items = useQuery({ queryKey: ITEMS_KEY, queryFn: () => callRoute(x.items, {}), retry: false });
  const { data, error, isFetching } = useQuery({
    queryKey: ['exchangeLog', filter, paging.page, paging.pageSize],
    queryFn: () => callRoute(x.log, { ...filter, page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          const memberId = typed.memberId.trim();
          setFilter({
            // The server judges the member id (a wrong one reads as its message above the table).
            ...(memberId ? { memberId: Number(memberId) } : {}),
            ...(typed.itemId ? { itemId: Number(typed.itemId) } : {}),
          });
          paging.reset();
        }}
      >
        <TextField
          size="small"
          label="会员ID"
          sx={{ width: 160 }}
          value={typed.memberId}
          onChange={(event) => setTyped((now) => ({ ...now, memberId: event.target.value }))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'exchange-log-member' } }}
        />
        <TextField
          select
          size="small"
          label="奖品"
          sx={{ width: 200 }}
          value={typed.itemId}
          onChange={(event) => setTyped((now) => ({ ...now, itemId: event.target.value }))}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true },
            htmlInput: { 'data-testid': 'exchange-log-item' },
          }}
        >
          <MenuItem value="">全部奖品</MenuItem>
          {(items.data ?? []).map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {row.title}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={isFetching} data-testid="exchange-log-search">
          查询
        </Button>
        <ExportButton list="exchangeLog" filter={filter} />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="兑换记录" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>时间</TableCell>
              <TableCell>会员</TableCell>
              <TableCell>奖品</TableCell>
              <TableCell align="right">数额</TableCell>
              <TableCell align="right">消耗积分</TableCell>
              <TableCell>优惠单号</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow key={row.id} data-testid="exchange-log-row" data-member={row.memberName}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{beijing(row.at)}</TableCell>
                <TableCell>
                  {row.memberName}（{row.memberId}）
                </TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell align="right">{giftText(row)}</TableCell>
                <TableCell align="right">{row.points.toLocaleString('zh-CN')}</TableCell>
                <TableCell>{row.grantId ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data && <Pager paging={paging} total={data.total} />}
      </Card>
    </Stack>
  );
}

/**
 * 积分兑换: the catalogue members buy with points (title, what it gives, cost, stock and what was
 * taken, the limit per member, its state), edited by a manager; and every exchange made, on its own tab.
 */
export function PointsExchange() {
  const [tab, setTab] = useState<'items' | 'log'>('items');
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="积分兑换" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        积分兑换
      </Typography>
      <Tabs value={tab} onChange={(_e, value) => setTab(value)} sx={{ mb: 2 }} aria-label="积分兑换">
        <Tab value="items" label="兑换奖品" data-testid="exchange-tab-items" />
        <Tab value="log" label="兑换记录" data-testid="exchange-tab-log" />
      </Tabs>
      {tab === 'items' ? <Items /> : <Log />}
    </Box>
  );
}
