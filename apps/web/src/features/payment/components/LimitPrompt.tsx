import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Segmented } from '../../../ui/Choice';
import { Icon } from '../../../ui/Icon';
import surface from '../../../ui/Surface.module.css';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useLimitPromptAnswer } from '../../rg';
import styles from '../Payment.module.css';

const PERIODS = ['day', 'week', 'month'] as const;
type Period = (typeof PERIODS)[number];

/**
 * The deposit-limit prompt at the first deposit (RTS 12A): a free-text amount and a period, or an
 * explicit 暂不设置 that the server records. Either answer is kept, so the member is asked once; the
 * deposit form shows only after it.
 */
export function LimitPrompt() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState<Period>('day');
  const answer = useLimitPromptAnswer();
  const send = (input: { amount: string | null; period: string | null }) =>
    answer.mutate(input, {
      onSuccess: () =>
        notify(input.amount === null ? t('payment.limitPrompt.skipped') : t('payment.limitPrompt.saved')),
    });
  return (
    <section className={surface.card} data-testid="limit-prompt">
      <div className={surface.cardHead}>
        <Icon name="shield" />
        <h2 className={surface.cardTitle}>{t('payment.limitPrompt.title')}</h2>
        {/* RTS 12C: the other controls are one tap away from the deposit page, prompt or not. */}
        <Link to="/app/rg" data-testid="limit-prompt-rg-link">
          {t('nav.rg')}
        </Link>
      </div>
      <p className={surface.cardText}>{t('payment.limitPrompt.text')}</p>
      <form
        className={styles.column}
        onSubmit={(e) => {
          e.preventDefault();
          send({ amount: amount.trim(), period });
        }}
      >
        <Segmented
          label={t('payment.limitPrompt.period')}
          options={PERIODS.map((p) => ({ value: p, label: t(`payment.limitPrompt.periods.${p}`) }))}
          value={period}
          onChange={setPeriod}
          testId="limit-prompt-period"
        />
        <TextField
          label={t('payment.limitPrompt.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('payment.limitPrompt.placeholder')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="limit-prompt-amount"
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={answer.isPending}
            onClick={() => send({ amount: null, period: null })}
            data-testid="limit-prompt-skip"
          >
            {t('payment.limitPrompt.skip')}
          </Button>
          <Button type="submit" disabled={answer.isPending || amount.trim() === ''} data-testid="limit-prompt-save">
            {t('payment.limitPrompt.save')}
          </Button>
        </div>
        <p className={surface.cardText}>{t('payment.limitPrompt.skipHint')}</p>
      </form>
    </section>
  );
}
