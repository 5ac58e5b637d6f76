import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  type DialogProps,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import type { useTermsSave } from './termsSave';

/**
 * A promotion row's button and the dialog that edits one block of its terms (福利任务, 转盘, 竞猜):
 * the form is the children; the refusal, 取消 and 保存 are the same for each.
 */
export function TermsDialog(props: {
  label: string;
  testId: string;
  title: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  editor: ReturnType<typeof useTermsSave>;
  /** Fills the form from the row, then opens (`editor.begin`). */
  onOpen(): void;
  onSave(): void;
  children: ReactNode;
}) {
  const { open, busy, error, close } = props.editor;
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => {
          // The row opens its own detail on a click; the button is not the row.
          event.stopPropagation();
          props.onOpen();
        }}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth={props.maxWidth} fullWidth>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.children}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="action-error">
              {error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            取消
          </Button>
          <Button onClick={props.onSave} disabled={busy} variant="contained" data-testid="action-confirm">
            {busy ? <CircularProgress size={18} aria-label="处理中" /> : '保存'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
