import { type BetLegView, type BetsResponse, type BetView, type CashOutQuote, liveRooms } from '@courtside/contract';
import { formatMoney } from '@courtside/domain';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { invalidateMoney } from '../../../shared/balances';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { formatTime } from '../../../shared/formatTime';
import { newRequestId } from '../../../shared/requestId';
import { usePageTitle } from '../../../shared/usePageTitle';
import { Button, buttonClass } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { useSportsLive } from '../api/live';
import { formatOdds, useOddsFormat } from '../api/oddsFormat';
import { betKeys, invalidateBets, recentDays, useBetSummary, useCashOutQuotes, useMyBets } from '../slip/api';
import { applyScore, liveMatchIds } from '../slip/liveScores';
import styles from '../slip/MyBets.module.css';

type Tab = 'open' | 'settled';

/** Singles and parlays can be cashed out; system bets and builders never are (the server says the same). */
const cashOutOffered = (bet: BetView) => bet.kind === 'single' || bet.kind === 'parlay';
const TABS: Tab[] = ['open', 'settled'];

/** 注单: the member's open bets (live scores, cash-out) and settled ones (results per leg). */
export function MyBetsPage() {
  const { t } = useTranslation();
  usePageTitle(t('sports.bets.title'));
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'settled' ? 'settled' : 'open';
  const bets = useMyBets(tab, true);
  const list = bets.data?.pages.flatMap((p) => p.list) ?? [];
  const first = bets.data?.pages[0];
  const cashable =
    tab === 'open' ? list.filter((b) => b.state === 'accepted' && cashOutOffered(b)).map((b) => b.id) : [];
  const quotes = useCashOutQuotes(cashable);
  const quoteOf = (betId: number) => quotes.data?.quotes.find((q) => q.betId === betId);
  const [cashing, setCashing] = useState<{ bet: BetView; quote: CashOutQuote } | null>(null);
  const client = useQueryClient();
  useSportsLive(tab === 'open' ? liveMatchIds(bets.data).map(liveRooms.match) : [], {
    matchState: (push) =>
      client.setQueryData<InfiniteData<BetsResponse>>(betKeys.list('open'), (pages) => applyScore(pages, push)),
    odds: () => {},
  });

  return (
    <div className={styles.page} data-testid="my-bets">
      <PageHeader
        title={t('sports.bets.title')}
        actions={
          <Link to="/app/sports" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            {t('sports.title')}
          </Link>
        }
      />
      <div className={styles.tabs} role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={[styles.tab, tab === name && styles.tabOn].filter(Boolean).join(' ')}
            onClick={() => setSearch({ tab: name }, { replace: true })}
            data-testid={`bets-tab-${name}`}
          >
            {t(`sports.bets.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'settled' && <DailySummary />}
      {first && first.total > 0 && (
        <p className={styles.totals}>
          {t('sports.bets.totals', {
            count: first.total,
            stake: formatMoney(first.totals.stake),
            returned: formatMoney(first.totals.returned),
          })}
        </p>
      )}
      {bets.isPending ? (
        <div className={styles.list} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : bets.isError ? (
        <ErrorState title={t('sports.bets.loadFailed')} onRetry={() => void bets.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('sports.bets.empty')}
          description={t('sports.bets.emptyHint')}
          icon="sports"
          testId="bets-empty"
          action={
            <Link to="/app/sports" className={buttonClass()}>
              {t('sports.bets.toSports')}
            </Link>
          }
        />
      ) : (
        <div className={styles.list}>
          {list.map((bet) => (
            <BetCard key={bet.id} bet={bet} quote={quoteOf(bet.id)} onCashOut={(quote) => setCashing({ bet, quote })} />
          ))}
          {bets.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void bets.fetchNextPage()}
              disabled={bets.isFetchingNextPage}
              data-testid="bets-more"
            >
              {t('sports.bets.more')}
            </Button>
          )}
        </div>
      )}
      {cashing && <CashOutDialog target={cashing} onClose={() => setCashing(null)} />}
    </div>
  );
}

const SUMMARY_DAYS = 7;

/** 近7日汇总: what the member staked, got back and won or lost per day, with the valid turnover. */
function DailySummary() {
  const { t } = useTranslation();
  const [range] = useState(() => recentDays(SUMMARY_DAYS, Date.now()));
  const summary = useBetSummary(range.from, range.to, true);
  const days = summary.data?.days ?? [];
  if (days.length === 0) return null;
  return (
    <section className={styles.summary} aria-labelledby="bets-summary" data-testid="bets-summary">
      <h2 id="bets-summary" className={styles.summaryTitle}>
        {t('sports.bets.summary.title', { count: SUMMARY_DAYS })}
      </h2>
      <table className={styles.summaryTable}>
        <thead>
          <tr>
            {(['date', 'bets', 'stake', 'returned', 'winLoss', 'validTurnover'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`sports.bets.summary.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.date}>
              <td>{day.date.slice(5)}</td>
              <td>{day.bets}</td>
              <td>{formatMoney(day.stake)}</td>
              <td>{formatMoney(day.returned)}</td>
              <td className={day.winLoss.startsWith('-') ? styles.loss : styles.win}>{formatMoney(day.winLoss)}</td>
              <td>{formatMoney(day.validTurnover)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function LegLine({ leg, open }: { leg: BetLegView; open: boolean }) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const live = leg.matchStatus === 'live';
  return (
    <li className={styles.leg} data-testid="bet-leg">
      <div className={styles.legHead}>
        <span className={styles.outcome}>
          {leg.outcomeName} <span className={styles.odds}>@ {formatOdds(leg.odds, format)}</span>
        </span>
        {leg.result ? (
          <span className={styles[`result_${leg.result.replace('-', '')}`]} data-testid="leg-result">
            {t(`sports.bets.results.${leg.result}`)}
          </span>
        ) : (
          open &&
          leg.matchStatus !== 'notStarted' && (
            <span className={live ? styles.scoreLive : styles.score} data-testid="leg-score">
              {leg.score.home}:{leg.score.away}
            </span>
          )
        )}
      </div>
      <div className={styles.meta}>
        {leg.marketName} · {leg.leagueName}
      </div>
      <div className={styles.meta}>
        <Link to={`/app/sports/match/${leg.matchId}`}>
          {leg.home} vs {leg.away}
        </Link>
        {leg.inPlay && ` · ${t('sports.bets.inPlay', { score: leg.scoreAtPlacement })}`}
      </div>
    </li>
  );
}

function BetCard({
  bet,
  quote,
  onCashOut,
}: {
  bet: BetView;
  quote: CashOutQuote | undefined;
  onCashOut: (quote: CashOutQuote) => void;
}) {
  const { t } = useTranslation();
  const open = bet.state === 'pending' || bet.state === 'accepted';
  return (
    <article className={styles.card} data-testid="bet-card" data-state={bet.state} data-bet-id={bet.id}>
      <header className={styles.cardHead}>
        <strong>
          {bet.typeName}
          {bet.freeBet && (
            <span className={styles.freeBet} data-testid="bet-free">
              {t('sports.bets.freeBet')}
            </span>
          )}
        </strong>
        <span className={styles[`state_${bet.state}`]} data-testid="bet-state">
          {t(`sports.bets.states.${bet.state}`)}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <LegLine key={`${leg.marketId}:${leg.outcome}`} leg={leg} open={open} />
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('sports.bets.stake')}</dt>
          <dd>
            {bet.freeBet
              ? t('sports.bets.freeBetStake', { stake: formatMoney(bet.stake) })
              : formatMoney(bet.stake === '0.00' ? bet.unitStake : bet.stake)}
          </dd>
        </div>
        {open ? (
          <div>
            <dt>{t('sports.bets.potential')}</dt>
            <dd>{formatMoney(bet.potentialReturn)}</dd>
          </div>
        ) : (
          <div>
            <dt>{bet.state === 'cashedOut' ? t('sports.bets.cashedOut') : t('sports.bets.returned')}</dt>
            <dd data-testid="bet-returned">
              {formatMoney(bet.state === 'cashedOut' ? bet.cashedOut : (bet.settledReturn ?? '0'))}
            </dd>
          </div>
        )}
        {open && bet.cashedOut !== '0.00' && (
          <div>
            <dt>{t('sports.bets.cashedOut')}</dt>
            <dd>{formatMoney(bet.cashedOut)}</dd>
          </div>
        )}
      </dl>
      {bet.rejectReason && <p className={styles.reason}>{bet.rejectReason}</p>}
      <footer className={styles.cardFoot}>
        <span>{t('sports.bets.betNo', { no: bet.betNo })}</span>
        <span>{t('sports.bets.placedAt', { time: formatTime(bet.placedAt) })}</span>
      </footer>
      {bet.state === 'accepted' && cashOutOffered(bet) && (
        <Button
          variant="accent"
          block
          disabled={!quote?.value}
          onClick={() => quote?.value && onCashOut(quote)}
          data-testid="cash-out"
        >
          {quote?.value ? t('sports.bets.cashOut', { value: formatMoney(quote.value) }) : t('sports.bets.cashOutNone')}
        </Button>
      )}
    </article>
  );
}

function CashOutDialog({ target, onClose }: { target: { bet: BetView; quote: CashOutQuote }; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState(target.quote.value ?? '0');
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(newRequestId);
  const confirm = async () => {
    setBusy(true);
    try {
      const done = await api.sportsbook.cashOut({ requestId, betId: target.bet.id, expectedValue: value });
      notify(t('sports.bets.cashOutDone', { value: formatMoney(done.paid) }));
      onClose();
    } catch (error) {
      const now = isApiError(error) && error.code === 10676 ? (error.data as { value?: string } | null)?.value : null;
      if (now) {
        setValue(now);
        notify(t('sports.bets.cashOutChanged', { value: formatMoney(now) }));
      } else {
        onClose();
      }
    } finally {
      setBusy(false);
      void invalidateBets(client);
      void invalidateMoney(client);
    }
  };
  return (
    <ConfirmModal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('sports.bets.cashOutTitle')}
      confirmLabel={t('sports.bets.cashOutConfirm')}
      onConfirm={() => void confirm()}
      busy={busy}
      testId="cash-out-dialog"
    >
      <p>{t('sports.bets.cashOutText', { value: formatMoney(value) })}</p>
    </ConfirmModal>
  );
}
