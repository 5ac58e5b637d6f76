import type { PromotionAdminView, WheelPrizeKind, WheelTerms } from '@courtside/contract';
import { promoAdminRoutes as p, wheelAdminRoutes as w } from '@courtside/contract/admin';
import {
  DRAW_SEGMENTS_MAX,
  DRAW_SEGMENTS_MIN,
  disclosedPercents,
  drawTableProblem,
} from '@courtside/domain/promotions';
import {
  Alert,
  Box,
  Button,
  Card,
  DialogContentText,
  IconButton,
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
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { useMayCall } from '../kit/access';
import { draftFields } from '../kit/draftField';
import { ExportButton } from '../kit/ExportButton';
import { beijing, yuan } from '../kit/fields';
import { Pager, usePage } from '../kit/Pager';
import { TermsDialog } from '../kit/TermsDialog';
import { useTermsSave } from '../kit/termsSave';

const prizeKinds: Record<WheelPrizeKind, string> = { bonus: '彩金', points: '积分', none: '谢谢参与' };

/** A segment as typed: numbers stay text until the server reads them (it refuses what is not a number). */
interface SegmentDraft {
  label: string;
  prize: WheelPrizeKind;
  amount: string;
  points: string;
  weight: string;
}

interface TermsDraft {
  turnoverPerChance: string;
  signInChances: string;
  dailyChancesMax: string;
  dailyBudget: string;
}

const segmentDraftOf = (s: WheelTerms['segments'][number]): SegmentDraft => ({
  label: s.label,
  prize: s.prize,
  amount: s.prize === 'bonus' ? s.amount : '',
  points: s.prize === 'points' ? String(s.points) : '',
  weight: String(s.weight),
});

// Only the figure of the segment's own kind is sent; the others are the contract's zeros.
const segmentOf = (d: SegmentDraft): WheelTerms['segments'][number] => ({
  label: d.label.trim(),
  prize: d.prize,
  amount: d.prize === 'bonus' ? d.amount.trim() : '0.00',
  points: d.prize === 'points' ? Number(d.points.trim()) : 0,
  weight: Number(d.weight.trim()),
});

const defaults: WheelTerms = {
  segments: [
    { label: '8元彩金', prize: 'bonus', amount: '8.00', points: 0, weight: 1 },
    { label: '谢谢参与', prize: 'none', amount: '0.00', points: 0, weight: 1 },
  ],
  turnoverPerChance: '50.00',
  signInChances: 1,
  dailyChancesMax: 10,
  dailyBudget: null,
};

/**
 * Each segment's chance as the member page will show it (the domain's own rounding), or null while a
 * weight is not a whole number or they are all zero: the operator sees the disclosure before saving.
 */
export const liveChances = (weights: readonly string[]): (string | null)[] => {
  const numbers = weights.map((w) => (/^\d{1,7}$/.test(w.trim()) ? Number(w.trim()) : Number.NaN));
  if (drawTableProblem(numbers) !== null) return weights.map(() => null);
  return disclosedPercents(numbers);
};

/**
 * 转盘设置: the wheel's prizes and weights and how spins are earned, saved through the promotion's own
 * save (the server checks the table is drawable and each prize's figures). Pessimistic like every
 * console write: the list reloads from the server's answer; a refusal stays in the dialog. Spins
 * already drawn keep the table they were drawn with.
 */
export function EditWheel({ row }: { row: PromotionAdminView }) {
  const allowed = useMayCall(p.save);
  const editor = useTermsSave(row);
  const [segments, setSegments] = useState<SegmentDraft[]>([]);
  const [terms, setTerms] = useState<TermsDraft>({
    turnoverPerChance: '',
    signInChances: '',
    dailyChancesMax: '',
    dailyBudget: '',
  });
  if (!allowed) return null;

  const chances = liveChances(segments.map((s) => s.weight));
  const change = (index: number, patch: Partial<SegmentDraft>) =>
    setSegments((now) => now.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const begin = () => {
    const wheel = row.terms.wheel ?? defaults;
    setSegments(wheel.segments.map(segmentDraftOf));
    setTerms({
      turnoverPerChance: wheel.turnoverPerChance,
      signInChances: String(wheel.signInChances),
      dailyChancesMax: String(wheel.dailyChancesMax),
      dailyBudget: wheel.dailyBudget ?? '',
    });
    editor.begin();
  };
  const submit = () =>
    editor.save(
      {
        wheel: {
          segments: segments.map(segmentOf),
          turnoverPerChance: terms.turnoverPerChance.trim(),
          signInChances: Number(terms.signInChances.trim()),
          dailyChancesMax: Number(terms.dailyChancesMax.trim()),
          dailyBudget: terms.dailyBudget.trim() === '' ? null : terms.dailyBudget.trim(),
        },
      },
      (answer) => `${answer.title}：已保存 ${answer.terms.wheel?.segments.length ?? 0} 个奖项`,
    );
  const cell = (index: number, key: keyof SegmentDraft, label: string, width: number) => (
    <TextField
      size="small"
      value={segments[index]![key]}
      onChange={(event) => change(index, { [key]: event.target.value })}
      sx={{ width }}
      slotProps={{ htmlInput: { 'aria-label': `奖项${index + 1}${label}`, 'data-testid': `wheel-${key}` } }}
    />
  );
  const termField = draftFields(terms, setTerms, 'wheel');

  return (
    <TermsDialog
      label="转盘"
      testId="promo-wheel"
      title={<>转盘设置：{row.title}</>}
      maxWidth="lg"
      editor={editor}
      onOpen={begin}
      onSave={submit}
    >
      <DialogContentText component="div" sx={{ mb: 1 }}>
        中奖概率 = 权重 ÷ 全部权重，会员页按右侧的百分比公示；权重为0的奖项只展示不会抽中。彩金按本活动的流水倍数（
        {row.terms.multiplier} 倍，{row.terms.validDays} 天）发放，积分即时到账。已抽出的结果不受修改影响。
      </DialogContentText>
      <Table size="small" aria-label="转盘奖项">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>名称</TableCell>
            <TableCell>奖品类型</TableCell>
            <TableCell>彩金（元）</TableCell>
            <TableCell>积分</TableCell>
            <TableCell>权重</TableCell>
            <TableCell align="right">中奖概率</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {segments.map((s, index) => (
            // Segments have no identity of their own: their place on the wheel is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={index} data-testid="wheel-segment-row">
              <TableCell>{index + 1}</TableCell>
              <TableCell>{cell(index, 'label', '名称', 150)}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={s.prize}
                  onChange={(event) => change(index, { prize: event.target.value as WheelPrizeKind })}
                  sx={{ width: 120 }}
                  slotProps={{ htmlInput: { 'aria-label': `奖项${index + 1}奖品类型` } }}
                >
                  {Object.entries(prizeKinds).map(([id, name]) => (
                    <MenuItem key={id} value={id}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>{s.prize === 'bonus' ? cell(index, 'amount', '彩金', 110) : '—'}</TableCell>
              <TableCell>{s.prize === 'points' ? cell(index, 'points', '积分', 90) : '—'}</TableCell>
              <TableCell>{cell(index, 'weight', '权重', 100)}</TableCell>
              <TableCell align="right" data-testid="wheel-chance">
                {chances[index] === null ? '—' : `${chances[index]}%`}
              </TableCell>
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={`删除奖项${index + 1}`}
                  disabled={segments.length <= DRAW_SEGMENTS_MIN}
                  onClick={() => setSegments((now) => now.filter((_, i) => i !== index))}
                >
                  ✕
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button
        sx={{ mt: 1 }}
        disabled={segments.length >= DRAW_SEGMENTS_MAX}
        onClick={() =>
          setSegments((now) => [...now, { label: '', prize: 'none', amount: '', points: '', weight: '0' }])
        }
        data-testid="wheel-add"
      >
        添加奖项
      </Button>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {termField('turnoverPerChance', '每多少有效流水得1次（元）')}
        {termField('signInChances', '签到赠送次数', 140)}
        {termField('dailyChancesMax', '每日次数上限', 140)}
        {termField('dailyBudget', '每日彩金预算（元，空为不限）', 220)}
      </Stack>
    </TermsDialog>
  );
}

const prizeOf = (row: { prize: WheelPrizeKind; amount: string; points: number }) =>
  row.prize === 'bonus' ? `${yuan(row.amount)} 彩金` : row.prize === 'points' ? `${row.points} 积分` : '—';

/** The first characters of a long hex seed, the whole one on hover. */
const short = (hex: string) => (
  <Box component="span" title={hex} sx={{ fontFamily: 'monospace' }}>
    {hex.slice(0, 12)}…
  </Box>
);

/**
 * 转盘记录: every spin with its member, prize and seeds (the server seed once the member has changed
 * seeds), filtered by member and business day, with the totals over the filter and a CSV export.
 */
export function WheelDraws() {
  const paging = usePage();
  const [typed, setTyped] = useState({ memberId: '', day: '' });
  const [filter, setFilter] = useState<{ memberId?: number; day?: string }>({});
  const { data, error, isFetching } = useQuery({
    queryKey: ['wheelDraws', filter, paging.page, paging.pageSize],
    queryFn: () => callRoute(w.draws, { ...filter, page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="转盘记录" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          转盘记录
        </Typography>
        <ExportButton list="wheelDraws" filter={filter} />
      </Stack>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          const memberId = typed.memberId.trim();
          setFilter({
            ...(memberId ? { memberId: Number(memberId) } : {}),
            ...(typed.day ? { day: typed.day } : {}),
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
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'wheel-draws-member' } }}
        />
        <TextField
          size="small"
          type="date"
          label="日期（北京时间）"
          sx={{ width: 190 }}
          value={typed.day}
          onChange={(event) => setTyped((now) => ({ ...now, day: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'wheel-draws-day' } }}
        />
        <Button type="submit" variant="contained" disabled={isFetching} data-testid="wheel-draws-search">
          查询
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <Typography sx={{ mb: 1 }} data-testid="wheel-draws-totals">
          共 {data.totals.draws} 次抽奖，派出彩金 {yuan(data.totals.bonus)}，积分 {data.totals.points}
        </Typography>
      )}
      <Card variant="outlined">
        <Table size="small" aria-label="转盘记录">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>时间</TableCell>
              <TableCell>会员</TableCell>
              <TableCell>营业日</TableCell>
              <TableCell>奖项</TableCell>
              <TableCell>奖品</TableCell>
              <TableCell>服务端种子哈希</TableCell>
              <TableCell>服务端种子</TableCell>
              <TableCell>客户端种子</TableCell>
              <TableCell align="right">序号</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={10}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow key={row.id} data-testid="wheel-draw-row" data-member={row.memberName}>
                <TableCell>{row.id}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{beijing(row.at)}</TableCell>
                <TableCell>
                  {row.memberName}（{row.memberId}）
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.day}</TableCell>
                <TableCell>
                  {row.label}（第{row.index + 1}格）
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{prizeOf(row)}</TableCell>
                <TableCell>{short(row.serverSeedHash)}</TableCell>
                <TableCell>{row.serverSeed ? short(row.serverSeed) : '未公开'}</TableCell>
                <TableCell>{row.clientSeed}</TableCell>
                <TableCell align="right">{row.nonce}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data && <Pager paging={paging} total={data.total} />}
      </Card>
    </Box>
  );
}
