import { modifyAddRequest, modifySupplementRequest } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { formatTime } from '../../../shared/formatTime';
import { Note } from '../../../ui/Badge';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { EmptyState, ErrorState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextAreaField, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import {
  type ModifyConfig,
  type ModifyRecord,
  useAddModify,
  useModifyConfig,
  useModifyRecords,
  useSupplementModify,
} from '../api/modify';
import { MemberPageFrame, Panel, PanelsSkeleton } from '../components/MemberPageFrame';
import { ModifyStateBadge } from '../components/ModifyStateBadge';
import styles from '../Member.module.css';

function AddForm({ config }: { config: ModifyConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddModify();
  const kinds = config.kinds.filter((kind) => kind.enabled);
  const form = useForm({
    resolver: zodResolver(modifyAddRequest),
    defaultValues: { kind: kinds[0]?.kind ?? 'realName', newValue: '', reason: '' },
  });
  const { errors } = form.formState;
  const chosen = form.watch('kind');
  const note = kinds.find((kind) => kind.kind === chosen)?.note;

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await add.mutateAsync(request);
      form.reset({ kind: request.kind, newValue: '', reason: '' });
      notify(t('memberCentre.modify.added'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  // The server says why a kind is closed (for instance: not bound yet, bind it directly instead).
  const closedNotes = config.kinds
    .filter((kind) => !kind.enabled && kind.note)
    .map((kind) => (
      <Note key={kind.kind} data-testid={`modify-closed-${kind.kind}`}>
        <Icon name="help" />
        {t('memberCentre.modify.closedNote', { kind: t(`memberCentre.modify.kinds.${kind.kind}`), note: kind.note })}
      </Note>
    ));

  if (kinds.length === 0) {
    return (
      <>
        <EmptyState compact icon="wrench" title={t('memberCentre.modify.closed')} testId="modify-closed" />
        {closedNotes}
      </>
    );
  }
  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="modify-form">
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label} id={`${id}-kind`}>
          {t('memberCentre.modify.kind')}
        </span>
        <div className={styles.options} role="radiogroup" aria-labelledby={`${id}-kind`}>
          {kinds.map((kind) => (
            <label key={kind.kind} className={styles.option}>
              <input
                type="radio"
                value={kind.kind}
                data-testid={`modify-kind-${kind.kind}`}
                {...form.register('kind')}
              />
              {t(`memberCentre.modify.kinds.${kind.kind}`)}
            </label>
          ))}
        </div>
        {note && <p className={fieldStyles.hint}>{note}</p>}
      </div>
      {closedNotes}
      <TextField
        label={t(`memberCentre.modify.newValue.${chosen}`)}
        maxLength={48}
        inputMode={chosen === 'phone' ? 'numeric' : undefined}
        placeholder={t(`memberCentre.modify.newValuePlaceholder.${chosen}`)}
        error={errors.newValue?.message}
        data-testid="modify-value"
        {...form.register('newValue')}
      />
      <TextAreaField
        label={t('memberCentre.modify.reason')}
        maxLength={200}
        placeholder={t('memberCentre.modify.reasonPlaceholder')}
        error={errors.reason?.message}
        data-testid="modify-reason"
        {...form.register('reason')}
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={add.isPending} data-testid="modify-submit">
          {t('memberCentre.modify.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

function SupplementForm({ record }: { record: ModifyRecord }) {
  const { t } = useTranslation();
  const supplement = useSupplementModify();
  const form = useForm({
    resolver: zodResolver(modifySupplementRequest),
    defaultValues: { id: record.id, supplement: '' },
  });
  const error = form.formState.errors.supplement;

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await supplement.mutateAsync(request);
      notify(t('memberCentre.modify.supplemented'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="supplement-form">
      <TextAreaField
        label={t('memberCentre.modify.supplement')}
        maxLength={500}
        placeholder={t('memberCentre.modify.supplementPlaceholder')}
        error={error?.message}
        data-testid="supplement-input"
        {...form.register('supplement')}
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={supplement.isPending} size="md" data-testid="supplement-submit">
          {t('memberCentre.modify.supplementSubmit')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function ModifyRecordItem({ record }: { record: ModifyRecord }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-testid="modify-record">
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>
          {t('memberCentre.modify.recordTitle', {
            kind: t(`memberCentre.modify.kinds.${record.kind}`),
            value: record.newValue,
          })}
        </span>
        <ModifyStateBadge state={record.state} />
      </div>
      <p className={styles.itemBody}>{t('memberCentre.modify.recordReason', { reason: record.reason })}</p>
      {record.supplement && (
        <p className={styles.itemBody}>{t('memberCentre.modify.recordSupplement', { text: record.supplement })}</p>
      )}
      {record.reviewNote && (
        <p className={styles.itemBody} data-testid="modify-review-note">
          {t('memberCentre.modify.recordNote', { note: record.reviewNote })}
        </p>
      )}
      <p className={styles.itemMeta}>
        {t('memberCentre.modify.recordTime', {
          created: formatTime(record.createdAt),
          updated: formatTime(record.updatedAt),
        })}
      </p>
      {record.state === 'needMore' && <SupplementForm record={record} />}
    </li>
  );
}

function RecordsPanel() {
  const { t } = useTranslation();
  const records = useModifyRecords();
  return (
    <Panel title={t('memberCentre.modify.recordsTitle')} testId="modify-records">
      {records.isPending ? (
        <PanelsSkeleton count={1} />
      ) : records.isError ? (
        <ErrorState compact onRetry={() => records.refetch()} />
      ) : records.data.length === 0 ? (
        <EmptyState compact icon="clock" title={t('memberCentre.modify.noRecords')} testId="modify-empty" />
      ) : (
        <ul className={styles.list}>
          {records.data.map((record) => (
            <ModifyRecordItem key={record.id} record={record} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Real-name and phone changes go through a review: the request form and the requests so far. */
export function ModifyPage() {
  const { t } = useTranslation();
  const config = useModifyConfig();
  return (
    <MemberPageFrame title={t('memberCentre.pages.modify')} testId="member-modify">
      <Panel
        title={t('memberCentre.modify.addTitle')}
        description={
          config.data && config.data.openRequests > 0
            ? t('memberCentre.modify.open', { count: config.data.openRequests })
            : t('memberCentre.modify.addText')
        }
      >
        {config.isPending ? (
          <PanelsSkeleton count={1} />
        ) : config.isError ? (
          <ErrorState compact onRetry={() => config.refetch()} />
        ) : (
          <AddForm config={config.data} />
        )}
      </Panel>
      <RecordsPanel />
    </MemberPageFrame>
  );
}
