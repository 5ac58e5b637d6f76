import { bindContactRequest, sendCodeRequest } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { toastUnhandled } from '../api/failure';
import type { BindContactRequest, MemberProfile } from '../api/profile';
import { useSendCode } from '../api/sendCode';
import { useCountdown } from '../hooks/useCountdown';
import { Field, formStyles, invalidProps } from './Field';
import { SubmitButton } from './SubmitButton';

/** The spec's resend wait when the server does not name one. */
const DEFAULT_COOLDOWN_S = 60;

export interface ContactBindFormProps {
  channel: 1 | 2;
  /** The bind call (profile's updateInfoVal v5 or the bind step's userInfoBind). */
  bind: { mutateAsync: (request: BindContactRequest) => Promise<MemberProfile>; isPending: boolean };
  onDone?: () => void;
}

/** Binds a phone (channel 1) or an email (channel 2): target, a 6-digit code sent to it, then bind. */
export function ContactBindForm({ channel, bind, onDone }: ContactBindFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const sendCode = useSendCode();
  const countdown = useCountdown();
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(bindContactRequest),
    defaultValues: { channel, target: '', code: '' },
  });
  const { errors } = form.formState;
  const kind = channel === 1 ? 'phone' : 'email';

  const handleSend = async () => {
    const checked = sendCodeRequest.safeParse({ channel, target: form.getValues('target'), purpose: 'bind' });
    if (!checked.success) {
      form.setError('target', { message: checked.error.issues[0]?.message ?? '' });
      return;
    }
    form.clearErrors('target');
    try {
      const sent = await sendCode.mutateAsync(checked.data);
      countdown.start(sent.cooldownSeconds > 0 ? sent.cooldownSeconds : DEFAULT_COOLDOWN_S);
      setDemoCode(sent.demoCode ?? null);
    } catch (error) {
      toastUnhandled(error);
    }
  };

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await bind.mutateAsync(request);
      form.reset();
      setDemoCode(null);
      onDone?.();
    } catch (error) {
      toastUnhandled(error);
    }
  });

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate data-testid={`bind-${kind}-form`}>
      <Field label={t(`memberCentre.bind.${kind}Label`)} htmlFor={`${id}-target`} error={errors.target?.message}>
        <input
          id={`${id}-target`}
          className={formStyles.input}
          type={channel === 1 ? 'tel' : 'email'}
          inputMode={channel === 1 ? 'numeric' : 'email'}
          autoComplete={channel === 1 ? 'tel-national' : 'email'}
          maxLength={channel === 1 ? 12 : 254}
          placeholder={t(`memberCentre.bind.${kind}Placeholder`)}
          data-testid={`bind-${kind}-target`}
          {...invalidProps(`${id}-target`, errors.target)}
          {...form.register('target')}
        />
      </Field>
      <Field
        label={t('memberCentre.bind.codeLabel')}
        htmlFor={`${id}-code`}
        error={errors.code?.message}
        hint={
          demoCode && <span className={formStyles.demo}>{t('memberCentre.bind.demoCode', { code: demoCode })}</span>
        }
      >
        <input
          id={`${id}-code`}
          className={formStyles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('memberCentre.bind.codePlaceholder')}
          data-testid={`bind-${kind}-code`}
          {...invalidProps(`${id}-code`, errors.code)}
          {...form.register('code')}
        />
        <Button
          variant="outline"
          onClick={handleSend}
          disabled={sendCode.isPending || countdown.remaining > 0}
          data-testid={`bind-${kind}-send`}
        >
          {countdown.remaining > 0
            ? t('memberCentre.bind.resendIn', { seconds: countdown.remaining })
            : t('memberCentre.bind.send')}
        </Button>
      </Field>
      <div className={formStyles.actions}>
        <SubmitButton busy={bind.isPending} data-testid={`bind-${kind}-submit`}>
          {t('memberCentre.bind.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
