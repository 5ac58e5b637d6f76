import type { PromotionAdminView, TaskTerms } from '@courtside/contract';
import { promoAdminRoutes as p } from '@courtside/contract/admin';
import {
  Button,
  DialogContentText,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useMayCall } from '../kit/access';
import { TermsDialog } from '../kit/TermsDialog';
import { useTermsSave } from '../kit/termsSave';

const taskKinds: Record<TaskTerms['kind'], string> = {
  firstDeposit: '首笔存款',
  bindCard: '绑定收款账户',
  betCount: '有效投注笔数',
  dailyTurnover: '有效流水',
};
const taskPeriods: Record<TaskTerms['period'], string> = { once: '一次性', daily: '每日' };
const MAX_TASKS = 20;

/** A task as typed: numbers stay text until the server reads them (it refuses what is not a number). */
interface TaskDraft {
  code: string;
  kind: TaskTerms['kind'];
  title: string;
  period: TaskTerms['period'];
  count: string;
  amount: string;
  reward: string;
}

const draftOf = (t: TaskTerms): TaskDraft => ({
  code: t.code,
  kind: t.kind,
  title: t.title,
  period: t.period,
  count: String(t.count),
  amount: t.amount ?? '',
  reward: t.reward,
});
const taskOf = (d: TaskDraft): TaskTerms => ({
  code: d.code.trim(),
  kind: d.kind,
  title: d.title.trim(),
  period: d.period,
  // The yes/no tasks count once; only a bet task has a count of its own.
  count: d.kind === 'betCount' ? Number(d.count.trim()) : 1,
  ...(d.kind === 'dailyTurnover' ? { amount: d.amount.trim() } : {}),
  reward: d.reward.trim(),
});

/**
 * The 福利中心 tasks of a welfare promotion: add, change and remove tasks, saved through the
 * promotion's own save (the server checks codes unique, targets and rewards above zero). Pessimistic
 * like every console write: the list reloads from the server's answer; a refusal stays in the dialog.
 */
export function EditTasks({ row }: { row: PromotionAdminView }) {
  const allowed = useMayCall(p.save);
  const editor = useTermsSave(row);
  const [tasks, setTasks] = useState<TaskDraft[]>([]);
  if (!allowed) return null;

  const change = (index: number, patch: Partial<TaskDraft>) =>
    setTasks((now) => now.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  const submit = () =>
    editor.save(
      { tasks: tasks.map(taskOf) },
      (answer) => `${answer.title}：已保存 ${answer.terms.tasks?.length ?? 0} 个任务`,
    );
  const cell = (index: number, key: keyof TaskDraft, label: string, width: number) => (
    <TextField
      size="small"
      value={tasks[index]![key]}
      onChange={(event) => change(index, { [key]: event.target.value })}
      sx={{ width }}
      slotProps={{ htmlInput: { 'aria-label': `任务${index + 1}${label}`, 'data-testid': `task-${key}` } }}
    />
  );

  return (
    <TermsDialog
      label="任务"
      testId="promo-tasks"
      title={<>福利任务：{row.title}</>}
      maxWidth="lg"
      editor={editor}
      onOpen={() => {
        setTasks((row.terms.tasks ?? []).map(draftOf));
        editor.begin();
      }}
      onSave={submit}
    >
      <DialogContentText component="div" sx={{ mb: 1 }}>
        任务代码不能重复；投注任务填写笔数，流水任务填写目标金额；奖励按 1 倍流水发放。已领取的奖励不受影响。
      </DialogContentText>
      <Table size="small" aria-label="福利任务">
        <TableHead>
          <TableRow>
            <TableCell>代码</TableCell>
            <TableCell>名称</TableCell>
            <TableCell>类型</TableCell>
            <TableCell>周期</TableCell>
            <TableCell>笔数</TableCell>
            <TableCell>目标金额（元）</TableCell>
            <TableCell>奖励（元）</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((t, index) => (
            // Tasks have no identity until saved (the code is being typed): the row's place is its key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={index} data-testid="task-row">
              <TableCell>{cell(index, 'code', '代码', 140)}</TableCell>
              <TableCell>{cell(index, 'title', '名称', 200)}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={t.kind}
                  onChange={(event) => change(index, { kind: event.target.value as TaskTerms['kind'] })}
                  sx={{ width: 140 }}
                  slotProps={{ htmlInput: { 'aria-label': `任务${index + 1}类型` } }}
                >
                  {Object.entries(taskKinds).map(([id, name]) => (
                    <MenuItem key={id} value={id}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={t.period}
                  onChange={(event) => change(index, { period: event.target.value as TaskTerms['period'] })}
                  sx={{ width: 100 }}
                  slotProps={{ htmlInput: { 'aria-label': `任务${index + 1}周期` } }}
                >
                  {Object.entries(taskPeriods).map(([id, name]) => (
                    <MenuItem key={id} value={id}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>{t.kind === 'betCount' ? cell(index, 'count', '笔数', 80) : '—'}</TableCell>
              <TableCell>{t.kind === 'dailyTurnover' ? cell(index, 'amount', '目标金额', 120) : '—'}</TableCell>
              <TableCell>{cell(index, 'reward', '奖励', 100)}</TableCell>
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={`删除任务${index + 1}`}
                  onClick={() => setTasks((now) => now.filter((_, i) => i !== index))}
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
        disabled={tasks.length >= MAX_TASKS}
        onClick={() =>
          setTasks((now) => [
            ...now,
            { code: '', kind: 'betCount', title: '', period: 'daily', count: '1', amount: '', reward: '' },
          ])
        }
        data-testid="task-add"
      >
        添加任务
      </Button>
    </TermsDialog>
  );
}
