import { dormantData, Errors, type RgLoginRefusal, rgLoginRefusal } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import fieldStyles from '../../ui/Field.module.css';
import { Icon } from '../../ui/Icon';
import { SubmitButton } from '../../ui/SubmitButton';
import { PasswordField, TextField } from '../../ui/TextField';
import { notify } from '../../ui/toast';
import styles from './Auth.module.css';
import { useLogin } from './api/login';
import { AuthCard } from './components/AuthCard';
import { FormError } from './components/FormError';
import { WithdrawOnlyOffer } from './components/WithdrawOnlyOffer';
import { useSignIn } from './hooks/useSignIn';
import { safeFromPage } from './safeFromPage';
import { type LoginForm, loginForm } from './schemas';

/** Login (spec section 2): username and password, back to `fromPage` afterwards. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.login'));
  const [search] = useSearchParams();
  const fromPage = safeFromPage(search.get('fromPage'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  // A login refused for a time-out or self-exclusion: its reason and end date, and a withdraw-only session.
  const [blocked, setBlocked] = useState<{ message: string; refusal: RgLoginRefusal } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(loginForm), defaultValues: { name: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setBlocked(null);
    try {
      const result = await login.mutateAsync({ name: values.name.trim(), password: values.password });
      notify(t('account.login.success'));
      signIn(result, fromPage ?? '/app/home');
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A dormant account is this page's business alone (reaction 'silent'): activation comes next.
      const dormant = error.code === Errors.accountDormant.code ? dormantData.safeParse(error.data) : null;
      if (dormant?.success) {
        void navigate(`/activate?ticket=${encodeURIComponent(dormant.data.ticket)}`);
        return;
      }
      const rgCodes: number[] = [Errors.rgTimedOut.code, Errors.rgSelfExcluded.code, Errors.rgTimeLimitReached.code];
      const refusal = rgCodes.includes(error.code ?? 0) ? rgLoginRefusal.safeParse(error.data) : null;
      if (refusal?.success) {
        setBlocked({ message: error.message, refusal: refusal.data });
        return;
      }
      if (!error.handled) setFormError(error.message);
    }
  });

  return (
    <AuthCard
      icon="user"
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      testId="login-page"
      footer={
        <>
          {t('account.login.noAccount')}
          <Link to="/register" className={styles.link} data-testid="login-to-register">
            {t('account.login.toRegister')}
          </Link>
        </>
      }
    >
      {fromPage && (
        <p className={styles.from} data-testid="login-from">
          <Icon name="compass" />
          {t('login.fromPage', { page: fromPage })}
        </p>
      )}
      <form className={fieldStyles.form} onSubmit={onSubmit} noValidate data-testid="login-form">
        <TextField
          label={t('account.fields.username')}
          placeholder={t('account.fields.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.name?.message}
          data-testid="login-name"
          {...register('name')}
        />
        <PasswordField
          label={t('account.fields.password')}
          placeholder={t('account.fields.passwordPlaceholder')}
          autoComplete="current-password"
          error={errors.password?.message}
          data-testid="login-password"
          {...register('password')}
        />
        <div className={styles.row}>
          <Link to="/forgot-password" className={styles.link} data-testid="login-forgot">
            {t('account.login.forgot')}
          </Link>
        </div>
        <FormError message={formError} />
        {blocked && <WithdrawOnlyOffer message={blocked.message} refusal={blocked.refusal} />}
        <SubmitButton busy={login.isPending} block data-testid="login-submit">
          {login.isPending ? t('account.login.submitting') : t('account.login.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
