import type { LotteryTerms, PromotionAdminView } from '@courtside/contract';
import { promoAdminRoutes as p } from '@courtside/contract/admin';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useMayCall } from '../kit/access';
import { TermsDialog } from '../kit/TermsDialog';
import { useTermsSave } from '../kit/termsSave';

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
  const field = (key: keyof LotteryDraft, label: string, width = 180) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft((now) => ({ ...now, [key]: event.target.value }))}
      sx={{ width }}
      slotProps={{ htmlInput: { 'data-testid': `lottery-${key}` } }}
    />
  );

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
