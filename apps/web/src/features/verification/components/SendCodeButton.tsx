import { useTranslation } from '../../../i18n';
import { Spinner } from '../../../ui/Spinner';
import styles from './SendCode.module.css';

export interface SendCodeButtonProps {
  /** Seconds until the next send is allowed; 0 when it is. */
  seconds: number;
  pending: boolean;
  /** Whether a code was sent before: the label reads "resend" then. */
  sent: boolean;
  onClick: () => void;
  testId?: string;
}

/** The send-code button inside a code field (its adornment), counting down the server's cooldown. */
export function SendCodeButton({ seconds, pending, sent, onClick, testId = 'send-code' }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const label =
    seconds > 0 ? t('account.code.countdown', { seconds }) : t(sent ? 'account.code.resend' : 'account.code.send');
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onClick}
      disabled={pending || seconds > 0}
      aria-busy={pending || undefined}
      data-testid={testId}
    >
      {pending ? <Spinner /> : label}
    </button>
  );
}

/** The code the development delivery adapter reveals, so the demo works without a phone. Inline: it sits in a hint. */
export function DemoCode({ code }: { code: string | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <span className={styles.demo} data-testid="demo-code">
      {t('account.code.demo', { code })}
    </span>
  );
}
