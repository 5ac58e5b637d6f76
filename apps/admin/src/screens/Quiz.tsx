import type { PromotionAdminView, QuizKind, QuizTerms } from '@courtside/contract';
import { promoAdminRoutes as p, quizAdminRoutes as qa } from '@courtside/contract/admin';
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
import { ExportButton } from '../kit/ExportButton';
import { beijing, yuan } from '../kit/fields';
import { Pager, usePage } from '../kit/Pager';
import { REFRESH_MS } from '../kit/refresh';
import { TermsDialog } from '../kit/TermsDialog';
import { useTermsSave } from '../kit/termsSave';

export const quizKinds: Record<QuizKind, string> = {
  winner: '全场胜负',
  totalGoals: '总进球（2.5球）',
  bothScore: '双方都进球',
  exactScore: '全场比分',
  firstScorer: '先进球球队',
};
const questionStates: Record<string, string> = { open: '竞猜中', closed: '已开赛', settled: '已开奖', void: '已作废' };
const stateTones: Record<string, 'success' | 'warning' | 'info' | 'default'> = {
  open: 'info',
  closed: 'warning',
  settled: 'success',
  void: 'default',
};
type StateFilter = 'open' | 'settled' | 'void' | 'all';

/** The terms as typed: numbers stay text until the server reads them (it refuses what is out of range). */
interface QuizDraft {
  winner: string;
  totalGoals: string;
  bothScore: string;
  exactScore: string;
  firstScorer: string;
  buffFactor: string;
  buffCardsPerDay: string;
  horizonHours: string;
  matchesMax: string;
}

const defaults: QuizTerms = {
  rewards: { winner: '5.00', totalGoals: '3.00', bothScore: '3.00', exactScore: '20.00', firstScorer: '3.00' },
  buffFactor: 2,
  buffCardsPerDay: 1,
  horizonHours: 48,
  matchesMax: 6,
};

const draftOf = (q: QuizTerms): QuizDraft => ({
  ...q.rewards,
  buffFactor: String(q.buffFactor),
  buffCardsPerDay: String(q.buffCardsPerDay),
  horizonHours: String(q.horizonHours),
  matchesMax: String(q.matchesMax),
});

const termsOf = (d: QuizDraft): QuizTerms => ({
  rewards: {
    winner: d.winner.trim(),
    totalGoals: d.totalGoals.trim(),
    bothScore: d.bothScore.trim(),
    exactScore: d.exactScore.trim(),
    firstScorer: d.firstScorer.trim(),
  },
  buffFactor: Number(d.buffFactor.trim()),
  buffCardsPerDay: Number(d.buffCardsPerDay.trim()),
  horizonHours: Number(d.horizonHours.trim()),
  matchesMax: Number(d.matchesMax.trim()),
});

/**
 * 竞猜设置: what a right answer pays per kind of question, the buff cards and which matches get
 * questions, saved through the promotion's own save. Questions already asked keep the reward and
 * buff factor they were asked with.
 */
export function EditQuiz({ row }: { row: PromotionAdminView }) {
  const allowed = useMayCall(p.save);
  const editor = useTermsSave(row);
  const [draft, setDraft] = useState<QuizDraft>(draftOf(defaults));
  if (!allowed) return null;

  const begin = () => {
    setDraft(draftOf(row.terms.quiz ?? defaults));
    editor.begin();
  };
  const submit = () => editor.save({ quiz: termsOf(draft) }, (answer) => `${answer.title}：竞猜设置已保存`);
  const field = draftFields(draft, setDraft, 'quiz');

  return (
    <TermsDialog
      label="竞猜"
      testId="promo-quiz"
      title={<>竞猜设置：{row.title}</>}
      maxWidth="md"
      editor={editor}
      onOpen={begin}
      onSave={submit}
    >
      <DialogContentText component="div" sx={{ mb: 2 }}>
        每场足球比赛最多五道题，奖励为0的题目不出。猜中的彩金按本活动的流水倍数（{row.terms.multiplier} 倍，
        {row.terms.validDays}{' '}
        天）发放；加倍卡使猜中奖励乘以倍数；比赛取消，或赛事数据无法判定先进球时，该题作废并退还加倍卡。已出的题目不受修改影响。
      </DialogContentText>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {field('winner', `${quizKinds.winner}奖励（元）`)}
        {field('totalGoals', `${quizKinds.totalGoals}奖励（元）`)}
        {field('bothScore', `${quizKinds.bothScore}奖励（元）`)}
        {field('exactScore', `${quizKinds.exactScore}奖励（元）`)}
        {field('firstScorer', `${quizKinds.firstScorer}奖励（元）`)}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {field('buffFactor', '加倍卡倍数（2-5）', 160)}
        {field('buffCardsPerDay', '每日加倍卡（0-5张）', 160)}
        {field('horizonHours', '开赛前多少小时出题（1-168）', 220)}
        {field('matchesMax', '同时竞猜场次（1-20）', 180)}
      </Stack>
    </TermsDialog>
  );
}

/**
 * 赛事竞猜: every question asked, newest kickoff first as the server lists them, with how many
 * answered, how many were right and what they were paid; filtered by state, paged, exported as CSV.
 */
export function QuizQuestions() {
  const paging = usePage();
  const [state, setState] = useState<StateFilter>('all');
  const filter = state === 'all' ? {} : { state };
  const { data, error, isFetching } = useQuery({
    queryKey: ['quizQuestions', state, paging.page, paging.pageSize],
    queryFn: () => callRoute(qa.questions, { ...filter, page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="赛事竞猜" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          赛事竞猜
        </Typography>
        <ExportButton list="quizQuestions" filter={filter} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="题目状态"
          sx={{ width: 160 }}
          value={state}
          onChange={(event) => {
            setState(event.target.value as StateFilter);
            paging.reset();
          }}
          slotProps={{ htmlInput: { 'data-testid': 'quiz-state' } }}
        >
          {(['all', 'open', 'settled', 'void'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {s === 'all' ? '全部' : s === 'open' ? '未开奖' : questionStates[s]}
            </MenuItem>
          ))}
        </TextField>
        {isFetching && <CircularProgress size={18} aria-label="加载中" />}
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="赛事竞猜题目">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>联赛</TableCell>
              <TableCell>比赛</TableCell>
              <TableCell>开赛时间</TableCell>
              <TableCell>题目</TableCell>
              <TableCell align="right">奖励</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>答案</TableCell>
              <TableCell align="right">参与</TableCell>
              <TableCell align="right">猜中</TableCell>
              <TableCell align="right">派奖</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={11}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow
                key={row.id}
                data-testid="quiz-question-row"
                data-match-id={row.matchId}
                data-kind={row.kind}
                data-state={row.state}
                data-entries={row.entries}
              >
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.league}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.home} vs {row.away}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{beijing(row.kickoffAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{quizKinds[row.kind]}</TableCell>
                <TableCell align="right">{yuan(row.reward)}</TableCell>
                <TableCell>
                  <Chip size="small" label={questionStates[row.state]} color={stateTones[row.state]} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.answer ? (row.options.find((o) => o.key === row.answer)?.label ?? row.answer) : '—'}
                </TableCell>
                <TableCell align="right" data-testid="quiz-entries">
                  {row.entries}
                </TableCell>
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
