import { AVATAR_MAX_BYTES } from '@courtside/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { buttonClass } from '../../../ui/Button';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { mediaSize } from '../../../ui/media';
import { EmptyState, ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { type AvatarItem, useAvatars, useDeleteAvatar, useSelectAvatar } from '../api/avatars';
import { checkAvatarFile, useUploadAvatar } from '../api/uploadAvatar';
import { MemberPageFrame, Panel, PanelsSkeleton } from '../components/MemberPageFrame';
import styles from '../Member.module.css';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

function UploadPanel() {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again after a failure fires change again.
    input.value = '';
    if (!file) return;
    const refused = checkAvatarFile(file);
    setProblem(refused && t(`memberCentre.avatar.problems.${refused}`, { max: MAX_MB }));
    if (refused) return;
    try {
      await upload.mutateAsync(file);
      notify(t('memberCentre.avatar.uploaded'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  };

  return (
    <Panel
      title={t('memberCentre.avatar.uploadTitle')}
      description={t('memberCentre.avatar.uploadText', { max: MAX_MB })}
    >
      <div className={styles.upload}>
        <div className={styles.uploadRow}>
          <label
            htmlFor={`${id}-file`}
            className={buttonClass({ variant: 'outline' })}
            aria-disabled={upload.isPending}
            data-testid="avatar-upload"
          >
            {upload.isPending ? t('memberCentre.avatar.uploading') : t('memberCentre.avatar.choose')}
          </label>
          <input
            id={`${id}-file`}
            className={styles.fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={upload.isPending}
            onChange={handleFile}
            data-testid="avatar-file"
            {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {})}
          />
          {upload.progress !== null && (
            <>
              <div
                className={styles.progress}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.progress}
                aria-label={t('memberCentre.avatar.progress')}
              >
                <div className={styles.progressBar} style={{ width: `${upload.progress}%` }} />
              </div>
              <span className={styles.progressText} data-testid="avatar-progress">
                {t('memberCentre.avatar.percent', { percent: upload.progress })}
              </span>
            </>
          )}
        </div>
        {problem && (
          <p className={fieldStyles.error} id={`${id}-problem`} role="alert" data-testid="avatar-problem">
            {problem}
          </p>
        )}
      </div>
    </Panel>
  );
}

function AvatarGrid({ avatars }: { avatars: AvatarItem[] }) {
  const { t } = useTranslation();
  const select = useSelectAvatar();
  const remove = useDeleteAvatar();
  const [deleting, setDeleting] = useState<AvatarItem | null>(null);

  const handleSelect = async (avatar: AvatarItem) => {
    if (avatar.selected || select.isPending) return;
    try {
      await select.mutateAsync(avatar.id);
      notify(t('memberCentre.avatar.selected'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify(t('memberCentre.avatar.deleted'));
      setDeleting(null);
    } catch (failure) {
      toastUnhandled(failure);
    }
  };

  return (
    <>
      <ul className={styles.avatarGrid} data-testid="avatar-grid">
        {avatars.map((avatar) => (
          <li key={avatar.id} className={styles.avatarTile}>
            <button
              type="button"
              className={[styles.avatarChoice, avatar.selected && styles.avatarSelected].filter(Boolean).join(' ')}
              aria-pressed={avatar.selected}
              aria-label={t(avatar.kind === 'upload' ? 'memberCentre.avatar.ownAlt' : 'memberCentre.avatar.presetAlt', {
                id: avatar.id,
              })}
              disabled={select.isPending}
              onClick={() => handleSelect(avatar)}
              data-testid="avatar-option"
            >
              <img src={avatar.url} alt="" {...mediaSize.avatar} loading="lazy" />
            </button>
            {avatar.selected && <span className={styles.avatarCheck} aria-hidden="true" />}
            {avatar.kind === 'upload' && (
              <button
                type="button"
                className={styles.avatarDelete}
                aria-label={t('memberCentre.avatar.delete')}
                onClick={() => setDeleting(avatar)}
                data-testid="avatar-delete"
              >
                <Icon name="close" />
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('memberCentre.avatar.deleteTitle')}
        confirmLabel={t('memberCentre.avatar.delete')}
        onConfirm={handleDelete}
        busy={remove.isPending}
        testId="avatar-delete-confirm"
      >
        <p>{t(deleting?.selected ? 'memberCentre.avatar.deleteSelectedText' : 'memberCentre.avatar.deleteText')}</p>
      </ConfirmModal>
    </>
  );
}

/** Pick a preset or an own picture, upload a new one with progress, delete own uploads. */
export function AvatarPage() {
  const { t } = useTranslation();
  const avatars = useAvatars();
  return (
    <MemberPageFrame title={t('memberCentre.pages.avatar')} testId="member-avatar">
      <Panel title={t('memberCentre.avatar.chooseTitle')} description={t('memberCentre.avatar.chooseText')}>
        {avatars.isPending ? (
          <PanelsSkeleton count={1} />
        ) : avatars.isError ? (
          <ErrorState compact onRetry={() => avatars.refetch()} />
        ) : avatars.data.length === 0 ? (
          <EmptyState compact icon="user" title={t('memberCentre.avatar.empty')} />
        ) : (
          <AvatarGrid avatars={avatars.data} />
        )}
      </Panel>
      <UploadPanel />
    </MemberPageFrame>
  );
}
