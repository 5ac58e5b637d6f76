import {
  changePasswordRequest,
  withdrawPasswordResetRequest,
  withdrawPasswordSetRequest,
  withdrawPasswordUpdateRequest,
} from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { formatTime } from '../../../shared/formatTime';
import { Badge, Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Segmented } from '../../../ui/Choice';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { ErrorState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import { PasswordField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import {
  type SessionItem,
  useChangePassword,
  useLogoutOthers,
  usePasswordCheck,
  useResetWithdrawPassword,
  useSessions,
  useSetWithdrawPassword,
  useUpdateWithdrawPassword,
  useWithdrawPasswordStatus,
} from '../api/security';
import { MemberPageFrame, Panel, PanelsSkeleton } from '../components/MemberPageFrame';
import styles from '../Member.module.css';

function LoginPasswordPanel() {
  const { t } = useTranslation();
  const check = usePasswordCheck();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await change.mutateAsync(request);
      form.reset();
      notify(t('memberCentre.security.passwordChanged'), 4000);
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  const changedAt = check.data?.changedAt;
  return (
    <Panel
      title={t('memberCentre.security.passwordTitle')}
      description={
        check.data &&
        (changedAt
          ? t('memberCentre.security.changedAt', { time: formatTime(changedAt) })
          : t('memberCentre.security.neverChanged'))
      }
      testId="login-password-panel"
    >
      {check.data?.weak && (
        <Note tone="warning" role="alert" data-testid="weak-password">
          <Icon name="alert" />
          {t('memberCentre.security.weak')}
        </Note>
      )}
      <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate>
        <PasswordField
          label={t('memberCentre.security.oldPassword')}
          placeholder={t('memberCentre.security.oldPasswordPlaceholder')}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          data-testid="password-old"
          {...form.register('oldPassword')}
        />
        <div className={fieldStyles.grid}>
          <PasswordField
            label={t('memberCentre.security.newPassword')}
            placeholder={t('memberCentre.security.newPasswordPlaceholder')}
            autoComplete="new-password"
            error={errors.password?.message}
            data-testid="password-new"
            {...form.register('password')}
          />
          <PasswordField
            label={t('memberCentre.security.confirmPassword')}
            placeholder={t('memberCentre.security.confirmPlaceholder')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            data-testid="password-confirm"
            {...form.register('confirmPassword')}
          />
        </div>
        <p className={fieldStyles.hint}>{t('memberCentre.security.passwordRule')}</p>
        <div className={fieldStyles.actions}>
          <SubmitButton busy={change.isPending} data-testid="password-submit">
            {t('memberCentre.security.changePassword')}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

/** What the server read from the browser at login ("Chrome · Windows"); the device id means nothing to a member. */
const deviceName = (session: Pick<SessionItem, 'browser' | 'os'>, unknown: string) =>
  [session.browser, session.os].filter(Boolean).join(' · ') || unknown;

function DevicesPanel() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const logoutOthers = useLogoutOthers();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((item) => !item.current).length ?? 0;

  const handleConfirm = async () => {
    try {
      const { revoked } = await logoutOthers.mutateAsync();
      notify(t('memberCentre.security.revoked', { count: revoked }));
      setConfirming(false);
    } catch (failure) {
      toastUnhandled(failure);
    }
  };

  return (
    <Panel
      title={t('memberCentre.security.devicesTitle')}
      description={t('memberCentre.security.devicesText')}
      testId="devices-panel"
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={others === 0 || logoutOthers.isPending}
          onClick={() => setConfirming(true)}
          data-testid="logout-others"
        >
          {t('memberCentre.security.logoutOthers')}
        </Button>
      }
    >
      {sessions.isPending ? (
        <PanelsSkeleton count={1} />
      ) : sessions.isError ? (
        <ErrorState compact onRetry={() => sessions.refetch()} />
      ) : (
        <ul className={styles.list} data-testid="device-list">
          {sessions.data.map((item) => (
            <li key={item.id} className={styles.item} data-testid="device-item">
              <div className={styles.itemHead}>
                <span className={styles.itemTitle}>{deviceName(item, t('memberCentre.security.unknownDevice'))}</span>
                {item.current && <Badge tone="success">{t('memberCentre.security.current')}</Badge>}
              </div>
              <p className={styles.itemMeta}>
                {t('memberCentre.security.deviceMeta', {
                  ip: item.ip,
                  created: formatTime(item.createdAt),
                  seen: formatTime(item.lastSeenAt),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('memberCentre.security.logoutOthers')}
        confirmLabel={t('memberCentre.security.logoutOthersConfirm')}
        onConfirm={handleConfirm}
        busy={logoutOthers.isPending}
        testId="logout-others-confirm"
      >
        <p>{t('memberCentre.security.logoutOthersText', { count: others })}</p>
      </ConfirmModal>
    </Panel>
  );
}

interface FieldBinding {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The new password and its confirmation, shared by the set, update and reset forms. */
function NewWithdrawFields({ password, confirm }: { password: FieldBinding; confirm: FieldBinding }) {
  const { t } = useTranslation();
  return (
    <div className={fieldStyles.grid}>
      <PasswordField
        label={t('memberCentre.withdraw.password')}
        placeholder={t('memberCentre.withdraw.passwordPlaceholder')}
        autoComplete="new-password"
        digits
        error={password.error}
        data-testid="withdraw-password-input"
        {...password.registration}
      />
      <PasswordField
        label={t('memberCentre.withdraw.confirm')}
        placeholder={t('memberCentre.withdraw.confirmPlaceholder')}
        autoComplete="new-password"
        digits
        error={confirm.error}
        data-testid="withdraw-password-confirm"
        {...confirm.registration}
      />
    </div>
  );
}

function WithdrawSetForm() {
  const { t } = useTranslation();
  const set = useSetWithdrawPassword();
  const form = useForm({
    resolver: zodResolver(withdrawPasswordSetRequest),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await set.mutateAsync(request);
      notify(t('memberCentre.withdraw.setDone'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="withdraw-set-form">
      <NewWithdrawFields
        password={{ registration: form.register('password'), error: errors.password?.message }}
        confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={set.isPending} data-testid="withdraw-password-submit">
          {t('memberCentre.withdraw.set')}
        </SubmitButton>
      </div>
    </form>
  );
}

function WithdrawUpdateForm() {
  const { t } = useTranslation();
  const update = useUpdateWithdrawPassword();
  const form = useForm({
    resolver: zodResolver(withdrawPasswordUpdateRequest),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await update.mutateAsync(request);
      form.reset();
      notify(t('memberCentre.withdraw.updateDone'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="withdraw-update-form">
      <PasswordField
        label={t('memberCentre.withdraw.old')}
        placeholder={t('memberCentre.withdraw.oldPlaceholder')}
        autoComplete="off"
        digits
        error={errors.oldPassword?.message}
        data-testid="withdraw-password-old"
        {...form.register('oldPassword')}
      />
      <NewWithdrawFields
        password={{ registration: form.register('password'), error: errors.password?.message }}
        confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={update.isPending} data-testid="withdraw-password-submit">
          {t('memberCentre.withdraw.update')}
        </SubmitButton>
      </div>
    </form>
  );
}

function WithdrawResetForm() {
  const { t } = useTranslation();
  const reset = useResetWithdrawPassword();
  const form = useForm({
    resolver: zodResolver(withdrawPasswordResetRequest),
    defaultValues: { loginPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await reset.mutateAsync(request);
      form.reset();
      notify(t('memberCentre.withdraw.resetDone'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="withdraw-reset-form">
      <Note>
        <Icon name="help" />
        {t('memberCentre.withdraw.resetText')}
      </Note>
      <PasswordField
        label={t('memberCentre.withdraw.loginPassword')}
        placeholder={t('memberCentre.withdraw.loginPasswordPlaceholder')}
        autoComplete="current-password"
        error={errors.loginPassword?.message}
        data-testid="withdraw-login-password"
        {...form.register('loginPassword')}
      />
      <NewWithdrawFields
        password={{ registration: form.register('password'), error: errors.password?.message }}
        confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={reset.isPending} data-testid="withdraw-password-submit">
          {t('memberCentre.withdraw.reset')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function WithdrawPasswordPanel() {
  const { t } = useTranslation();
  const status = useWithdrawPasswordStatus();
  const [mode, setMode] = useState<'update' | 'reset'>('update');

  return (
    <Panel
      title={t('memberCentre.withdraw.title')}
      description={t('memberCentre.withdraw.text')}
      testId="withdraw-password-panel"
      actions={
        status.data && (
          <Badge tone={status.data.isSet ? 'success' : 'warning'}>
            {t(status.data.isSet ? 'memberCentre.withdraw.isSet' : 'memberCentre.withdraw.notSet')}
          </Badge>
        )
      }
    >
      {status.isPending ? (
        <PanelsSkeleton count={1} />
      ) : status.isError ? (
        <ErrorState compact onRetry={() => status.refetch()} />
      ) : !status.data.isSet ? (
        <WithdrawSetForm />
      ) : (
        <>
          <Segmented
            options={(['update', 'reset'] as const).map((value) => ({
              value,
              label: t(`memberCentre.withdraw.modes.${value}`),
            }))}
            value={mode}
            onChange={setMode}
            label={t('memberCentre.withdraw.title')}
            testId="withdraw-mode"
          />
          {mode === 'update' ? <WithdrawUpdateForm /> : <WithdrawResetForm />}
        </>
      )}
    </Panel>
  );
}

/** Login password (with the weak warning), signed-in devices, and the withdrawal password. */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <MemberPageFrame title={t('memberCentre.pages.security')} testId="member-security">
      <LoginPasswordPanel />
      <DevicesPanel />
      <WithdrawPasswordPanel />
    </MemberPageFrame>
  );
}
