import { isUsername } from '@courtside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { deviceId, readEntryCodes } from '../../api/entryCodes';
import { isApiError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import fieldStyles from '../../ui/Field.module.css';
import { PageSpinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/States';
import { SubmitButton } from '../../ui/SubmitButton';
import { type HintTone, PasswordField, TextField } from '../../ui/TextField';
import { notify } from '../../ui/toast';
import { DemoCode, SendCodeButton, useSendCode } from '../verification';
import styles from './Auth.module.css';
import { useNameAvailable } from './api/checkName';
import { type RegisterConfig, useRegister, useRegisterConfig } from './api/register';
import { AuthCard } from './components/AuthCard';
import { FormError } from './components/FormError';
import { useDebouncedValue } from './hooks/useDebouncedValue';
import { useSignIn } from './hooks/useSignIn';
import { type RegisterForm, registerForm } from './schemas';

/** Register (spec section 7: member v4 register): the site parameters decide whether a phone is needed. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.titles.register'));
  const config = useRegisterConfig();

  return (
    <AuthCard
      icon="sparkle"
      title={t('account.register.title')}
      subtitle={t('account.register.subtitle')}
      testId="register-page"
      footer={
        <>
          {t('account.register.hasAccount')}
          <Link to="/login" className={styles.link} data-testid="register-to-login">
            {t('account.register.toLogin')}
          </Link>
        </>
      }
    >
      {config.data ? (
        <RegisterFormView config={config.data} />
      ) : config.isError ? (
        <ErrorState compact onRetry={() => void config.refetch()} />
      ) : (
        <PageSpinner label={t('account.register.loadingConfig')} />
      )}
    </AuthCard>
  );
}

function RegisterFormView({ config }: { config: RegisterConfig }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const registerCall = useRegister();
  const code = useSendCode();
  const [formError, setFormError] = useState<string | null>(null);
  // The codes of the link that brought the visitor; the invite code may still be edited.
  const [entryCodes] = useState(readEntryCodes);
  const resolver = useMemo(
    () => zodResolver(registerForm(config.needsPhone, config.profile)),
    [config.needsPhone, config.profile],
  );
  const needsBirthDate = config.profile.dateOfBirthRequired;
  const {
    register,
    handleSubmit,
    watch,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver,
    defaultValues: {
      name: '',
      password: '',
      confirmPassword: '',
      inviteCode: entryCodes.inviteCode ?? '',
      adult: false,
      phone: '',
      code: '',
      birthDate: '',
    },
  });

  const typedName = watch('name').trim();
  const name = useDebouncedValue(typedName);
  const availability = useNameAvailable(name);
  const nameHint = nameStatus(typedName, name, availability.isFetching, availability.data, t);

  const handleSendCode = async () => {
    if (!(await trigger('phone'))) return;
    try {
      await code.send({ channel: 1, target: getValues('phone').trim(), purpose: 'register' });
    } catch (error) {
      if (isApiError(error) && !error.handled) setError('phone', { message: error.message });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (availability.data === false && name === values.name.trim()) {
      setError('name', { message: t('account.register.taken') });
      return;
    }
    const inviteCode = values.inviteCode.trim();
    try {
      const result = await registerCall.mutateAsync({
        name: values.name.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        adult: true,
        deviceId: deviceId(),
        ...(inviteCode ? { inviteCode } : {}),
        ...(entryCodes.recommendCode ? { recommendCode: entryCodes.recommendCode } : {}),
        ...(config.needsPhone ? { phone: values.phone.trim(), code: values.code.trim() } : {}),
        ...(needsBirthDate ? { birthDate: values.birthDate.trim() } : {}),
      });
      notify(t('account.register.welcome', { name: result.member.name }));
      signIn(result, '/app/home');
    } catch (error) {
      if (isApiError(error) && !error.handled) setFormError(error.message);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={onSubmit} noValidate data-testid="register-form">
      <TextField
        label={t('account.fields.username')}
        placeholder={t('account.fields.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        error={errors.name?.message}
        hint={nameHint.text}
        hintTone={nameHint.tone}
        data-testid="register-name"
        {...register('name')}
      />
      <PasswordField
        label={t('account.fields.password')}
        placeholder={t('account.fields.newPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={12}
        error={errors.password?.message}
        data-testid="register-password"
        {...register('password')}
      />
      <PasswordField
        label={t('account.fields.confirmPassword')}
        placeholder={t('account.fields.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={12}
        error={errors.confirmPassword?.message}
        data-testid="register-confirm"
        {...register('confirmPassword')}
      />
      {config.needsPhone && (
        <>
          <TextField
            label={t('account.fields.phone')}
            placeholder={t('account.fields.phonePlaceholder')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={12}
            error={errors.phone?.message}
            data-testid="register-phone"
            {...register('phone')}
          />
          <TextField
            label={t('account.fields.code')}
            placeholder={t('account.fields.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errors.code?.message}
            hint={<DemoCode code={code.demoCode} />}
            data-testid="register-code"
            adornment={
              <SendCodeButton
                seconds={code.seconds}
                pending={code.pending}
                sent={code.sent}
                onClick={() => void handleSendCode()}
              />
            }
            {...register('code')}
          />
        </>
      )}
      {needsBirthDate && (
        <TextField
          label={t('account.fields.birthDate')}
          type="date"
          autoComplete="bday"
          hint={t('account.fields.birthDateHint')}
          error={errors.birthDate?.message}
          data-testid="register-birth-date"
          {...register('birthDate')}
        />
      )}
      <TextField
        label={t('account.fields.inviteCode')}
        placeholder={t('account.fields.inviteCodePlaceholder')}
        autoComplete="off"
        maxLength={32}
        error={errors.inviteCode?.message}
        data-testid="register-invite"
        {...register('inviteCode')}
      />
      <div className={styles.check}>
        <label className={styles.checkLabel}>
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={errors.adult ? true : undefined}
            aria-describedby={errors.adult ? 'register-adult-error' : undefined}
            data-testid="register-adult"
            {...register('adult')}
          />
          <span>
            {t('account.register.adult')}
            <Link to="/app/terms" target="_blank" rel="noopener" className={styles.link} data-testid="register-rules">
              {t('account.register.rules')}
            </Link>
          </span>
        </label>
        {errors.adult && (
          <p id="register-adult-error" className={fieldStyles.error} role="alert">
            {errors.adult.message}
          </p>
        )}
      </div>
      <FormError message={formError} />
      <SubmitButton busy={registerCall.isPending} block data-testid="register-submit">
        {registerCall.isPending ? t('account.register.submitting') : t('account.register.submit')}
      </SubmitButton>
    </form>
  );
}

/** The line under the username: checking, free or taken (only for a well-formed name). */
function nameStatus(
  typed: string,
  checked: string,
  fetching: boolean,
  available: boolean | undefined,
  t: (key: string) => string,
): { text: string; tone: HintTone } {
  if (!isUsername(typed)) return { text: t('account.fields.usernameHint'), tone: 'muted' };
  // Still typing, or the answer for this name is on its way.
  if (typed !== checked || (fetching && available === undefined)) {
    return { text: t('account.register.checking'), tone: 'muted' };
  }
  if (available === true) return { text: t('account.register.available'), tone: 'success' };
  if (available === false) return { text: t('account.register.taken'), tone: 'danger' };
  return { text: t('account.fields.usernameHint'), tone: 'muted' };
}
