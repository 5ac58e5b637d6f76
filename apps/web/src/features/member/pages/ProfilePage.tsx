import { nicknameRequest, updateInfoRequest } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { Badge, Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/Field.module.css';
import { ErrorState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import {
  type MemberProfile,
  type UpdateInfoRequest,
  useBindContactMutation,
  useMemberProfile,
  useNicknameMutation,
  useUpdateInfoMutation,
} from '../api/profile';
import { ContactBindForm } from '../components/ContactBindForm';
import { MemberPageFrame, Panel, PanelsSkeleton } from '../components/MemberPageFrame';
import styles from '../Member.module.css';

const sexes = ['male', 'female', 'unknown'] as const;

function NicknameForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const save = useNicknameMutation();
  const form = useForm({ resolver: zodResolver(nicknameRequest), defaultValues: { nickname: profile.nickname } });
  const error = form.formState.errors.nickname;

  const handleSubmit = form.handleSubmit(async ({ nickname }) => {
    try {
      const saved = await save.mutateAsync(nickname);
      form.reset({ nickname: saved.nickname });
      notify(t('memberCentre.profile.nicknameSaved'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <Panel title={t('memberCentre.profile.nicknameTitle')} description={t('memberCentre.profile.nicknameText')}>
      <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('memberCentre.profile.nickname')}
          maxLength={12}
          autoComplete="nickname"
          placeholder={t('memberCentre.profile.nicknamePlaceholder')}
          error={error?.message}
          data-testid="nickname-input"
          action={
            <SubmitButton busy={save.isPending} size="md" data-testid="nickname-save">
              {t('memberCentre.save')}
            </SubmitButton>
          }
          {...form.register('nickname')}
        />
      </form>
    </Panel>
  );
}

interface InfoValues {
  birthday: string;
  sex: MemberProfile['sex'];
  qq: string;
  wechat: string;
}

/** Only what the member changed is sent; the server leaves absent fields as they are. */
export function changedInfo(profile: MemberProfile, values: InfoValues): UpdateInfoRequest {
  const changes: UpdateInfoRequest = {};
  if (values.birthday && values.birthday !== (profile.birthday ?? '')) changes.birthday = values.birthday;
  if (values.sex !== profile.sex) changes.sex = values.sex;
  if (values.qq.trim() !== profile.qq) changes.qq = values.qq;
  if (values.wechat.trim() !== profile.wechat) changes.wechat = values.wechat;
  return changes;
}

function InfoForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdateInfoMutation();
  const form = useForm<InfoValues>({
    defaultValues: {
      birthday: profile.birthday ?? '',
      sex: profile.sex,
      qq: profile.qq,
      wechat: profile.wechat,
    },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const checked = updateInfoRequest.safeParse(changedInfo(profile, values));
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        const name = field === 'birthday' || field === 'sex' || field === 'qq' || field === 'wechat' ? field : 'root';
        form.setError(name, { message: issue.message });
      }
      return;
    }
    try {
      const saved = await save.mutateAsync(checked.data);
      form.reset({ birthday: saved.birthday ?? '', sex: saved.sex, qq: saved.qq, wechat: saved.wechat });
      notify(t('memberCentre.profile.infoSaved'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <Panel title={t('memberCentre.profile.infoTitle')} description={t('memberCentre.profile.infoText')}>
      <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="profile-info-form">
        <div className={fieldStyles.grid}>
          <TextField
            label={t('memberCentre.profile.birthday')}
            type="date"
            autoComplete="bday"
            error={errors.birthday?.message}
            // Set once (at registration or here); a correction goes through customer service.
            readOnly={profile.birthday !== null}
            hint={profile.birthday !== null ? t('memberCentre.profile.birthdayLocked') : undefined}
            {...form.register('birthday')}
          />
          <div className={fieldStyles.field}>
            <span className={fieldStyles.label} id={`${id}-sex`}>
              {t('memberCentre.profile.sex')}
            </span>
            <div className={styles.options} role="radiogroup" aria-labelledby={`${id}-sex`}>
              {sexes.map((sex) => (
                <label key={sex} className={styles.option}>
                  <input type="radio" value={sex} {...form.register('sex')} />
                  {t(`memberCentre.profile.sexes.${sex}`)}
                </label>
              ))}
            </div>
          </div>
          <TextField
            label={t('memberCentre.profile.qq')}
            inputMode="numeric"
            maxLength={12}
            placeholder={t('memberCentre.profile.qqPlaceholder')}
            error={errors.qq?.message}
            {...form.register('qq')}
          />
          <TextField
            label={t('memberCentre.profile.wechat')}
            maxLength={20}
            placeholder={t('memberCentre.profile.wechatPlaceholder')}
            error={errors.wechat?.message}
            {...form.register('wechat')}
          />
        </div>
        {errors.root && (
          <p className={fieldStyles.error} role="alert">
            {errors.root.message}
          </p>
        )}
        <div className={fieldStyles.actions}>
          <SubmitButton busy={save.isPending} data-testid="profile-info-save">
            {t('memberCentre.save')}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

function ContactPanel({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const bind = useBindContactMutation();
  const [open, setOpen] = useState<1 | 2 | null>(null);
  const rows = [
    { channel: 1 as const, kind: 'phone', bound: profile.phoneBound, value: profile.phone },
    { channel: 2 as const, kind: 'email', bound: profile.emailBound, value: profile.email },
  ];

  return (
    <Panel title={t('memberCentre.profile.contactTitle')} description={t('memberCentre.profile.contactText')}>
      <div className={styles.rows}>
        {rows.map((row) => (
          <div key={row.kind} className={styles.row} data-testid={`contact-${row.kind}`}>
            <span className={styles.rowLabel}>{t(`memberCentre.bind.${row.kind}`)}</span>
            <span className={styles.rowValue}>
              {row.bound ? row.value : <Badge>{t('memberCentre.bind.notBound')}</Badge>}
            </span>
            <span className={styles.rowAction}>
              {row.bound ? (
                <Badge tone="success">{t('memberCentre.bind.bound')}</Badge>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={open === row.channel}
                  onClick={() => setOpen(open === row.channel ? null : row.channel)}
                  data-testid={`contact-${row.kind}-bind`}
                >
                  {open === row.channel ? t('common.cancel') : t('memberCentre.bind.bindAction')}
                </Button>
              )}
            </span>
          </div>
        ))}
      </div>
      {open && (
        <ContactBindForm
          key={open}
          channel={open}
          bind={bind}
          onDone={() => {
            setOpen(null);
            notify(t(open === 1 ? 'memberCentre.bind.phoneDone' : 'memberCentre.bind.emailDone'));
          }}
        />
      )}
      {profile.phoneBound && (
        <Note>
          {t('memberCentre.profile.changePhone')}
          <Link to="/app/member/modify">{t('memberCentre.pages.modify')}</Link>
        </Note>
      )}
    </Panel>
  );
}

/** Nickname, the plain profile fields, and the phone and email bindings. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  return (
    <MemberPageFrame title={t('memberCentre.pages.profile')} testId="member-profile">
      {profile.isPending ? (
        <PanelsSkeleton />
      ) : profile.isError ? (
        <ErrorState onRetry={() => profile.refetch()} />
      ) : (
        <>
          <NicknameForm profile={profile.data} />
          <InfoForm profile={profile.data} />
          <ContactPanel profile={profile.data} />
        </>
      )}
    </MemberPageFrame>
  );
}
