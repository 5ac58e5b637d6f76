import { Button, type ButtonProps } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';

/** A form's submit button: disabled with a spinner while the request is on its way. */
export function SubmitButton({ busy, children, disabled, ...rest }: ButtonProps & { busy: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={busy || disabled} aria-busy={busy} {...rest}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
