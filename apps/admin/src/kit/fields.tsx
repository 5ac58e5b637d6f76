import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, useRecordContext } from 'react-admin';

/** An amount as the contract sends it (yuan with two decimals), shown with the currency sign. */
export const yuan = (amount: string | null | undefined): string =>
  amount == null
    ? '—'
    : `¥${Number(amount).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const MoneyField = ({ source, label }: { source: string; label: string }) => (
  <FunctionField
    label={label}
    source={source}
    sortable={false}
    textAlign="right"
    render={(record: Record<string, string | null>) => yuan(record[source])}
  />
);

/** A timestamp in Beijing time, as operators read it. */
export const beijing = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '—';

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** An Asia/Shanghai business day, `n` days from today, as a date input holds it (`YYYY-MM-DD`). */
export const shanghaiDay = (n = 0): string =>
  new Date(Date.now() + BEIJING_OFFSET_MS + n * DAY_MS).toISOString().slice(0, 10);

/** A moment as a date-and-time input shows it (`YYYY-MM-DDTHH:mm`), in Beijing time (UTC+8 all year). */
export const beijingInput = (iso: string | null | undefined): string =>
  iso ? new Date(Date.parse(iso) + BEIJING_OFFSET_MS).toISOString().slice(0, 16) : '';

/**
 * What a date-and-time input holds, read as Beijing time, as the contract's ISO moment; empty is none.
 * Anything else is passed on as typed, for the server to refuse with its message.
 */
export const isoOfBeijing = (local: string): string | null =>
  local === '' ? null : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+08:00` : local;

export const TimeField = ({ source, label }: { source: string; label: string }) => (
  <FunctionField
    label={label}
    source={source}
    sortable={false}
    render={(record: Record<string, string | null>) => beijing(record[source])}
  />
);

/** A state as a coloured chip with its Chinese name. */
export function StateField({
  source,
  label,
  names,
  tones = {},
}: {
  source: string;
  label: string;
  names: Record<string, string>;
  tones?: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'>;
}) {
  return (
    <FunctionField
      label={label}
      source={source}
      sortable={false}
      render={(record: Record<string, string>) => (
        <Chip
          size="small"
          label={names[record[source] ?? ''] ?? record[source]}
          color={tones[record[source] ?? ''] ?? 'default'}
        />
      )}
    />
  );
}

/** Renders children with the row's record typed (react-admin's context is untyped). */
export function WithRecord<T>({ children }: { children: (record: T) => ReactNode }): ReactNode {
  const record = useRecordContext<T & { id: string | number }>();
  return record ? children(record) : null;
}
