import type { BarrierTerms, PromotionAdminView } from '@courtside/contract';
import { promoAdminRoutes as p } from '@courtside/contract/admin';
import { BARRIER_STAGES_MAX, BARRIER_STAGES_MIN } from '@courtside/domain/promotions';
import { Button, DialogContentText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useMayCall } from '../kit/access';
import { TermsDialog } from '../kit/TermsDialog';
import { useTermsSave } from '../kit/termsSave';

/** A stage as typed: money stays text until the server reads it (it refuses a ladder that does not rise). */
interface StageDraft {
  turnover: string;
  amount: string;
}

const defaults: BarrierTerms = {
  stages: [
    { turnover: '100.00', amount: '2.00' },
    { turnover: '500.00', amount: '8.00' },
    { turnover: '2000.00', amount: '28.00' },
    { turnover: '10000.00', amount: '88.00' },
  ],
};

const stageOf = (d: StageDraft): BarrierTerms['stages'][number] => ({
  turnover: d.turnover.trim(),
  amount: d.amount.trim(),
});

/**
 * 闯关设置: the day's turnover each stage asks and the bonus it pays, saved through the promotion's own
 * save (the server checks the thresholds rise and every bonus is above zero). Stages already claimed
 * keep the bonus they were paid.
 */
export function EditBarrier({ row }: { row: PromotionAdminView }) {
  const allowed = useMayCall(p.save);
  const editor = useTermsSave(row);
  const [stages, setStages] = useState<StageDraft[]>([]);
  if (!allowed) return null;

  const change = (index: number, patch: Partial<StageDraft>) =>
    setStages((now) => now.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const begin = () => {
    setStages((row.terms.barrier ?? defaults).stages.map((s) => ({ ...s })));
    editor.begin();
  };
  const submit = () =>
    editor.save({ barrier: { stages: stages.map(stageOf) } }, (answer) => `${answer.title}：闯关设置已保存`);
  const cell = (index: number, key: keyof StageDraft, label: string, width: number) => (
    <TextField
      size="small"
      label={label}
      value={stages[index]![key]}
      onChange={(event) => change(index, { [key]: event.target.value })}
      sx={{ width }}
      slotProps={{ htmlInput: { 'data-testid': `barrier-${key}-${index}` } }}
    />
  );

  return (
    <TermsDialog
      label="闯关"
      testId="promo-barrier"
      title={<>闯关设置：{row.title}</>}
      maxWidth="sm"
      editor={editor}
      onOpen={begin}
      onSave={submit}
    >
      <DialogContentText component="div" sx={{ mb: 2 }}>
        会员以当日（北京时间营业日）有效流水逐关闯过，每关奖金每天可领取一次；次日从第一关重新开始，当日未领取的关卡作废。
        门槛须逐关递增，奖金须大于0。奖金按本活动的流水倍数（{row.terms.multiplier} 倍，{row.terms.validDays}{' '}
        天）发放。已领取的奖金不受修改影响。
      </DialogContentText>
      <Stack spacing={1.5}>
        {stages.map((_, index) => (
          // Stages have no identity of their own: their place on the ladder is what they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="barrier-stage-row">
            <Typography sx={{ width: 56, flexShrink: 0 }}>第{index + 1}关</Typography>
            {cell(index, 'turnover', '当日有效流水门槛（元）', 200)}
            {cell(index, 'amount', '奖励（元）', 140)}
            <IconButton
              size="small"
              aria-label={`删除第${index + 1}关`}
              disabled={stages.length <= BARRIER_STAGES_MIN}
              onClick={() => setStages((now) => now.filter((_, i) => i !== index))}
              data-testid={`barrier-remove-${index}`}
            >
              ✕
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        sx={{ mt: 1 }}
        disabled={stages.length >= BARRIER_STAGES_MAX}
        onClick={() => setStages((now) => [...now, { turnover: '', amount: '' }])}
        data-testid="barrier-add"
      >
        添加关卡
      </Button>
    </TermsDialog>
  );
}
