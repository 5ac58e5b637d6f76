import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../shared/money';
import { useSession } from '../../shared/sessionStore';
import { buttonClass } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { type CarnivalHub, useCarnivalHub } from './api/hub';
import styles from './CarnivalActivityPage.module.css';
import { kickoffText } from './guess/questions';

interface Card {
  key: keyof CarnivalHub;
  to: string;
  icon: IconName;
  title: string;
  /** The member's state in the activity now (a visitor is asked to log in instead). */
  status: string;
  note: string;
}

function HubCard({ card, loggedIn }: { card: Card; loggedIn: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={card.to} className={styles.wheelCard} data-testid={`hub-${card.key}`}>
        <span className={styles.wheelIcon} aria-hidden="true">
          <Icon name={card.icon} />
        </span>
        <span className={styles.wheelText}>
          <span className={styles.wheelTitle}>{card.title}</span>
          <span className={styles.hubStatus} data-testid="hub-status">
            {loggedIn ? card.status : t('activity.hubLogin')}
          </span>
          <span className={styles.note}>{card.note}</span>
        </span>
        <span className={styles.wheelGo}>
          {t('activity.go')}
          <Icon name="chevronRight" />
        </span>
      </Link>
    </li>
  );
}

/**
 * 进行中的活动: one card per running activity with the member's own state in it (spins left, questions
 * answered, this period's lottery entry, stages cleared, competitions voted in, invitees, points), each leading to its page; an activity the operator paused is not shown.
 */
export function CarnivalHubCards() {
  const { t } = useTranslation();
  const money = useMoney();
  const loggedIn = useSession((state) => state.loggedIn);
  const hub = useCarnivalHub(loggedIn);

  if (hub.isPending) return <Skeleton className={styles.calendarSkeleton} />;
  if (hub.isError) return <ErrorState compact onRetry={() => hub.refetch()} />;
  const { wheel, quiz, lottery, barrier, vote, invite, exchange } = hub.data;
  const cards: Card[] = [];
  if (wheel)
    cards.push({
      key: 'wheel',
      to: '/app/activity/wheel',
      icon: 'star',
      title: wheel.title || t('promo.wheel.entry'),
      status: wheel.blocked
        ? t(`activity.wheelBlocked.${wheel.blocked}`)
        : t('activity.wheelLeft', { left: wheel.left, earned: wheel.earned }),
      note: t('activity.wheelEarn', { amount: money(wheel.turnoverPerChance) }),
    });
  if (quiz)
    cards.push({
      key: 'quiz',
      to: '/app/activity/guess',
      icon: 'trophy',
      title: quiz.title || t('promo.guess.entry'),
      status:
        quiz.open > 0 ? t('activity.quizOpen', { open: quiz.open, answered: quiz.answered }) : t('activity.quizNone'),
      note: quiz.buffCardsLeft > 0 ? t('activity.quizBuff', { count: quiz.buffCardsLeft }) : t('promo.guess.entryText'),
    });
  if (lottery)
    cards.push({
      key: 'lottery',
      to: '/app/activity/lottery',
      icon: 'sports',
      title: lottery.title || t('promo.lottery.title'),
      status: lottery.current
        ? t(lottery.current.entered ? 'activity.lotteryEntered' : 'activity.lotteryOpen', {
            issue: lottery.current.issue,
            matches: lottery.current.matches,
          })
        : t('activity.lotteryNone'),
      note: lottery.current
        ? t('promo.lottery.closesAt', { time: kickoffText(lottery.current.closesAt) })
        : t('promo.lottery.subtitle'),
    });
  if (barrier)
    cards.push({
      key: 'barrier',
      to: '/app/activity/barrier',
      icon: 'trophy',
      title: barrier.title || t('promo.barrier.title'),
      status: t('activity.barrierDone', {
        cleared: barrier.cleared,
        stages: barrier.stages,
        money: money(barrier.turnover),
      }),
      note:
        barrier.claimable > 0
          ? t('activity.barrierClaimable', { count: barrier.claimable })
          : t('activity.barrierText'),
    });
  if (vote)
    cards.push({
      key: 'vote',
      to: '/app/activity/vote',
      icon: 'crown',
      title: vote.title || t('promo.vote.title'),
      status: t('activity.voteDone', { open: vote.open, voted: vote.voted }),
      note: t('activity.voteText'),
    });
  if (invite)
    cards.push({
      key: 'invite',
      to: '/app/invite',
      icon: 'gift',
      title: invite.title || t('promo.invite.title'),
      status: t('activity.inviteDone', { count: invite.invitees, money: money(invite.rewardTotal) }),
      note: t('activity.inviteText'),
    });
  if (exchange)
    cards.push({
      key: 'exchange',
      to: '/app/score/exchange',
      icon: 'crown',
      title: t('promo.score.exchange.title'),
      status: t('activity.exchangePoints', exchange),
      note: t('activity.exchangeText'),
    });
  if (cards.length === 0)
    return (
      <EmptyState
        compact
        title={t('activity.hubEmpty')}
        action={
          <Link to="/app/promotions" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
            {t('promo.wall.title')}
          </Link>
        }
        testId="hub-empty"
      />
    );
  return (
    <ul className={styles.hub} data-testid="carnival-hub">
      {cards.map((card) => (
        <HubCard key={card.key} card={card} loggedIn={loggedIn} />
      ))}
    </ul>
  );
}
