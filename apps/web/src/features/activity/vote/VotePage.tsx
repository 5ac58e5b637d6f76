import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { useMoney } from '../../../shared/money';
import { useSession } from '../../../shared/sessionStore';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { kickoffText } from '../guess/questions';
import { useCastVote, useVoteInfo, type VoteCompetitionView, type VoteInfo } from './api';
import styles from './Vote.module.css';

const PAGE = '/app/activity/vote';
const LOGIN = `/login?fromPage=${encodeURIComponent(PAGE)}`;

type Team = VoteCompetitionView['teams'][number];
interface Pending {
  competition: VoteCompetitionView;
  team: Team;
}

const STATE_TONES: Record<VoteCompetitionView['state'], BadgeTone> = {
  open: 'info',
  closed: 'warning',
  settled: 'success',
  void: 'muted',
};

/** The competition's state and, while it takes votes, when it stops. */
function StateLine({ competition }: { competition: VoteCompetitionView }) {
  const { t } = useTranslation();
  return (
    <p className={styles.muted} data-testid="vote-state">
      <Badge tone={STATE_TONES[competition.state]}>{t(`promo.vote.states.${competition.state}`)}</Badge>{' '}
      {competition.state === 'open'
        ? t('promo.vote.closesAt', { time: kickoffText(competition.closesAt) })
        : t('promo.vote.closedAt', { time: kickoffText(competition.closesAt) })}
      {' · '}
      {t('promo.vote.total', { count: competition.votes })}
    </p>
  );
}

/** The member's own vote and what became of it. */
function Mine({ competition }: { competition: VoteCompetitionView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { mine } = competition;
  if (!mine) return null;
  const team = competition.teams.find((x) => x.key === mine.outcome)?.name ?? mine.outcome;
  return (
    <p className={styles.mine} data-testid="vote-mine" data-state={mine.state}>
      {t(`promo.vote.mine.${mine.state}`, { team, money: money(mine.state === 'won' ? mine.payout : mine.reward) })}
    </p>
  );
}

function TeamRow({
  competition,
  team,
  canVote,
  onPick,
}: {
  competition: VoteCompetitionView;
  team: Team;
  canVote: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const picked = competition.mine?.outcome === team.key;
  const champion = competition.winner === team.key;
  return (
    <li
      className={styles.team}
      data-testid="vote-team"
      data-key={team.key}
      data-picked={picked || undefined}
      data-champion={champion || undefined}
    >
      <span className={styles.teamHead}>
        <span className={styles.teamName}>{team.name}</span>
        {champion ? <Badge tone="success">{t('promo.vote.champion')}</Badge> : null}
        {picked ? <Badge tone="vip">{t('promo.vote.myPick')}</Badge> : null}
        <span className={styles.share} data-testid="vote-share">
          {t('promo.vote.share', { count: team.votes, percent: team.percent })}
        </span>
      </span>
      <span className={styles.teamBar}>
        <span
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={team.percent}
          aria-label={t('promo.vote.shareOf', { team: team.name })}
        >
          <span className={picked ? styles.barMine : styles.barFill} style={{ width: `${team.percent}%` }} />
        </span>
        {canVote ? (
          <Button size="sm" onClick={onPick} data-testid="vote-pick">
            {t('promo.vote.pick')}
          </Button>
        ) : null}
      </span>
    </li>
  );
}

function Competition({
  competition,
  info,
  loggedIn,
  onPick,
}: {
  competition: VoteCompetitionView;
  info: VoteInfo;
  loggedIn: boolean;
  onPick: (team: Team) => void;
}) {
  const { t } = useTranslation();
  const canVote = loggedIn && info.reason === null && competition.state === 'open' && competition.mine === null;
  return (
    <section className={styles.card} data-testid="vote-competition" data-id={competition.id}>
      <h2 className={styles.cardTitle}>{t('promo.vote.question', { league: competition.league })}</h2>
      <StateLine competition={competition} />
      <Mine competition={competition} />
      {!loggedIn && competition.state === 'open' ? (
        <Link to={LOGIN} className={buttonClass({ size: 'sm' })} data-testid="vote-login">
          {t('promo.vote.login')}
        </Link>
      ) : null}
      <ol className={styles.teams}>
        {competition.teams.map((team) => (
          <TeamRow key={team.key} competition={competition} team={team} canVote={canVote} onPick={() => onPick(team)} />
        ))}
      </ol>
    </section>
  );
}

function Rules({ info }: { info: VoteInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!info.rules) return null;
  return (
    <section className={styles.card} data-testid="vote-rules">
      <h2 className={styles.cardTitle}>{t('promo.vote.rulesTitle')}</h2>
      <p className={styles.muted}>
        {t('promo.vote.rules', {
          money: money(info.rules.reward),
          multiplier: info.rules.multiplier,
          days: info.rules.validDays,
        })}
      </p>
    </section>
  );
}

/** The competitions as tabs (one list of teams at a time: each has sixteen), then the one chosen. */
function Board({ info, loggedIn }: { info: VoteInfo; loggedIn: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const cast = useCastVote();
  const [chosen, setChosen] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const competition = info.competitions.find((c) => c.id === chosen) ?? info.competitions[0];
  if (!competition) {
    return <EmptyState icon="trophy" title={t('promo.vote.none')} testId="vote-empty" />;
  }
  const handleConfirm = () => {
    if (!pending) return;
    cast.mutate(
      { competitionId: pending.competition.id, outcome: pending.team.key },
      {
        onSuccess: () => notify(t('promo.vote.castToast', { team: pending.team.name })),
        onError: toastUnhandled,
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('promo.vote.competitions')}>
        {info.competitions.map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={c.id === competition.id}
            aria-label={c.mine ? `${c.league} ${t('promo.vote.voted')}` : undefined}
            className={styles.tab}
            onClick={() => setChosen(c.id)}
            data-testid="vote-tab"
            data-id={c.id}
            data-state={c.state}
            data-voted={c.mine ? 'yes' : 'no'}
          >
            {c.league}
            {/* A past season's competition shares its league's name with the one taking votes now. */}
            {c.state === 'open' ? null : <span className={styles.tabState}>{t(`promo.vote.states.${c.state}`)}</span>}
            {c.mine ? <span className={styles.tabDot} aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
      <Competition
        competition={competition}
        info={info}
        loggedIn={loggedIn}
        onPick={(team) => setPending({ competition, team })}
      />
      <ConfirmModal
        open={pending !== null}
        onOpenChange={(next) => !next && setPending(null)}
        title={t('promo.vote.confirmTitle')}
        confirmLabel={t('promo.vote.confirmOk')}
        onConfirm={handleConfirm}
        busy={cast.isPending}
        testId="vote-confirm"
      >
        {pending ? (
          <>
            <p data-testid="vote-confirm-text">
              {t('promo.vote.confirm', { team: pending.team.name, league: pending.competition.league })}
            </p>
            <p className={styles.muted}>
              {t('promo.vote.confirmNote', { money: money(info.rules?.reward ?? '0.00') })}
            </p>
          </>
        ) : null}
      </ConfirmModal>
    </>
  );
}

/**
 * 冠军投票 (/app/activity/vote): a free vote for the winner of each football competition the feed
 * prices, until its outright closes; every team's share of the votes, the member's own pick, and
 * what a right pick paid once the competition is decided.
 */
export function VotePage() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useVoteInfo(loggedIn);
  return (
    <WalletFrame
      title={info.data?.title ?? t('promo.vote.title')}
      subtitle={info.data?.summary ?? t('promo.vote.subtitle')}
      backTo="/app/activity/carnivalactivity"
      testId="vote-page"
    >
      {info.isPending ? (
        <div className={styles.layout} aria-busy="true" data-testid="vote-loading">
          <Skeleton className={styles.skeleton} />
        </div>
      ) : info.isError ? (
        <ErrorState title={t('promo.vote.loadFailed')} onRetry={() => info.refetch()} testId="vote-error" />
      ) : info.data.reason === 'noOffer' ? (
        <EmptyState
          icon="gift"
          title={t('promo.vote.noOffer')}
          action={
            <Link to="/app/promotions" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              {t('promo.wall.title')}
            </Link>
          }
          testId="vote-no-offer"
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {info.data.reason === 'blacklisted' || info.data.reason === 'rgBlocked' ? (
              <p className={styles.muted} role="status" data-testid="vote-reason">
                {t(`promo.vote.reasons.${info.data.reason}`)}
              </p>
            ) : null}
            <Board info={info.data} loggedIn={loggedIn} />
          </div>
          <div className={styles.side}>
            <Rules info={info.data} />
          </div>
        </div>
      )}
    </WalletFrame>
  );
}
