import type { LotteryAdminCardView, LotteryTerms, PromotionAdminView } from '@courtside/contract';
import { lotteryAdminRoutes as la, promoAdminRoutes as p } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Card,
  Chip,
  CircularProgress,
  DialogContentText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
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
import { REFRESH_MS } from '../kit/refresh';
import { TermsDialog } from '../kit/TermsDialog';
import { useTermsSave } from '../kit/termsSave';

const cardStates: Record<LotteryAdminCardView['state'], string> = {
  open: '投注中',
  closed: '等待赛果',
  settled: '已开奖',
};
const stateTones = { open: 'info', closed: 'warning', settled: 'success' } as const;
const results: Record<string, string> = { home: '主胜', draw: '平', away: '客胜', void: '取消' };

/** The terms as typed: numbers stay text until the server reads them (it refuses what is out of range). */
interface LotteryDraft {
  matches: string;
  first: string;
  second: string;
  horizonHours: string;
}

const defaults: LotteryTerms = { matches: 6, prizes: { first: '188.00', second: '18.00' }, horizonHours: 72 };

const draftOf = (l: LotteryTerms): LotteryDraft => ({
  matches: String(l.matches),
  first: l.prizes.first,
  second: l.prizes.second,
  horizonHours: String(l.horizonHours),
});

const termsOf = (d: LotteryDraft): LotteryTerms => ({
  matches: Number(d.matches.trim()),
  prizes: { first: d.first.trim(), second: d.second.trim() },
  horizonHours: Number(d.horizonHours.trim()),
});

/**
 * 足球彩票设置: how many matches a card holds, what all right and one wrong pay, and how far ahead a card
 * looks for matches; saved through the promotion's own save. A card already made keeps its prizes.
 */
export function EditLottery({ row }: { row: PromotionAdminView }) {
  const allowed = useMayCall(p.save);
  const editor = useTermsSave(row);
  const [draft, setDraft] = useState<LotteryDraft>(draftOf(defaults));
  if (!allowed) return null;

  const begin = () => {
    setDraft(draftOf(row.terms.lottery ?? defaults));
    editor.begin();
  };
  const submit = () => editor.save({ lottery: termsOf(draft) }, (answer) => `${answer.title}：足球彩票设置已保存`);
  const field = draftFields(draft, setDraft, 'lottery');

  return (
    <TermsDialog
      label="彩票"
      testId="promo-lottery"
      title={<>足球彩票设置：{row.title}</>}
      maxWidth="sm"
      editor={editor}
      onOpen={begin}
      onSave={submit}
    >
      <DialogContentText component="div" sx={{ mb: 2 }}>
        每期取即将开赛的足球比赛（至少 10 分钟后开赛），会员在首场开赛前免费竞猜每场胜平负；全部比赛结束后开奖，
        取消或延期的场次按猜中计。奖金按本活动的流水倍数（{row.terms.multiplier} 倍，{row.terms.validDays}{' '}
        天）发放。已开出的一期不受修改影响。
      </DialogContentText>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {field('matches', '每期场次（3-10）', 160)}
        {field('first', '全中奖金（元）')}
        {field('second', '错一场奖金（元，0为不设）')}
        {field('horizonHours', '取多少小时内开赛的比赛（1-168）', 240)}
      </Stack>
    </TermsDialog>
  );
}

/**
 * 足球彩票: every card (期), newest first, with its matches and their results, how many entered, how many
 * won a prize and what they were paid; paged, exported as CSV.
 */
export function LotteryCards() {
  const paging = usePage();
  const { data, error, isFetching } = useQuery({
    queryKey: ['lotteryCards', paging.page, paging.pageSize],
    queryFn: () => callRoute(la.cards, { page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="足球彩票" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          足球彩票
        </Typography>
        <ExportButton list="lotteryCards" filter={{}} />
        {isFetching && <CircularProgress size={18} aria-label="加载中" />}
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="足球彩票各期">
          <TableHead>
            <TableRow>
              <TableCell>期号</TableCell>
              <TableCell>截止时间</TableCell>
              <TableCell>比赛与赛果</TableCell>
              <TableCell align="right">全中 / 错一场</TableCell>
              <TableCell>状态</TableCell>
              <TableCell align="right">参与</TableCell>
              <TableCell align="right">中奖</TableCell>
              <TableCell align="right">派奖</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow
                key={row.id}
                data-testid="lottery-card-row"
                data-issue={row.issue}
                data-state={row.state}
                data-entries={row.entries}
              >
                <TableCell>第{row.issue}期</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{beijing(row.closesAt)}</TableCell>
                <TableCell>
                  {row.matches.map((m) => (
                    <Box key={m.matchId} sx={{ whiteSpace: 'nowrap' }}>
                      {m.home} vs {m.away}：{m.result ? results[m.result] : '—'}
                    </Box>
                  ))}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {yuan(row.prizes.first)} / {yuan(row.prizes.second)}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={cardStates[row.state]} color={stateTones[row.state]} />
                </TableCell>
                <TableCell align="right">{row.entries}</TableCell>
                <TableCell align="right">{row.won}</TableCell>
                <TableCell align="right">{yuan(row.paid)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data && <Pager paging={paging} total={data.total} />}
      </Card>
    </Box>
  );
}
