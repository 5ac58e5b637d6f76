import type { PromotionAdminView, VoteAdminLog } from '@courtside/contract';
import { promoAdminRoutes as p, voteAdminRoutes as va } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Card,
  Chip,
  CircularProgress,
  DialogContentText,
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
import { beijing, yuan } from '../kit/fields';
import { Pager, usePage } from '../kit/Pager';
import { REFRESH_MS } from '../kit/refresh';
import { TermsDialog } from '../kit/TermsDialog';
import { useTermsSave } from '../kit/termsSave';

type Competition = VoteAdminLog['competitions'][number];

const competitionStates: Record<Competition['state'], string> = {
  open: '投票中',
  closed: '已截止',
  settled: '已开奖',
  void: '已取消',
};
const competitionTones: Record<Competition['state'], 'success' | 'warning' | 'info' | 'default'> = {
  open: 'info',
  closed: 'warning',
  settled: 'success',
  void: 'default',
};
const voteStates: Record<string, string> = { open: '待开奖', won: '猜中', lost: '未猜中', void: '已作废' };

/**
 * 冠军投票设置: what a right vote pays, saved through the promotion's own save (audited; the server
 * refuses a reward that is not above zero). Votes already cast keep the reward they were cast with.
 */
export function EditVote({ row }: { row: PromotionAdminView }) {
  const allowed = useMayCall(p.save);
  const editor = useTermsSave(row);
  const [draft, setDraft] = useState({ reward: '8.00' });
  if (!allowed) return null;

  const begin = () => {
    setDraft({ reward: row.terms.vote?.reward ?? '8.00' });
    editor.begin();
  };
  const submit = () =>
    editor.save({ vote: { reward: draft.reward.trim() } }, (answer) => `${answer.title}：冠军投票设置已保存`);
  const field = draftFields(draft, setDraft, 'vote');

  return (
    <TermsDialog
      label="投票"
      testId="promo-vote"
      title={<>冠军投票设置：{row.title}</>}
      maxWidth="sm"
      editor={editor}
      onOpen={begin}
      onSave={submit}
    >
      <DialogContentText component="div" sx={{ mb: 2 }}>
        会员在每项足球联赛的冠军盘截止前免费投一票；赛事数据结算冠军盘后，猜中的会员得到下面的奖励，按本活动的流水倍数（
        {row.terms.multiplier} 倍，{row.terms.validDays}{' '}
        天）发放，计入本活动预算；冠军盘取消则投票作废。已投出的票按投票时的奖励派发，不受修改影响。
      </DialogContentText>
      {field('reward', '猜中奖励（元）')}
    </TermsDialog>
  );
}

/** One competition's teams with their votes, most voted first, in one line. */
const countsOf = (c: Competition) =>
  [...c.teams]
    .filter((t) => t.votes > 0)
    .sort((a, b) => b.votes - a.votes)
    .map((t) => `${t.name} ${t.votes}票（${t.percent}%）`)
    .join('，') || '暂无投票';

/**
 * 冠军投票: every competition opened with its per-team counts and what its right votes were paid, and
 * the vote log (newest first, of all competitions or one), paged.
 */
export function VoteLog() {
  const paging = usePage();
  const [competitionId, setCompetitionId] = useState<number | 'all'>('all');
  const filter = competitionId === 'all' ? {} : { competitionId };
  const { data, error, isFetching } = useQuery({
    queryKey: ['voteLog', competitionId, paging.page, paging.pageSize],
    queryFn: () => callRoute(va.log, { ...filter, page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="冠军投票" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          冠军投票
        </Typography>
        {isFetching && <CircularProgress size={18} aria-label="加载中" />}
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <Table size="small" aria-label="冠军投票赛事">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>联赛</TableCell>
              <TableCell>截止时间</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>冠军</TableCell>
              <TableCell align="right">票数</TableCell>
              <TableCell>各队得票</TableCell>
              <TableCell align="right">猜中</TableCell>
              <TableCell align="right">派奖</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.competitions.length === 0 && (
              <TableRow>
                <TableCell colSpan={9}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.competitions.map((c) => (
              <TableRow key={c.id} data-testid="vote-competition-row" data-state={c.state} data-votes={c.votes}>
                <TableCell>{c.id}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.league}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{beijing(c.closesAt)}</TableCell>
                <TableCell>
                  <Chip size="small" label={competitionStates[c.state]} color={competitionTones[c.state]} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {c.winner ? (c.teams.find((t) => t.key === c.winner)?.name ?? c.winner) : '—'}
                </TableCell>
                <TableCell align="right">{c.votes}</TableCell>
                <TableCell data-testid="vote-counts">{countsOf(c)}</TableCell>
                <TableCell align="right">{c.won}</TableCell>
                <TableCell align="right">{yuan(c.paid)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="赛事"
          sx={{ width: 240 }}
          value={competitionId}
          onChange={(event) => {
            setCompetitionId(event.target.value === 'all' ? 'all' : Number(event.target.value));
            paging.reset();
          }}
          slotProps={{ htmlInput: { 'data-testid': 'vote-filter' } }}
        >
          <MenuItem value="all">全部赛事</MenuItem>
          {data?.competitions.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.league}（{beijing(c.closesAt)} 截止）
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Card variant="outlined">
        <Table size="small" aria-label="投票记录">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>投票时间</TableCell>
              <TableCell>会员</TableCell>
              <TableCell>联赛</TableCell>
              <TableCell>所投球队</TableCell>
              <TableCell>状态</TableCell>
              <TableCell align="right">奖励</TableCell>
              <TableCell align="right">派奖</TableCell>
              <TableCell>优惠单号</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={9}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.items.map((v) => (
              <TableRow key={v.id} data-testid="vote-row" data-state={v.state}>
                <TableCell>{v.id}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{beijing(v.at)}</TableCell>
                <TableCell>
                  {v.memberName}（{v.memberId}）
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.league}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.team}</TableCell>
                <TableCell>{voteStates[v.state]}</TableCell>
                <TableCell align="right">{yuan(v.reward)}</TableCell>
                <TableCell align="right">{yuan(v.payout)}</TableCell>
                <TableCell>{v.grantId ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data && <Pager paging={paging} total={data.total} />}
      </Card>
    </Box>
  );
}
