import { productKind, type VipLadderLevelInput, type VipLadderView } from '@courtside/contract';
import { promoAdminRoutes as pa } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { ApiError, callRoute } from '../api/client';
import { useMayCall } from '../kit/access';
import { ExportButton } from '../kit/ExportButton';

type Level = VipLadderLevelInput;
type MoneyKey = Exclude<keyof Level, 'level' | 'name' | 'rebate'>;

/** The money columns, in the order a member's VIP page lists them. */
const moneyColumns: { key: MoneyKey; label: string }[] = [
  { key: 'minDeposit', label: '晋级存款' },
  { key: 'minTurnover', label: '晋级流水' },
  { key: 'retainTurnover', label: '保级流水' },
  { key: 'upgradeGift', label: '晋级礼金' },
  { key: 'weeklyPacket', label: '周红包' },
  { key: 'monthlyPacket', label: '月红包' },
  { key: 'birthdayGift', label: '生日礼金' },
  { key: 'rebateCap', label: '返水日上限' },
];
const productNames: Record<(typeof productKind.options)[number], string> = {
  sports: '体育',
  esports: '电竞',
  live: '真人',
  egame: '电子',
};
const MAX_LEVELS = 11;
const MIN_LEVELS = 2;

/** The stored ladder as the editor holds it (a birthday gift never named starts at 0.00). */
const editable = (view: VipLadderView): Level[] =>
  view.levels.map(({ members: _members, birthdayGift, ...level }) => ({
    ...level,
    birthdayGift: birthdayGift ?? '0.00',
  }));

/** Amounts and rates line up on the right, as in the other money tables. */
const right = { style: { textAlign: 'right' as const } };

function ConfirmSave({
  levels,
  onSaved,
  disabled,
}: {
  levels: Level[];
  onSaved: (answer: VipLadderView) => void;
  disabled: boolean;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const titleId = useId();
  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callRoute(pa.vipLadderSave, { levels });
      notify(`VIP等级已保存，共 ${answer.levels.length} 级`, { type: 'success' });
      setOpen(false);
      onSaved(answer);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(-1, '请求未完成', 0, null));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" disabled={disabled} onClick={() => setOpen(true)} data-testid="ladder-save">
        保存
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>保存VIP等级</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            保存后立即生效，共 {levels.length} 级（VIP0-VIP{levels.length - 1}）。会员的等级不会因此下降；
            已发放的晋级礼金不会重发，新的礼金金额只发给今后晋级的会员；条件降低后，会员在下次存款或每日评估时晋级。
          </DialogContentText>
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
            {busy ? <CircularProgress size={18} aria-label="处理中" /> : '确认'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Ladder({ view, mayEdit }: { view: VipLadderView; mayEdit: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Level[]>(() => editable(view));
  const edited = JSON.stringify(draft) !== JSON.stringify(editable(view));
  const change = (level: number, patch: (l: Level) => Level) =>
    setDraft((now) => now.map((l) => (l.level === level ? patch(l) : l)));
  const top = draft[draft.length - 1]!;
  return (
    <Stack spacing={2}>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="VIP等级" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>等级</TableCell>
              <TableCell>名称</TableCell>
              {moneyColumns.map((c) => (
                <TableCell key={c.key} align="right">
                  {c.label}（元）
                </TableCell>
              ))}
              {productKind.options.map((p) => (
                <TableCell key={p} align="right">
                  {productNames[p]}返水（%）
                </TableCell>
              ))}
              <TableCell align="right">会员数</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.map((l) => (
              <TableRow key={l.level} data-testid={`ladder-level-${l.level}`}>
                <TableCell>VIP{l.level}</TableCell>
                <TableCell sx={{ minWidth: 110 }}>
                  <TextField
                    size="small"
                    value={l.name}
                    disabled={!mayEdit}
                    onChange={(event) => change(l.level, (now) => ({ ...now, name: event.target.value }))}
                    slotProps={{ htmlInput: { 'aria-label': `VIP${l.level}名称`, 'data-testid': 'ladder-name' } }}
                  />
                </TableCell>
                {moneyColumns.map((c) => (
                  <TableCell key={c.key} sx={{ minWidth: 120 }}>
                    <TextField
                      size="small"
                      value={l[c.key]}
                      disabled={!mayEdit}
                      onChange={(event) => change(l.level, (now) => ({ ...now, [c.key]: event.target.value }))}
                      slotProps={{
                        htmlInput: {
                          ...right,
                          inputMode: 'decimal',
                          'aria-label': `VIP${l.level}${c.label}`,
                          'data-testid': `ladder-${c.key}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
                {productKind.options.map((p) => (
                  <TableCell key={p} sx={{ minWidth: 90 }}>
                    <TextField
                      size="small"
                      value={l.rebate[p]}
                      disabled={!mayEdit}
                      onChange={(event) =>
                        change(l.level, (now) => ({ ...now, rebate: { ...now.rebate, [p]: event.target.value } }))
                      }
                      slotProps={{
                        htmlInput: {
                          ...right,
                          inputMode: 'decimal',
                          'aria-label': `VIP${l.level}${productNames[p]}返水`,
                          'data-testid': `ladder-rebate-${p}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell align="right">{view.levels[l.level]?.members ?? 0}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Typography variant="body2" color="text.secondary">
        每一级的条件、礼金、红包、返水比例与上限都不能低于下一级；VIP0 没有门槛；保级流水不能高于晋级流水；返水比例最高
        3%。
        {view.highestHeld > 0 && ` 已有会员达到 VIP${view.highestHeld}，等级须保留到 VIP${view.highestHeld}。`}
      </Typography>
      {mayEdit && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            disabled={draft.length >= MAX_LEVELS}
            onClick={() => setDraft((now) => [...now, { ...top, level: top.level + 1, name: `VIP${top.level + 1}` }])}
            data-testid="ladder-add"
          >
            添加等级
          </Button>
          <Button
            variant="outlined"
            color="warning"
            disabled={draft.length <= MIN_LEVELS}
            onClick={() => setDraft((now) => now.slice(0, -1))}
            data-testid="ladder-remove"
          >
            删除最高等级
          </Button>
          <Button disabled={!edited} onClick={() => setDraft(editable(view))} data-testid="ladder-reset">
            撤销修改
          </Button>
          <ConfirmSave
            levels={draft}
            disabled={!edited}
            onSaved={(answer) => {
              // The table now shows what the server stored, not what was typed.
              queryClient.setQueryData(['vipLadder'], answer);
              setDraft(editable(answer));
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * VIP等级: the site's ladder in one table of editable cells, saved whole after a confirmation.
 * Pessimistic: nothing changes until the server answered, then the table shows its answer; a refusal
 * (a line lower than the level below, a bad amount) stays in the dialog with the server's words.
 */
export function VipLadder() {
  const mayEdit = useMayCall(pa.vipLadderSave);
  const { data, error, isPending } = useQuery({
    queryKey: ['vipLadder'],
    queryFn: () => callRoute(pa.vipLadder, {}),
    retry: false,
  });
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="VIP等级" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          VIP等级
        </Typography>
        <ExportButton list="vipLadder" />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!error && isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">加载中…</Typography>
        </Stack>
      )}
      {!error && data && data.levels.length === 0 && <Typography>本站尚未设置VIP等级</Typography>}
      {!error && data && data.levels.length > 0 && <Ladder view={data} mayEdit={mayEdit} />}
    </Box>
  );
}
