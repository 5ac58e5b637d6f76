import { bindContactRequest, sendCodeRequest } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import fieldStyles from '../../../ui/Field.module.css';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { DemoCode, SendCodeButton, useSendCode } from '../../verification';
import type { BindContactRequest, MemberProfile } from '../api/profile';

export interface ContactBindFormProps {
  channel: 1 | 2;
  /** The bind call (profile's updateInfoVal v5 or the bind step's userInfoBind). */
  bind: { mutateAsync: (request: BindContactRequest) => Promise<MemberProfile>; isPending: boolean };
  onDone?: () => void;
}

/** Binds a phone (channel 1) or an email (channel 2): target, a 6-digit code sent to it, then bind. */
export function ContactBindForm({ channel, bind, onDone }: ContactBindFormProps) {
  const { t } = useTranslation();
  const code = useSendCode();
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
      await code.send(checked.data);
    } catch (error) {
      toastUnhandled(error);
    }
  };

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await bind.mutateAsync(request);
      form.reset();
      onDone?.();
    } catch (error) {
      toastUnhandled(error);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid={`bind-${kind}-form`}>
      <TextField
        label={t(`memberCentre.bind.${kind}Label`)}
        type={channel === 1 ? 'tel' : 'email'}
        inputMode={channel === 1 ? 'numeric' : 'email'}
        autoComplete={channel === 1 ? 'tel-national' : 'email'}
        maxLength={channel === 1 ? 12 : 254}
        placeholder={t(`memberCentre.bind.${kind}Placeholder`)}
        error={errors.target?.message}
        data-testid={`bind-${kind}-target`}
        {...form.register('target')}
      />
      <TextField
        label={t('memberCentre.bind.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('memberCentre.bind.codePlaceholder')}
        error={errors.code?.message}
        hint={<DemoCode code={code.demoCode} />}
        data-testid={`bind-${kind}-code`}
        adornment={
          <SendCodeButton
            seconds={code.seconds}
            pending={code.pending}
            sent={code.sent}
            onClick={() => void handleSend()}
            testId={`bind-${kind}-send`}
          />
        }
        {...form.register('code')}
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={bind.isPending} data-testid={`bind-${kind}-submit`}>
          {t('memberCentre.bind.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
