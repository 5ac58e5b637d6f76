import { banks, MAX_BANK_CARDS } from '@courtside/contract';
import { groupInFours, isCardNumber } from '@courtside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import surface from '../../../ui/Surface.module.css';
import { SelectField, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useMemberProfile } from '../../member';
import { type BankCard, useBanks, useCards, useDeleteCard, useInsertCard } from '../api/cards';
import { type CardFormOutput, type CardFormValues, cardForm } from '../forms';
import styles from '../Payment.module.css';
import { LimitHead, SecretConfirm } from './SecretConfirm';

function AddCardForm({ holder, onDone }: { holder: string; onDone: () => void }) {
  const { t } = useTranslation();
  const bankList = useBanks();
  const insert = useInsertCard();
  const form = useForm<CardFormValues, unknown, CardFormOutput>({
    resolver: zodResolver(cardForm),
    defaultValues: { bankCode: '', cardNumber: '' },
  });
  const { errors } = form.formState;
  const digits = (useWatch({ control: form.control, name: 'cardNumber' }) ?? '').replace(/\s+/g, '');
  // Instant feedback once the number is long enough to be a card: the domain's Luhn check.
  const feedback = digits.length >= 12 ? (isCardNumber(digits) ? 'valid' : 'invalid') : null;
  const options = bankList.data ?? banks;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await insert.mutateAsync(values);
      notify(t('payment.cards.cardAdded'));
      onDone();
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="card-form">
      <SelectField
        label={t('payment.cards.bank')}
        error={errors.bankCode?.message}
        data-testid="card-bank"
        {...form.register('bankCode')}
      >
        <option value="" disabled>
          {t('payment.cards.chooseBank')}
        </option>
        {options.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <Controller
        control={form.control}
        name="cardNumber"
        render={({ field }) => (
          <TextField
            label={t('payment.cards.cardNumber')}
            placeholder={t('payment.cards.cardNumberPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            // Typed digits are grouped in fours as the card shows them; the schema strips the spaces.
            onChange={(event) => field.onChange(groupInFours(event.target.value.replace(/\D/g, '').slice(0, 19)))}
            error={errors.cardNumber?.message}
            hint={feedback && t(feedback === 'valid' ? 'payment.cards.cardValid' : 'payment.cards.cardInvalid')}
            hintTone={feedback === 'valid' ? 'success' : feedback === 'invalid' ? 'danger' : 'muted'}
            data-testid="card-number"
          />
        )}
      />
      <TextField
        label={t('payment.cards.holder')}
        value={holder}
        readOnly
        hint={t('payment.cards.holderHint')}
        data-testid="card-holder"
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={insert.isPending} data-testid="card-submit">
          {t('payment.cards.submitCard')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The member's bank cards: masked, at most three, added in the bound real name, deleted with the withdrawal password. */
export function BankCardsPanel() {
  const { t } = useTranslation();
  const cards = useCards();
  const profile = useMemberProfile();
  const remove = useDeleteCard();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BankCard | null>(null);
  const count = cards.data?.length ?? 0;
  const full = count >= MAX_BANK_CARDS;

  return (
    <section className={surface.card} data-testid="cards-panel">
      <LimitHead
        title={t('payment.cards.bankTitle')}
        count={count}
        max={MAX_BANK_CARDS}
        text={t('payment.cards.bankText', { max: MAX_BANK_CARDS })}
      />
      {cards.isPending ? (
        <Skeleton className={surface.skeletonRow} />
      ) : cards.isError ? (
        <ErrorState compact title={t('payment.cards.loadFailed')} onRetry={() => cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <EmptyState compact icon="card" title={t('payment.cards.bankEmpty')} testId="cards-empty" />
      ) : (
        <ul className={styles.list}>
          {cards.data.map((card) => (
            <li key={card.id} className={styles.bankCard} data-testid="bank-card">
              <span className={styles.bankCardText}>
                <span className={styles.bankCardName}>{card.bankName}</span>
                <span className={styles.bankCardNumber} data-testid="bank-card-number">
                  {groupInFours(card.cardNumber)}
                </span>
                <span className={styles.bankCardMeta}>{card.holderName}</span>
              </span>
              <Button variant="secondary" size="sm" onClick={() => setDeleting(card)} data-testid="card-delete">
                {t('payment.cards.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <Note data-testid="cards-full">
          <Icon name="help" />
          {t('payment.cards.limitReached', { max: MAX_BANK_CARDS })}
        </Note>
      ) : profile.data && !profile.data.realNameBound ? (
        <Note tone="warning" data-testid="cards-need-real-name">
          <Icon name="shield" />
          <span>
            {t('payment.cards.needRealName')} <Link to="/app/member/verify">{t('payment.cards.goVerify')}</Link>
          </span>
        </Note>
      ) : adding && profile.data ? (
        <AddCardForm holder={profile.data.realName} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outline" block onClick={() => setAdding(true)} disabled={!profile.data} data-testid="card-add">
          <Icon name="card" />
          {t('payment.cards.addCard')}
        </Button>
      )}
      <SecretConfirm
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('payment.cards.deleteCardTitle')}
        text={
          deleting ? t('payment.cards.deleteCardText', { name: deleting.bankName, number: deleting.cardNumber }) : ''
        }
        confirmLabel={t('payment.cards.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={(withdrawPassword) => remove.mutateAsync({ cardId: deleting?.id ?? 0, withdrawPassword })}
        doneText={t('payment.cards.deleted')}
        testId="card-delete-confirm"
      />
    </section>
  );
}
