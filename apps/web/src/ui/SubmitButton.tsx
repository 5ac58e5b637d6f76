import { Button, type ButtonProps } from './Button';
import { Spinner } from './Spinner';

export interface SubmitButtonProps extends ButtonProps {
  /** The request is on its way: a spinner, and no second press. */
  busy: boolean;
}

/** A form's submit button, large unless told otherwise. */
export function SubmitButton({ busy, children, disabled, size = 'lg', ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" size={size} disabled={busy || disabled} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
