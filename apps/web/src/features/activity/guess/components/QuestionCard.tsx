import { toMinorUnits } from '@courtside/domain';
import { quizPayout } from '@courtside/domain/promotions';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n';
import { toastUnhandled } from '../../../../shared/failure';
import { requireLogin } from '../../../../shared/modals/requireLogin';
import { useMoney } from '../../../../shared/money';
import { useRequestId } from '../../../../shared/useRequestId';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import { notify } from '../../../../ui/toast';
import { useEnterGuess } from '../api/enter';
import type { QuizInfo, QuizQuestionView } from '../api/info';
import styles from '../Guess.module.css';
import { outcomeOf, stateAt } from '../questions';

export interface QuestionCardProps {
  question: QuizQuestionView;
  nowMs: number;
  reason: QuizInfo['reason'];
  buffCardsLeft: number;
  buffFactor: number;
  loginTo: string;
}

/**
 * One question: its options as buttons, the buff card and 提交答案 while it is open and unanswered;
 * afterwards the member's answer marked, and once the match ends the right answer and the result.
 */
export function QuestionCard({ question, nowMs, reason, buffCardsLeft, buffFactor, loginTo }: QuestionCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const enter = useEnterGuess();
  const requestIds = useRequestId();
  const [pick, setPick] = useState<string | null>(null);
  const [buff, setBuff] = useState(false);
  const state = stateAt(question, nowMs);
  const outcome = outcomeOf(question, nowMs);
  const mine = question.mine;
  const answerable = state === 'open' && !mine && reason === null;
  // A visitor may tap an option: the login prompt answers, as everywhere on the site.
  const tappable = state === 'open' && reason === 'notLoggedIn';
  const useBuff = buff && buffCardsLeft > 0;
  // What the question pays this member: with the card they used, or the one they are about to use.
  const doubled = mine ? mine.buff : useBuff;
  const reward = toMinorUnits(question.reward);
  const labelOf = (key: string) => question.options.find((o) => o.key === key)?.label ?? key;

  const handleSubmit = () => {
    if (!pick || enter.isPending) return;
    const entry = { questionId: question.id, pick, buff: useBuff };
    enter.mutate(
      { ...entry, requestId: requestIds.forIntent(`${entry.questionId}:${entry.pick}:${entry.buff}`) },
      {
        onSuccess: (result) => {
          requestIds.settle();
          const label = labelOf(result.question.mine?.pick ?? pick);
          notify(
            t(result.question.mine?.buff ? 'promo.guess.submittedBuff' : 'promo.guess.submitted', { pick: label }),
          );
        },
        onError: (error) => {
          requestIds.settle(error);
          toastUnhandled(error);
        },
      },
    );
  };

  return (
    <li
      className={styles.question}
      data-testid="guess-question"
      data-id={question.id}
      data-kind={question.kind}
      data-state={state}
      data-answer={question.answer ?? ''}
      data-pick={mine?.pick ?? ''}
      data-outcome={outcome}
    >
      <div className={styles.questionHead}>
        <span className={styles.questionTitle}>{t(`promo.guess.kinds.${question.kind}`)}</span>
        <span className={styles.reward}>
          {t('promo.guess.reward', { money: money(quizPayout(reward, doubled, buffFactor)) })}
        </span>
      </div>
      <fieldset
        className={question.kind === 'exactScore' ? `${styles.options} ${styles.scoreGrid}` : styles.options}
        aria-label={question.title}
      >
        {question.options.map((option) => {
          const chosen = mine ? mine.pick === option.key : pick === option.key;
          const right = question.answer === option.key;
          return (
            <button
              key={option.key}
              type="button"
              className={styles.option}
              aria-pressed={chosen}
              data-right={right}
              data-testid="guess-option"
              data-key={option.key}
              disabled={!(answerable || tappable) || enter.isPending}
              onClick={() => (tappable ? requireLogin() : setPick(option.key))}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              {mine && chosen ? <span className={styles.optionTag}>{t('promo.guess.myPick')}</span> : null}
              {right ? <span className={styles.optionTag}>{t('promo.guess.answer')}</span> : null}
            </button>
          );
        })}
      </fieldset>
      <div className={styles.questionFoot}>
        <Outcome
          outcome={outcome}
          payout={mine ? money(mine.payout) : ''}
          buff={mine?.buff ?? false}
          buffFactor={buffFactor}
        />
        <span className={styles.hint}>{t('promo.guess.entries', { count: question.entries })}</span>
      </div>
      {tappable ? (
        <Link to={loginTo} className={styles.loginLink} data-testid="guess-login">
          {t('promo.guess.login')}
          <Icon name="chevronRight" />
        </Link>
      ) : answerable ? (
        <div className={styles.submitRow}>
          <label className={styles.buff} data-testid="guess-buff" data-left={buffCardsLeft}>
            <input
              type="checkbox"
              checked={useBuff}
              disabled={buffCardsLeft <= 0 || enter.isPending}
              onChange={(event) => setBuff(event.target.checked)}
              data-testid="guess-buff-toggle"
            />
            {buffCardsLeft > 0 ? t('promo.guess.useBuff', { count: buffCardsLeft }) : t('promo.guess.noBuff')}
          </label>
          <Button
            size="sm"
            disabled={!pick || enter.isPending}
            onClick={handleSubmit}
            data-testid="guess-submit"
            title={pick ? undefined : t('promo.guess.pickFirst')}
          >
            {enter.isPending ? t('promo.guess.submitting') : t('promo.guess.submit')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The line under the options: what became of the member's answer (or that the question closed). */
function Outcome({
  outcome,
  payout,
  buff,
  buffFactor,
}: {
  outcome: ReturnType<typeof outcomeOf>;
  payout: string;
  buff: boolean;
  buffFactor: number;
}) {
  const { t } = useTranslation();
  const badge = buff ? (
    <Badge tone="vip" data-testid="guess-buff-used">
      {t('promo.guess.buffBadge', { factor: buffFactor })}
    </Badge>
  ) : null;
  switch (outcome) {
    case 'none':
      return <span className={styles.hint}>{t('promo.guess.free')}</span>;
    case 'missed':
      return <span className={styles.hint}>{t('promo.guess.closedNoPick')}</span>;
    case 'waiting':
      return (
        <span className={styles.outcome} data-testid="guess-outcome">
          <Badge tone="info">{t('promo.guess.pending')}</Badge>
          {badge}
        </span>
      );
    case 'closed':
      return (
        <span className={styles.outcome} data-testid="guess-outcome">
          <Badge tone="muted">{t('promo.guess.closed')}</Badge>
          {badge}
        </span>
      );
    case 'won':
      return (
        <span className={styles.outcome} data-testid="guess-outcome">
          <Badge tone="success" data-testid="guess-won">
            {t('promo.guess.won', { money: payout })}
          </Badge>
          {badge}
        </span>
      );
    case 'wonUnpaid':
      return (
        <span className={styles.outcome} data-testid="guess-outcome">
          <Badge tone="warning">{t('promo.guess.wonNoPay')}</Badge>
        </span>
      );
    case 'lost':
      return (
        <span className={styles.outcome} data-testid="guess-outcome">
          <Badge tone="muted" data-testid="guess-lost">
            {t('promo.guess.lost')}
          </Badge>
          {badge}
        </span>
      );
    case 'void':
      return (
        <span className={styles.outcome} data-testid="guess-outcome" title={t('promo.guess.voidHint')}>
          <Badge tone="muted">{t('promo.guess.void')}</Badge>
        </span>
      );
  }
}
