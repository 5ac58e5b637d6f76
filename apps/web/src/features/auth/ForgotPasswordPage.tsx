import { Errors } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type ApiError, isApiError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { buttonClass } from '../../ui/Button';
import fieldStyles from '../../ui/Field.module.css';
import { StatusPanel } from '../../ui/StatusPanel';
import { SubmitButton } from '../../ui/SubmitButton';
import { PasswordField, TextField } from '../../ui/TextField';
import { DemoCode, retryAfterSeconds, SendCodeButton, useCountdown } from '../verification';
import styles from './Auth.module.css';
import { type RecoverStep1Result, useRecoverStep1, useRecoverStep2, useRecoverStep3 } from './api/recover';
import { AuthCard } from './components/AuthCard';
import { FormError } from './components/FormError';
import { StepIndicator } from './components/StepIndicator';
import {
  type RecoverAccountForm,
  type RecoverCodeForm,
  type RecoverPasswordForm,
  recoverAccountForm,
  recoverCodeForm,
  recoverPasswordForm,
} from './schemas';

/** The account being recovered, from step 1 on. */
interface Recovery extends RecoverStep1Result {
  name: string;
  channel: 1 | 2;
}

type Stage =
  | { step: 'account' }
  | { step: 'code'; recovery: Recovery }
  | { step: 'password'; recovery: Recovery; ticket: string }
  | { step: 'done' };

const STEP_INDEX = { account: 0, code: 1, password: 2, done: 3 } as const;

/** An expired recovery or ticket cannot be continued: the member starts over. */
const isExpired = (error: unknown): error is ApiError => isApiError(error) && error.code === Errors.ticketExpired.code;

/** Password recovery (spec section 4): account and channel, the code sent there, the new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.titles.forgot'));
  const [stage, setStage] = useState<Stage>({ step: 'account' });
  const countdown = useCountdown();
  const restart = () => setStage({ step: 'account' });

  if (stage.step === 'done') {
    return (
      <StatusPanel
        icon="shield"
        title={t('account.forgot.doneTitle')}
        text={t('account.forgot.doneText')}
        testId="forgot-done"
        actions={
          <Link to="/login" replace className={buttonClass({ size: 'lg' })} data-testid="forgot-to-login">
            {t('account.forgot.toLogin')}
          </Link>
        }
      />
    );
  }

  const steps = [t('account.forgot.steps.account'), t('account.forgot.steps.code'), t('account.forgot.steps.password')];
  return (
    <AuthCard
      icon="lock"
      title={t('account.forgot.title')}
      subtitle={t('account.forgot.subtitle')}
      testId="forgot-page"
      footer={
        <Link to="/login" className={styles.link}>
          {t('account.forgot.backToLogin')}
        </Link>
      }
    >
      <StepIndicator steps={steps} current={STEP_INDEX[stage.step]} label={t('account.forgot.stepsLabel')} />
      {stage.step === 'account' && (
        <AccountStep
          onSent={(recovery) => {
            countdown.start(recovery.cooldownSeconds);
            setStage({ step: 'code', recovery });
          }}
        />
      )}
      {stage.step === 'code' && (
        <CodeStep
          recovery={stage.recovery}
          seconds={countdown.seconds}
          onResent={(recovery) => {
            countdown.start(recovery.cooldownSeconds);
            setStage({ step: 'code', recovery });
          }}
          onWait={countdown.start}
          onVerified={(ticket) => setStage({ step: 'password', recovery: stage.recovery, ticket })}
          onExpired={restart}
        />
      )}
      {stage.step === 'password' && (
        <PasswordStep
          name={stage.recovery.name}
          ticket={stage.ticket}
          onSaved={() => setStage({ step: 'done' })}
          onExpired={restart}
        />
      )}
    </AuthCard>
  );
}

/** The message of a failure the common handling did not show. */
const unhandledMessage = (error: unknown): string | null =>
  isApiError(error) && !error.handled ? error.message : null;

function AccountStep({ onSent }: { onSent: (recovery: Recovery) => void }) {
  const { t } = useTranslation();
  const step1 = useRecoverStep1();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<RecoverAccountForm>({
    resolver: zodResolver(recoverAccountForm),
    defaultValues: { name: '', channel: 1 },
  });
  const channel = watch('channel');

  const onSubmit = handleSubmit(async ({ name, channel: chosen }) => {
    setFormError(null);
    try {
      const result = await step1.mutateAsync({ name: name.trim(), channel: chosen });
      onSent({ ...result, name: name.trim(), channel: chosen });
    } catch (error) {
      setFormError(unhandledMessage(error));
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={onSubmit} noValidate data-testid="forgot-account">
      <TextField
        label={t('account.fields.username')}
        placeholder={t('account.fields.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.name?.message}
        data-testid="forgot-name"
        {...register('name')}
      />
      <fieldset className={styles.choice}>
        <legend className={fieldStyles.label}>{t('account.forgot.channel')}</legend>
        <div className={styles.segments}>
          {([1, 2] as const).map((value) => (
            <label key={value} className={styles.segment} data-checked={channel === value}>
              <input
                type="radio"
                name="channel"
                className={styles.segmentInput}
                checked={channel === value}
                onChange={() => setValue('channel', value)}
                data-testid={`forgot-channel-${value}`}
              />
              {t(value === 1 ? 'account.forgot.channelPhone' : 'account.forgot.channelEmail')}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={formError} />
      <SubmitButton busy={step1.isPending} block data-testid="forgot-next">
        {step1.isPending ? t('account.forgot.sending') : t('account.forgot.next')}
      </SubmitButton>
    </form>
  );
}

function CodeStep({
  recovery,
  seconds,
  onResent,
  onWait,
  onVerified,
  onExpired,
}: {
  recovery: Recovery;
  seconds: number;
  onResent: (recovery: Recovery) => void;
  /** The server refused to send yet: count down the seconds it named. */
  onWait: (seconds: number) => void;
  onVerified: (ticket: string) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const step1 = useRecoverStep1();
  const step2 = useRecoverStep2();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoverCodeForm>({ resolver: zodResolver(recoverCodeForm), defaultValues: { code: '' } });

  const resend = async () => {
    setFormError(null);
    try {
      const result = await step1.mutateAsync({ name: recovery.name, channel: recovery.channel });
      onResent({ ...result, name: recovery.name, channel: recovery.channel });
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) onWait(wait);
      else setFormError(unhandledMessage(error));
    }
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const { ticket } = await step2.mutateAsync({ recoveryId: recovery.recoveryId, code });
      onVerified(ticket);
    } catch (error) {
      if (isExpired(error)) onExpired();
      else setFormError(unhandledMessage(error));
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={onSubmit} noValidate data-testid="forgot-code">
      <p className={styles.notice} data-testid="forgot-sent-to">
        {t('account.forgot.sentTo', { maskedTarget: recovery.maskedTarget })}
      </p>
      <TextField
        label={t('account.fields.code')}
        placeholder={t('account.fields.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        hint={<DemoCode code={recovery.demoCode} />}
        data-testid="forgot-code-input"
        adornment={<SendCodeButton seconds={seconds} pending={step1.isPending} sent onClick={() => void resend()} />}
        {...register('code')}
      />
      <FormError message={formError} />
      <SubmitButton busy={step2.isPending} block data-testid="forgot-verify">
        {step2.isPending ? t('account.forgot.verifying') : t('account.forgot.next')}
      </SubmitButton>
    </form>
  );
}

function PasswordStep({
  name,
  ticket,
  onSaved,
  onExpired,
}: {
  name: string;
  ticket: string;
  onSaved: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const step3 = useRecoverStep3();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(recoverPasswordForm(name)), [name]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoverPasswordForm>({ resolver, defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    setFormError(null);
    try {
      await step3.mutateAsync({ ticket, password, confirmPassword });
      onSaved();
    } catch (error) {
      if (isExpired(error)) onExpired();
      else setFormError(unhandledMessage(error));
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={onSubmit} noValidate data-testid="forgot-password">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" value={name} autoComplete="username" readOnly hidden />
      <PasswordField
        label={t('account.fields.newPassword')}
        placeholder={t('account.fields.newPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={12}
        error={errors.password?.message}
        data-testid="forgot-new-password"
        {...register('password')}
      />
      <PasswordField
        label={t('account.fields.confirmPassword')}
        placeholder={t('account.fields.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={12}
        error={errors.confirmPassword?.message}
        data-testid="forgot-confirm-password"
        {...register('confirmPassword')}
      />
      <FormError message={formError} />
      <SubmitButton busy={step3.isPending} block data-testid="forgot-save">
        {step3.isPending ? t('account.forgot.saving') : t('account.forgot.save')}
      </SubmitButton>
    </form>
  );
}
