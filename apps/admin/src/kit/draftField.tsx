import { TextField } from '@mui/material';
import type { Dispatch, SetStateAction } from 'react';

/**
 * The text fields of a terms dialog over a draft kept as text: numbers stay text until the server reads
 * them, and it refuses what is out of range. Each field's input is `data-testid` `${prefix}-${key}`.
 */
export const draftFields =
  <D extends { [K in keyof D]: string }>(draft: D, setDraft: Dispatch<SetStateAction<D>>, prefix: string) =>
  (key: keyof D & string, label: string, width = 180) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft((now) => ({ ...now, [key]: event.target.value }))}
      sx={{ width }}
      slotProps={{ htmlInput: { 'data-testid': `${prefix}-${key}` } }}
    />
  );
