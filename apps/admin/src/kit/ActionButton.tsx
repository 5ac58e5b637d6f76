import type { RouteDef } from '@courtside/contract';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { z } from 'zod';
import { ApiError, callRoute, uploadFile } from '../api/client';
import { useMayCall } from './access';

/** One more thing the operator fills in before the call: its label and the request field it fills. */
export interface ActionField {
  label: string;
  /** The request's field (dotted for a nested one): a refusal naming it is shown under this input. */
  field: string;
  required?: boolean;
  /** What the input starts with when the dialog opens (an edit shows the current value). */
  initial?: string;
  /** A fixed set of values, shown as a select. */
  choices?: { id: string; name: string }[];
  /** `datetime` is a date and time (`YYYY-MM-DDTHH:mm`) in Beijing time: `kit/fields` beijingInput / isoOfBeijing. */
  type?: 'text' | 'date' | 'datetime' | 'password';
  multiline?: boolean;
  /** With `choices`: several may be picked; the value is them joined by commas. */
  multiple?: boolean;
  /**
   * A picture's address: an upload route (multipart, answering the stored picture's `url`) offers
   * 上传图片 beside the input, and the uploaded picture's address fills it.
   */
  upload?: RouteDef<z.ZodType, z.ZodType<{ url: string }>>;
}

export interface ActionButtonProps<R extends RouteDef> {
  route: R;
  label: string;
  /** What the dialog asks before the call. */
  title: string;
  description?: ReactNode;
  /** A text the operator writes (a reason, a note): its label, and the request field it fills. */
  reason?: { label: string; field: string; required?: boolean };
  /** Several inputs (an edit, a grant): each named by the request field it fills. */
  fields?: ActionField[];
  /** The request, given what the operator wrote (`values` by field, for `fields`). */
  input: (reason: string, values: Record<string, string>) => z.input<R['request']>;
  /** The message after the server said yes, from its answer. */
  done: (answer: z.output<R['response']>) => string;
  /** For a screen that shows what the server answered (a new secret), beyond the message. */
  onDone?: (answer: z.output<R['response']>) => void;
  color?: 'primary' | 'error' | 'success' | 'warning' | 'inherit';
  variant?: 'text' | 'outlined' | 'contained';
  testId?: string;
}

/**
 * Every write of the console: a button the operator sees only when the access table lets them call
 * the route, a dialog that asks for confirmation (and a reason where the route takes one), and a
 * pessimistic call: nothing on screen changes until the server answered; then its answer is shown
 * and the page reloads what it shows. A refusal stays in the dialog, on the field it names.
 */
export function ActionButton<R extends RouteDef>(props: ActionButtonProps<R>) {
  const allowed = useMayCall(props.route);
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const titleId = useId();
  if (!allowed) return null;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setReason('');
    setValues({});
    setError(null);
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
      const answer = await callRoute(props.route, props.input(reason.trim(), trimmed));
      notify(props.done(answer), { type: 'success' });
      props.onDone?.(answer);
      setOpen(false);
      setReason('');
      refresh();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(-1, '请求未完成', 0, null));
    } finally {
      setBusy(false);
    }
  };
  const fieldError = error && props.reason && error.field === props.reason.field ? error.message : null;
  const fields = props.fields ?? [];
  // A refusal naming one of the inputs (or a field inside it, "terms.multiplier") is shown under it.
  // On the field itself the server's "参数错误：<field>" lead-in only repeats where the message stands.
  const errorOf = (field: string) =>
    error?.field && (error.field === field || error.field.startsWith(`${field}.`))
      ? error.message.replace(/^参数错误：\S+\s+/, '')
      : null;
  const shownOnField = fieldError ?? fields.map((f) => errorOf(f.field)).find(Boolean) ?? null;

  return (
    <>
      <Button
        size="small"
        color={props.color ?? 'primary'}
        variant={props.variant ?? 'outlined'}
        onClick={(event) => {
          event.stopPropagation();
          setValues(Object.fromEntries(fields.map((f) => [f.field, f.initial ?? ''])));
          setOpen(true);
        }}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.description && <DialogContentText component="div">{props.description}</DialogContentText>}
          {props.reason && (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={props.reason.label}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(fieldError)}
              helperText={fieldError ?? ' '}
              required={props.reason.required}
              slotProps={{ htmlInput: { 'data-testid': 'action-reason' } }}
            />
          )}
          {fields.map((f) => (
            <TextField
              key={f.field}
              fullWidth
              margin="dense"
              label={f.label}
              value={f.multiple ? (values[f.field] ?? '').split(',').filter(Boolean) : (values[f.field] ?? '')}
              onChange={(event) => {
                const value: unknown = event.target.value;
                setValues((now) => ({ ...now, [f.field]: Array.isArray(value) ? value.join(',') : String(value) }));
              }}
              error={Boolean(errorOf(f.field))}
              helperText={errorOf(f.field) ?? ' '}
              required={f.required}
              select={Boolean(f.choices)}
              multiline={f.multiline}
              type={f.type === 'datetime' ? 'datetime-local' : (f.type ?? 'text')}
              slotProps={{
                htmlInput: { 'data-testid': `action-field-${f.field}` },
                ...(f.multiple ? { select: { multiple: true } } : {}),
                ...(f.type === 'date' || f.type === 'datetime' ? { inputLabel: { shrink: true } } : {}),
              }}
            >
              {f.choices?.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
          ))}
          {fields.map(
            (f) =>
              f.upload && (
                <PictureUpload
                  key={`upload-${f.field}`}
                  route={f.upload}
                  field={f.field}
                  url={values[f.field] ?? ''}
                  onUrl={(url) => setValues((now) => ({ ...now, [f.field]: url }))}
                />
              ),
          )}
          {error && !shownOnField && (
            <Alert severity="error" role="alert" data-testid="action-error">
              {error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            取消
          </Button>
          <Button
            onClick={submit}
            disabled={busy}
            variant="contained"
            color={props.color === 'error' ? 'error' : 'primary'}
            data-testid="action-confirm"
          >
            {busy ? <CircularProgress size={18} aria-label="处理中" /> : '确认'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * 上传图片 for a picture field: the file goes to the server, which checks its bytes (type and size)
 * and answers the stored picture's address; that address fills the field and is previewed. The
 * server's refusal (a wrong type, too big) is shown here and the field keeps what it had.
 */
function PictureUpload(props: {
  route: RouteDef<z.ZodType, z.ZodType<{ url: string }>>;
  field: string;
  url: string;
  onUrl: (url: string) => void;
}) {
  const allowed = useMayCall(props.route);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  if (!allowed) return null;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      props.onUrl((await uploadFile(props.route, file)).url);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '上传未完成，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
      <Button component="label" htmlFor={inputId} size="small" variant="outlined" disabled={busy}>
        {busy ? <CircularProgress size={18} aria-label="上传中" /> : '上传图片'}
        <input
          id={inputId}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          data-testid={`action-upload-${props.field}`}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
      {props.url.startsWith('/media/') || props.url.startsWith('https://') ? (
        <img src={props.url} alt="图片预览" style={{ maxWidth: 160, maxHeight: 64, borderRadius: 4 }} />
      ) : null}
      <Typography
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        role={error ? 'alert' : undefined}
        data-testid={`action-upload-message-${props.field}`}
      >
        {error ?? 'PNG、JPEG 或 WEBP，不超过 2MB'}
      </Typography>
    </Stack>
  );
}
