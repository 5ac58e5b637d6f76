import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { useMoney } from '../../../shared/money';
import { newRequestId } from '../../../shared/requestId';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { notify } from '../../../ui/toast';
import { kickoffText } from '../guess/questions';
import { type LotteryCardView, type LotteryInfo, useEnterLottery } from './api';
import styles from './Lottery.module.css';

const PICKS = ['home', 'draw', 'away'] as const;

/** What became of the member's entry, or why they cannot enter, under the matches. */
function Footer({
  card,
  info,
  loginTo,
  picked,
}: {
  card: LotteryCardView;
  info: LotteryInfo;
  loginTo: string;
  picked: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const mine = card.mine;
  if (mine?.state === 'won')
    return (
      <p className={styles.won} data-testid="lottery-outcome" data-outcome="won">
        {t('promo.lottery.right', { right: mine.right, total: card.matches.length })} ·{' '}
        {mine.grantId === null ? t('promo.lottery.wonNoPay') : t('promo.lottery.won', { money: money(mine.payout) })}
      </p>
    );
  if (mine?.state === 'lost')
    return (
      <p className={styles.muted} data-testid="lottery-outcome" data-outcome="lost">
        {t('promo.lottery.right', { right: mine.right, total: card.matches.length })} · {t('promo.lottery.lost')}
      </p>
    );
  if (mine)
    return (
      <Badge tone="info" className={styles.pending} data-testid="lottery-outcome" data-outcome="pending">
        {t('promo.lottery.pending')}
      </Badge>
    );
  if (card.state !== 'open')
    return (
      <p className={styles.muted} data-testid="lottery-outcome" data-outcome="missed">
        {t('promo.lottery.closedNoPick')}
      </p>
    );
  if (info.reason === 'notLoggedIn')
    return (
      <Link to={loginTo} className={buttonClass({ block: true, size: 'lg' })} data-testid="lottery-login">
        {t('promo.lottery.login')}
      </Link>
    );
  if (info.reason === 'blacklisted' || info.reason === 'rgBlocked')
    return <p className={styles.muted}>{t(`promo.lottery.reasons.${info.reason}`)}</p>;
  return <p className={styles.muted}>{t('promo.lottery.chosen', { count: picked, total: card.matches.length })}</p>;
}

/**
 * One card (期): its matches with 主胜 / 平 / 客胜 each, picked until the first kickoff and sent together;
 * once entered, the member's picks with the results as the feed decides them, and the prize at the end.
 */
export function LotteryCard({ card, info, loginTo }: { card: LotteryCardView; info: LotteryInfo; loginTo: string }) {
  const { t } = useTranslation();
  const enter = useEnterLottery();
  const [picks, setPicks] = useState<Record<number, string>>({});
  const [requestId] = useState(newRequestId);
  const mine = card.mine;
  const answerable = card.state === 'open' && !mine && info.reason === null;
  const picked = card.matches.filter((m) => picks[m.matchId]).length;

  const submit = () =>
    enter.mutate(
      { cardId: card.id, picks: card.matches.map((m) => ({ matchId: m.matchId, pick: picks[m.matchId]! })), requestId },
      { onSuccess: () => notify(t('promo.lottery.submitted', { issue: card.issue })), onError: toastUnhandled },
    );

  return (
    <section className={styles.card} data-testid="lottery-card" data-card-id={card.id} data-state={card.state}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          {t('promo.lottery.issue', { issue: card.issue })}
          <Badge tone={card.state === 'open' ? 'info' : card.state === 'closed' ? 'warning' : 'neutral'}>
            {t(`promo.lottery.states.${card.state}`)}
          </Badge>
        </h2>
        <span className={styles.muted}>
          {t('promo.lottery.closesAt', { time: kickoffText(card.closesAt) })} ·{' '}
          {t('promo.lottery.entries', { count: card.entries })}
        </span>
      </div>
      <ol className={styles.matches}>
        {card.matches.map((m) => {
          const chosen = mine ? mine.picks[String(m.matchId)] : picks[m.matchId];
          return (
            <li
              key={m.matchId}
              className={styles.match}
              data-testid="lottery-match"
              data-match-id={m.matchId}
              data-kickoff={m.kickoffAt}
            >
              <div className={styles.matchHead}>
                <span className={styles.teams}>
                  {m.home} <span className={styles.vs}>vs</span> {m.away}
                </span>
                <span className={styles.muted}>
                  {t('promo.lottery.kickoff', { league: m.league, time: kickoffText(m.kickoffAt) })}
                </span>
              </div>
              <fieldset className={styles.options} aria-label={`${m.home} vs ${m.away}`}>
                {PICKS.map((pick) => (
                  <button
                    key={pick}
                    type="button"
                    className={styles.option}
                    aria-pressed={chosen === pick}
                    data-right={m.result === pick || m.result === 'void'}
                    data-testid="lottery-pick"
                    data-key={pick}
                    disabled={!answerable || enter.isPending}
                    onClick={() => setPicks((now) => ({ ...now, [m.matchId]: pick }))}
                  >
                    {t(`promo.lottery.picks.${pick}`)}
                  </button>
                ))}
              </fieldset>
              {m.result ? (
                <span className={styles.result} data-testid="lottery-result" data-result={m.result}>
                  {t('promo.lottery.result', {
                    result: m.result === 'void' ? t('promo.lottery.void') : t(`promo.lottery.picks.${m.result}`),
                  })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Footer card={card} info={info} loginTo={loginTo} picked={picked} />
      {answerable ? (
        <Button
          block
          size="lg"
          onClick={submit}
          disabled={picked < card.matches.length || enter.isPending}
          data-testid="lottery-submit"
        >
          {enter.isPending ? t('promo.lottery.submitting') : t('promo.lottery.submit')}
        </Button>
      ) : null}
    </section>
  );
}
