import { Alert, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { shanghaiDay } from './fields';

/** A report's range of Asia/Shanghai business days: the last seven, today included, to start with. */
export const useDayRange = () => {
  const [from, setFrom] = useState(() => shanghaiDay(-6));
  const [to, setTo] = useState(() => shanghaiDay());
  return { from, to, setFrom, setTo, complete: from !== '' && to !== '' };
};

const dayField = (label: string, value: string, onChange: (day: string) => void) => (
  <TextField
    type="date"
    size="small"
    label={label}
    sx={{ width: 180 }}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

/** The two date pickers of a report and what the report says about its range; the server judges it. */
export function DayRangeFields({ range, hint }: { range: ReturnType<typeof useDayRange>; hint: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
      {dayField('开始日期', range.from, range.setFrom)}
      {dayField('结束日期', range.to, range.setTo)}
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Stack>
  );
}

/** A report's read while it has no answer: the server's message, or a spinner. */
export function ReportPending({ error, pending }: { error: Error | null; pending: boolean }) {
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!pending) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={20} />
      <Typography variant="body2">加载中…</Typography>
    </Stack>
  );
}
