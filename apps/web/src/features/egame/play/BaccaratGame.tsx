import { fromMinorUnits } from '@courtside/domain';
import { type BaccaratBetKind, seedCommitment } from '@courtside/domain/casino';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { newRequestId } from '../../../shared/requestId';
import { Button } from '../../../ui/Button';
import { type BaccaratTableState, provider } from '../api/provider';
import styles from './BaccaratGame.module.css';
import { BaccaratRoads } from './BaccaratRoads';
import { BaccaratTable } from './BaccaratTable';

const CHIPS_MINOR = [1000n, 5000n, 10_000n, 50_000n];
const POLL_MS = 1000;
/** Chips placed on a hand stay on the felt while its cards are dealt, into the next hand's first seconds. */
const PLACED_SHOWN_INTO_NEXT_S = 11;

type Bets = Partial<Record<BaccaratBetKind, bigint>>;

/**
 * Whole seconds left to bet, from the server's clock as of the last poll. It is read four times a
 * second but a render happens only when the second changes (React skips an unchanged state).
 */
function useSecondsLeft(state: BaccaratTableState | undefined, fetchedAt: number): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!state) return;
    const read = () => {
      const serverNow = state.serverNow + (Date.now() - fetchedAt);
      setSeconds(Math.max(0, Math.ceil((state.closesAt - serverNow) / 1000) - 1));
    };
    read();
    const timer = setInterval(read, 250);
    return () => clearInterval(timer);
  }, [state, fetchedAt]);
  return seconds;
}

const sumOf = (bets: Bets) => Object.values(bets).reduce((sum, v) => sum + (v ?? 0n), 0n);
const added = (a: Bets, b: Bets): Bets =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [
      k,
      (a[k as BaccaratBetKind] ?? 0n) + (b[k as BaccaratBetKind] ?? 0n),
    ]),
  );

/**
 * A baccarat table at the provider: one shoe and one hand timer for every player, bets on the hand
 * now open, the last hand dealt on the drawn table, and the 珠盘路 and 大路 of the shoe so far.
 */
export function BaccaratGame({
  token,
  venueCode,
  demo,
  onBalance,
}: {
  token: string;
  venueCode: string;
  /** Demo bets are kept nowhere, so only real ones link to the verify page. */
  demo: boolean;
  onBalance(balance: string): void;
}) {
  const { t } = useTranslation();
  // Chips staged for one hand: a new hand starts with none.
  const [stagedFor, setStagedFor] = useState<{ hand: number; bets: Bets }>({ hand: -1, bets: {} });
  // Chips confirmed on one hand, added up over its bets, for the felt.
  const [placedFor, setPlacedFor] = useState<{ hand: number; bets: Bets }>({ hand: -1, bets: {} });
  const [chip, setChip] = useState(CHIPS_MINOR[0] ?? 1000n);
  const [sending, setSending] = useState(false);
  const table = useQuery({
    queryKey: ['egame', 'table', token],
    queryFn: () => provider.table(token),
    refetchInterval: POLL_MS,
  });
  const state = table.data;
  const secondsLeft = useSecondsLeft(state, table.dataUpdatedAt);
  const balance = state?.balance;
  useEffect(() => {
    if (balance !== undefined) onBalance(balance);
  }, [balance, onBalance]);
  const hand = state?.hand ?? 0;
  const staged = useMemo(() => (stagedFor.hand === hand ? stagedFor.bets : {}), [stagedFor, hand]);
  const last = state?.dealt[state.dealt.length - 1] ?? null;
  const placed = useMemo(
    () =>
      placedFor.hand === hand || (placedFor.hand === last?.hand && secondsLeft >= PLACED_SHOWN_INTO_NEXT_S)
        ? placedFor.bets
        : {},
    [placedFor, hand, last, secondsLeft],
  );
  const header = state
    ? `${t('casino.baccarat.shoe', { shoe: state.shoeNo })} · ${t('casino.baccarat.hand', { hand: state.hand + 1 })}`
    : '';
  const countdown =
    secondsLeft > 0 ? t('casino.baccarat.betting', { seconds: secondsLeft }) : t('casino.baccarat.dealing');
  const clock = useMemo(() => ({ seconds: secondsLeft, text: countdown, header }), [secondsLeft, countdown, header]);
  const onSpot = useCallback(
    (kind: BaccaratBetKind) =>
      setStagedFor((now) => {
        const bets = now.hand === hand ? now.bets : {};
        return { hand, bets: { ...bets, [kind]: (bets[kind] ?? 0n) + chip } };
      }),
    [hand, chip],
  );

  if (!state) return null;
  const stagedTotal = sumOf(staged);
  const placedThisHand = placedFor.hand === hand ? sumOf(placedFor.bets) : 0n;
  const outcomeText = (o: string) =>
    o === 'player'
      ? t('casino.baccarat.playerWins')
      : o === 'banker'
        ? t('casino.baccarat.bankerWins')
        : t('casino.baccarat.tieResult');

  const confirm = async () => {
    setSending(true);
    try {
      const bets = Object.fromEntries(Object.entries(staged).map(([k, v]) => [k, fromMinorUnits(v ?? 0n)]));
      const next = await provider.bet({ token, roundId: newRequestId(), hand: state.hand, bets });
      table.refetch();
      onBalance(next.balance);
      setPlacedFor((now) => ({ hand: state.hand, bets: added(now.hand === state.hand ? now.bets : {}, staged) }));
      setStagedFor({ hand: state.hand, bets: {} });
    } catch {
      // The transport has shown why (closed hand, balance).
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.table} data-testid="baccarat-game">
      <BaccaratTable last={last} clock={clock} open={secondsLeft > 0} placed={placed} staged={staged} onSpot={onSpot} />
      {last && (
        <p className={styles.hidden} data-testid="baccarat-last" data-hand={last.hand}>
          {t('casino.baccarat.lastHand')} · {outcomeText(last.outcome)} · {t('casino.baccarat.player')}{' '}
          {last.player.join(' ')} {t('casino.baccarat.total', { points: last.playerTotal })} ·{' '}
          {t('casino.baccarat.banker')} {last.banker.join(' ')}{' '}
          {t('casino.baccarat.total', { points: last.bankerTotal })}
        </p>
      )}
      <div className={styles.controls}>
        <div className={styles.chips}>
          {CHIPS_MINOR.map((c) => (
            <button
              key={String(c)}
              type="button"
              className={[styles.chip, chip === c && styles.chipOn].filter(Boolean).join(' ')}
              aria-label={t('casino.baccarat.chip', { amount: fromMinorUnits(c) })}
              aria-pressed={chip === c}
              onClick={() => setChip(c)}
            >
              {String(c / 100n)}
            </button>
          ))}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setStagedFor({ hand, bets: {} })}
          disabled={stagedTotal === 0n}
        >
          {t('casino.baccarat.clear')}
        </Button>
        <Button
          size="sm"
          onClick={() => void confirm()}
          disabled={stagedTotal === 0n || sending || secondsLeft <= 0}
          data-testid="baccarat-confirm"
        >
          {t('casino.baccarat.confirm')}
        </Button>
      </div>
      {/* The confirmed stake stays in view instead of a toast over the felt. */}
      <p className={styles.placedNote} role="status" data-testid="baccarat-placed">
        {placedThisHand > 0n
          ? t('casino.baccarat.placed', { amount: fromMinorUnits(placedThisHand) })
          : t('casino.baccarat.howToBet')}
      </p>
      <BaccaratRoads dealt={state.dealt} />
      <MyBets bets={state.myBets} demo={demo} />
      <ShoeFairness
        venueCode={venueCode}
        tableCode={state.tableCode}
        hash={state.shoeSeedHash}
        previous={state.previousShoe}
      />
    </div>
  );
}

const MyBets = memo(function MyBets({ bets, demo }: { bets: BaccaratTableState['myBets']; demo: boolean }) {
  const { t } = useTranslation();
  if (bets.length === 0) return null;
  return (
    <section className={styles.mine} data-testid="baccarat-my-bets">
      <h2 className={styles.roadTitle}>{t('casino.baccarat.myBets')}</h2>
      <ul>
        {bets.map((b) => (
          <li key={b.roundId}>
            {t('casino.baccarat.hand', { hand: b.hand + 1 })} · ¥{b.stake} ·{' '}
            {b.status === 'open' || b.payout === null
              ? t('casino.baccarat.open')
              : t('casino.baccarat.payout', { amount: b.payout })}
            {!demo && (
              <>
                {' · '}
                <Link to={`/app/egame/verify?round=${encodeURIComponent(b.roundId)}`}>
                  {t('casino.verify.openVerify')}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The shoe's commitment, and the previous shoe's seed checked against its own (a hash per change, not per poll). */
const ShoeFairness = memo(function ShoeFairness({
  venueCode,
  tableCode,
  hash,
  previous,
}: {
  venueCode: string;
  tableCode: string;
  hash: string;
  previous: BaccaratTableState['previousShoe'];
}) {
  const { t } = useTranslation();
  const previousOk = previous ? seedCommitment(previous.shoeSeed) === previous.shoeSeedHash : null;
  return (
    <details className={styles.fair}>
      <summary>{t('casino.baccarat.shoeHash')}</summary>
      <p>{hash}</p>
      {previous && (
        <p>
          {t('casino.baccarat.previousShoe')}: {previous.shoeSeed} ·{' '}
          {previousOk ? t('casino.baccarat.previousVerified') : t('casino.baccarat.previousFailed')} ·{' '}
          <Link
            to={`/app/egame/verify?${new URLSearchParams({ venue: venueCode, table: tableCode, shoe: String(previous.shoeNo) }).toString()}`}
          >
            {t('casino.verify.openVerifyShoe')}
          </Link>
        </p>
      )}
    </details>
  );
});
