import { realNameBindRequest } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { Badge, Note } from '../../../ui/Badge';
import { buttonClass } from '../../../ui/Button';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { ErrorState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useMemberProfile, useUserInfoBindMutation } from '../api/profile';
import { useBindRealName, useBindSteps, useRealName, useUsdtSelection } from '../api/verify';
import { ContactBindForm } from '../components/ContactBindForm';
import { MemberPageFrame, Panel, PanelsSkeleton } from '../components/MemberPageFrame';
import styles from '../Member.module.css';

function StepsPanel() {
  const { t } = useTranslation();
  const steps = useBindSteps();
  return (
    <Panel title={t('memberCentre.verify.stepsTitle')} description={t('memberCentre.verify.stepsText')}>
      {steps.isPending ? (
        <PanelsSkeleton count={1} />
      ) : steps.isError ? (
        <ErrorState compact onRetry={() => steps.refetch()} />
      ) : (
        <ol className={styles.steps} data-testid="bind-steps">
          {steps.data.map((step, index) => (
            <li key={step.step} className={styles.step} data-testid={`bind-step-${step.step}`}>
              <span className={[styles.stepMark, step.done && styles.stepDone].filter(Boolean).join(' ')}>
                {index + 1}
              </span>
              <span className={styles.stepText}>
                <p className={styles.stepLabel}>{t(`memberCentre.verify.steps.${step.step}`)}</p>
                <p className={styles.stepHint}>{t(`memberCentre.verify.stepHints.${step.step}`)}</p>
              </span>
              <Badge tone={step.done ? 'success' : step.required ? 'warning' : 'neutral'}>
                {t(
                  step.done
                    ? 'memberCentre.verify.done'
                    : step.required
                      ? 'memberCentre.verify.required'
                      : 'memberCentre.verify.optional',
                )}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function RealNameForm() {
  const { t } = useTranslation();
  const bind = useBindRealName();
  const form = useForm({ resolver: zodResolver(realNameBindRequest), defaultValues: { realName: '' } });
  const error = form.formState.errors.realName;

  const handleSubmit = form.handleSubmit(async ({ realName }) => {
    try {
      await bind.mutateAsync(realName);
      notify(t('memberCentre.verify.realNameDone'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="real-name-form">
      <Note tone="warning">
        <Icon name="alert" />
        {t('memberCentre.verify.realNameWarning')}
      </Note>
      <TextField
        label={t('memberCentre.verify.realName')}
        autoComplete="name"
        maxLength={48}
        placeholder={t('memberCentre.verify.realNamePlaceholder')}
        error={error?.message}
        hint={t('memberCentre.verify.realNameRule')}
        data-testid="real-name-input"
        {...form.register('realName')}
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={bind.isPending} data-testid="real-name-submit">
          {t('memberCentre.verify.realNameSubmit')}
        </SubmitButton>
      </div>
    </form>
  );
}

function RealNamePanel() {
  const { t } = useTranslation();
  const realName = useRealName();
  return (
    <Panel title={t('memberCentre.verify.realNameTitle')} testId="real-name-panel">
      {realName.isPending ? (
        <PanelsSkeleton count={1} />
      ) : realName.isError ? (
        <ErrorState compact onRetry={() => realName.refetch()} />
      ) : realName.data.bound ? (
        <>
          <div className={styles.rows}>
            <div className={styles.row}>
              <span className={styles.rowLabel}>{t('memberCentre.verify.realName')}</span>
              <span className={styles.rowValue} data-testid="real-name-value">
                {realName.data.realName}
              </span>
              <Badge tone="success">{t('memberCentre.verify.done')}</Badge>
            </div>
          </div>
          <Note>
            {t('memberCentre.verify.realNameChange')}
            <Link to="/app/member/modify">{t('memberCentre.pages.modify')}</Link>
          </Note>
        </>
      ) : (
        <RealNameForm />
      )}
    </Panel>
  );
}

function PhonePanel() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  const bind = useUserInfoBindMutation();
  return (
    <Panel title={t('memberCentre.verify.phoneTitle')} description={t('memberCentre.verify.phoneText')}>
      {profile.isPending ? (
        <PanelsSkeleton count={1} />
      ) : profile.isError ? (
        <ErrorState compact onRetry={() => profile.refetch()} />
      ) : profile.data.phoneBound ? (
        <div className={styles.rows}>
          <div className={styles.row}>
            <span className={styles.rowLabel}>{t('memberCentre.bind.phone')}</span>
            <span className={styles.rowValue} data-testid="verify-phone-value">
              {profile.data.phone}
            </span>
            <Badge tone="success">{t('memberCentre.bind.bound')}</Badge>
          </div>
        </div>
      ) : (
        <ContactBindForm channel={1} bind={bind} onDone={() => notify(t('memberCentre.bind.phoneDone'))} />
      )}
    </Panel>
  );
}

function UsdtPanel() {
  const { t } = useTranslation();
  const usdt = useUsdtSelection();
  // The cards page refuses a USDT address while the site's whitelist leaves the member out; this
  // panel says the same instead of sending them there to bind one.
  const closed = usdt.data ? !usdt.data.bound && !usdt.data.allowed : false;
  return (
    <Panel title={t('memberCentre.verify.usdtTitle')} testId="usdt-panel">
      {usdt.isPending ? (
        <PanelsSkeleton count={1} />
      ) : usdt.isError ? (
        <ErrorState compact onRetry={() => usdt.refetch()} />
      ) : (
        <>
          <div className={styles.rows}>
            <div className={styles.row}>
              <span className={styles.rowLabel}>{t('memberCentre.verify.usdtStatus')}</span>
              <span className={styles.rowValue} data-testid="usdt-value">
                {usdt.data.bound
                  ? t('memberCentre.verify.usdtCount', { count: usdt.data.addresses })
                  : closed
                    ? t('memberCentre.verify.usdtNotAllowed')
                    : t('memberCentre.bind.notBound')}
              </span>
              <Badge>{t(usdt.data.required ? 'memberCentre.verify.required' : 'memberCentre.verify.optional')}</Badge>
            </div>
          </div>
          <Note>
            <Icon name="help" />
            {t(closed ? 'memberCentre.verify.usdtNotAllowedNote' : 'memberCentre.verify.usdtNote')}
          </Note>
          {closed ? (
            <Link to="/cs" className={buttonClass({ variant: 'secondary', size: 'sm' })} data-testid="usdt-contact">
              <Icon name="headset" />
              {t('memberCentre.verify.usdtContact')}
            </Link>
          ) : (
            <Link
              to="/app/cards"
              className={buttonClass({ variant: usdt.data.bound ? 'secondary' : 'primary', size: 'sm' })}
              data-testid="usdt-manage"
            >
              <Icon name="card" />
              {t(usdt.data.bound ? 'memberCentre.verify.usdtManage' : 'memberCentre.verify.usdtBind')}
            </Link>
          )}
        </>
      )}
    </Panel>
  );
}

/** The binding steps before a withdrawal: real name, phone, and the USDT addresses bound on the cards page. */
export function VerifyPage() {
  const { t } = useTranslation();
  return (
    <MemberPageFrame title={t('memberCentre.pages.verify')} testId="member-verify">
      <StepsPanel />
      <RealNamePanel />
      <PhonePanel />
      <UsdtPanel />
    </MemberPageFrame>
  );
}
