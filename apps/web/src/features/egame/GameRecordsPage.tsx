import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { useTranslation } from '../../i18n';
import { formatTime } from '../../shared/formatTime';
import { usePageTitle } from '../../shared/usePageTitle';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { type GameRecord, RECORDS_PAGE_SIZE, useGameRecords } from './api/records';
import styles from './GameRecordsPage.module.css';

/** The house sportsbook: its bets are written into the same records (the venue's tab shows them). */
const HOUSE_BOOK_VENUE = 'OBTY';

interface RecordDetail {
  kind?: string;
  bet?: string;
  win?: string;
  spins?: unknown[];
  hand?: number;
  result?: { outcome: string; playerTotal: number; bankerTotal: number };
  typeName?: string;
  legs?: { home: string; away: string; market: string; outcome: string; odds: number }[];
}

const detailOf = (record: GameRecord): RecordDetail | null => {
  try {
    return JSON.parse(record.detail) as RecordDetail;
  } catch {
    return null;
  }
};

/** A sportsbook bet is named by its type (single, n-fold parlay, builder); a casino round by its game. */
const titleOf = (record: GameRecord): string => {
  const detail = detailOf(record);
  return detail?.kind === 'sportsbook' && detail.typeName ? detail.typeName : record.gameName;
};

/** A short account of a round from the provider's detail (slot spins, a baccarat hand, a bet's legs). */
function useDetailText() {
  const { t } = useTranslation();
  return (record: GameRecord): string => {
    const detail = detailOf(record);
    if (detail) {
      if (detail.kind === 'slot') {
        return t('casino.records.slotDetail', { bet: detail.bet, spins: detail.spins?.length ?? 1, win: detail.win });
      }
      if (detail.kind === 'baccarat' && detail.result) {
        const o = detail.result.outcome;
        return t('casino.records.baccaratDetail', {
          hand: (detail.hand ?? 0) + 1,
          result: t(
            o === 'player'
              ? 'casino.baccarat.playerWins'
              : o === 'banker'
                ? 'casino.baccarat.bankerWins'
                : 'casino.baccarat.tieResult',
          ),
          player: detail.result.playerTotal,
          banker: detail.result.bankerTotal,
        });
      }
      if (detail.kind === 'sportsbook' && detail.legs) {
        return detail.legs
          .map((leg) =>
            t('casino.records.sportsLeg', {
              match: `${leg.home} vs ${leg.away}`,
              market: leg.market,
              outcome: leg.outcome,
              odds: (leg.odds / 1000).toFixed(2),
            }),
          )
          .join(t('casino.records.legJoin'));
      }
    }
    // Anything else is not ours to read: the record's own numbers still stand.
    return '';
  };
}

/** The member's game records of every venue (spec: game records), per venue with totals. */
export function GameRecordsPage() {
  const { t } = useTranslation();
  usePageTitle(t('casino.records.title'));
  const navigate = useNavigate();
  const [venueCode, setVenueCode] = useState('');
  const [page, setPage] = useState(1);
  const venues = useQuery({ queryKey: ['venues'], queryFn: () => api.venue.list({}) });
  const records = useGameRecords(venueCode, page);
  const detailText = useDetailText();
  const tabs = [
    { code: '', name: t('casino.records.all') },
    ...(venues.data ?? [])
      .filter((v) => v.kind === 'egame' || v.kind === 'live' || v.venueCode === HOUSE_BOOK_VENUE)
      .map((v) => ({ code: v.venueCode, name: v.venueName })),
  ];
  const data = records.data;
  return (
    <div className={styles.page} data-testid="game-records">
      <PageHeader title={t('casino.records.title')} onBack={() => navigate(-1)} backLabel={t('common.back')} />
      <div className={styles.tabs} role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.code}
            type="button"
            role="tab"
            aria-selected={venueCode === tab.code}
            className={[styles.tab, venueCode === tab.code && styles.tabOn].filter(Boolean).join(' ')}
            onClick={() => {
              setVenueCode(tab.code);
              setPage(1);
            }}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {records.isError ? (
        <ErrorState description={t('common.errorText')} onRetry={() => void records.refetch()} />
      ) : !data ? (
        <Skeleton className={styles.skeleton} />
      ) : data.total === 0 ? (
        <EmptyState
          icon="game"
          title={t('casino.records.empty')}
          description={t('casino.records.emptyText')}
          testId="game-records-empty"
        />
      ) : (
        <>
          <dl className={styles.totals} data-testid="game-records-totals">
            <div>
              <dt>{t('casino.records.stake')}</dt>
              <dd>¥{data.stake}</dd>
            </div>
            <div>
              <dt>{t('casino.records.validTurnover')}</dt>
              <dd>¥{data.validTurnover}</dd>
            </div>
            <div>
              <dt>{t('casino.records.winLoss')}</dt>
              <dd className={data.winLoss.startsWith('-') ? styles.loss : styles.gain}>¥{data.winLoss}</dd>
            </div>
          </dl>
          <ul className={styles.list}>
            {data.list.map((r) => (
              <li key={r.id} className={styles.record} data-testid="game-record">
                <div className={styles.head}>
                  <strong>{titleOf(r)}</strong>
                  <span>{r.venueName}</span>
                  <time>{formatTime(r.settledAt)}</time>
                </div>
                <div className={styles.numbers}>
                  <span>
                    {t('casino.records.stake')} ¥{r.stake}
                  </span>
                  <span>
                    {t('casino.records.validTurnover')} ¥{r.validTurnover}
                  </span>
                  <span className={r.winLoss.startsWith('-') ? styles.loss : styles.gain}>
                    {t('casino.records.winLoss')} ¥{r.winLoss}
                  </span>
                </div>
                <p className={styles.detail}>
                  {detailText(r)} · {t('casino.records.betId')} {r.betId} ·{' '}
                  <Link to={`/app/egame/verify?round=${encodeURIComponent(r.betId)}`} data-testid="game-record-verify">
                    {t('casino.verify.openVerify')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={RECORDS_PAGE_SIZE}
            total={data.total}
            busy={records.isFetching}
            onPage={setPage}
            label={t('casino.records.title')}
            testId="game-records"
          />
        </>
      )}
    </div>
  );
}
