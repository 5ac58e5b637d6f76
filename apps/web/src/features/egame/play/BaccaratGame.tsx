import { fromMinorUnits } from '@courtside/domain';
import { type BaccaratBetKind, beadPlate, bigRoad, ROAD_ROWS, seedCommitment } from '@courtside/domain/casino';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { newRequestId } from '../../../shared/requestId';
import { Button } from '../../../ui/Button';
import { notify } from '../../../ui/toast';
import { type BaccaratTableState, provider } from '../api/provider';
import styles from './BaccaratGame.module.css';

const CHIPS_MINOR = [1000n, 5000n, 10_000n, 50_000n];
const AREAS: readonly { kind: BaccaratBetKind; pays: string }[] = [
  { kind: 'playerPair', pays: '11' },
  { kind: 'tie', pays: '8' },
  { kind: 'bankerPair', pays: '11' },
  { kind: 'player', pays: '1' },
  { kind: 'banker', pays: '0.95' },
];
const SUITS: Record<string, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };
const RANKS: Record<string, string> = { T: '10' };
const POLL_MS = 1000;

function Card({ code }: { code: string }) {
  const suit = code[1] ?? '';
  return (
    <span className={[styles.card, (suit === 'H' || suit === 'D') && styles.red].filter(Boolean).join(' ')}>
      {RANKS[code[0] ?? ''] ?? code[0]}
      {SUITS[suit]}
    </span>
  );
}

function useSecondsLeft(state: BaccaratTableState | undefined, fetchedAt: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  if (!state) return 0;
  const serverNow = state.serverNow + (now - fetchedAt);
  return Math.max(0, Math.ceil((state.closesAt - serverNow) / 1000) - 1);
}

/**
 * A baccarat table at the provider: one shoe and one hand timer for every player, bets on the hand
 * now open, the last hand's cards, and the 珠盘路 and 大路 of the shoe so far.
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
  const [stagedFor, setStagedFor] = useState<{ hand: number; bets: Partial<Record<BaccaratBetKind, bigint>> }>({
    hand: -1,
    bets: {},
  });
  const [chip, setChip] = useState(CHIPS_MINOR[0] ?? 1000n);
  const [sending, setSending] = useState(false);
  const table = useQuery({
    queryKey: ['egame', 'table', token],
    queryFn: () => provider.table(token),
    refetchInterval: POLL_MS,
  });
  const state = table.data;
  const secondsLeft = useSecondsLeft(state, table.dataUpdatedAt);
  useEffect(() => {
    if (state) onBalance(state.balance);
  }, [state, onBalance]);
  const hand = state?.hand ?? 0;
  const staged = stagedFor.hand === hand ? stagedFor.bets : {};
  const setStaged = (bets: Partial<Record<BaccaratBetKind, bigint>>) => setStagedFor({ hand, bets });

  if (!state) return null;
  const last = state.dealt[state.dealt.length - 1];
  const beads = beadPlate(state.dealt);
  const road = bigRoad(state.dealt);
  const stagedTotal = Object.values(staged).reduce((sum, v) => sum + (v ?? 0n), 0n);
  const label = (kind: BaccaratBetKind) => t(`casino.baccarat.${kind}`);
  const outcomeText = (o: string) =>
    o === 'player'
      ? t('casino.baccarat.playerWins')
      : o === 'banker'
        ? t('casino.baccarat.bankerWins')
        : t('casino.baccarat.tieResult');
  const previousOk = state.previousShoe
    ? seedCommitment(state.previousShoe.shoeSeed) === state.previousShoe.shoeSeedHash
    : null;

  const confirm = async () => {
    setSending(true);
    try {
      const bets = Object.fromEntries(Object.entries(staged).map(([k, v]) => [k, fromMinorUnits(v ?? 0n)]));
      const next = await provider.bet({ token, roundId: newRequestId(), hand: state.hand, bets });
      table.refetch();
      onBalance(next.balance);
      notify(t('casino.baccarat.placed', { amount: fromMinorUnits(stagedTotal) }));
      setStaged({});
    } catch {
      // The transport has shown why (closed hand, balance).
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.table} data-testid="baccarat-game">
      <div className={styles.top}>
        <div className={styles.dealer} role="img" aria-label={t('casino.baccarat.dealer')}>
          <span className={styles.dealerHead} />
          <span className={styles.dealerBody} />
        </div>
        <div className={styles.status}>
          <span>
            {t('casino.baccarat.shoe', { shoe: state.shoeNo })} · {t('casino.baccarat.hand', { hand: state.hand + 1 })}
          </span>
          <strong data-testid="baccarat-countdown">
            {secondsLeft > 0 ? t('casino.baccarat.betting', { seconds: secondsLeft }) : t('casino.baccarat.dealing')}
          </strong>
        </div>
      </div>
      {last && (
        <div className={styles.last} key={last.hand} data-testid="baccarat-last">
          <span className={styles.lastTitle}>
            {t('casino.baccarat.lastHand')} · {outcomeText(last.outcome)}
          </span>
          <div className={styles.hands}>
            <div className={styles.side}>
              <span>
                {t('casino.baccarat.player')} {t('casino.baccarat.total', { points: last.playerTotal })}
              </span>
              <div className={styles.cards}>
                {last.player.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity (eight decks repeat codes).
                  <Card key={i} code={c} />
                ))}
              </div>
            </div>
            <div className={styles.side}>
              <span>
                {t('casino.baccarat.banker')} {t('casino.baccarat.total', { points: last.bankerTotal })}
              </span>
              <div className={styles.cards}>
                {last.banker.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity (eight decks repeat codes).
                  <Card key={i} code={c} />
                ))}
              </div>
            </div>
          </div>
        </div>
      )}
      <div className={styles.areas}>
        {AREAS.map(({ kind, pays }) => (
          <button
            key={kind}
            type="button"
            className={[styles.area, styles[kind]].filter(Boolean).join(' ')}
            disabled={secondsLeft <= 0}
            onClick={() => setStaged({ ...staged, [kind]: (staged[kind] ?? 0n) + chip })}
            data-testid={`baccarat-area-${kind}`}
          >
            <span className={styles.areaName}>{label(kind)}</span>
            <span className={styles.areaPays}>{t('casino.baccarat.pays', { pays })}</span>
            {staged[kind] !== undefined && <span className={styles.staged}>¥{fromMinorUnits(staged[kind] ?? 0n)}</span>}
          </button>
        ))}
      </div>
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
        <Button variant="secondary" size="sm" onClick={() => setStaged({})} disabled={stagedTotal === 0n}>
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
      <div className={styles.roads}>
        <section>
          <h2 className={styles.roadTitle}>{t('casino.baccarat.bead')}</h2>
          <div
            className={styles.bead}
            style={{ gridTemplateRows: `repeat(${ROAD_ROWS}, var(--space-6))` }}
            data-testid="baccarat-bead"
          >
            {beads.map((b) => (
              <span
                key={`${b.column}-${b.row}`}
                className={[styles.bead1, styles[b.outcome]].filter(Boolean).join(' ')}
                style={{ gridColumn: b.column + 1, gridRow: b.row + 1 }}
              >
                {b.outcome === 'player'
                  ? t('casino.baccarat.player')
                  : b.outcome === 'banker'
                    ? t('casino.baccarat.banker')
                    : t('casino.baccarat.tie')}
              </span>
            ))}
          </div>
        </section>
        <section>
          <h2 className={styles.roadTitle}>{t('casino.baccarat.bigRoad')}</h2>
          <div
            className={styles.big}
            style={{ gridTemplateRows: `repeat(${ROAD_ROWS}, var(--space-6))` }}
            data-testid="baccarat-bigroad"
          >
            {road.cells.map((c) => (
              <span
                key={`${c.column}-${c.row}`}
                className={[styles.ring, styles[c.outcome]].filter(Boolean).join(' ')}
                style={{ gridColumn: c.column + 1, gridRow: c.row + 1 }}
              >
                {c.ties > 0 ? c.ties : ''}
              </span>
            ))}
          </div>
        </section>
      </div>
      {state.myBets.length > 0 && (
        <section className={styles.mine} data-testid="baccarat-my-bets">
          <h2 className={styles.roadTitle}>{t('casino.baccarat.myBets')}</h2>
          <ul>
            {state.myBets.map((b) => (
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
      )}
      <details className={styles.fair}>
        <summary>{t('casino.baccarat.shoeHash')}</summary>
        <p>{state.shoeSeedHash}</p>
        {state.previousShoe && (
          <p>
            {t('casino.baccarat.previousShoe')}: {state.previousShoe.shoeSeed} ·{' '}
            {previousOk ? t('casino.baccarat.previousVerified') : t('casino.baccarat.previousFailed')} ·{' '}
            <Link
              to={`/app/egame/verify?${new URLSearchParams({ venue: venueCode, table: state.tableCode, shoe: String(state.previousShoe.shoeNo) }).toString()}`}
            >
              {t('casino.verify.openVerifyShoe')}
            </Link>
          </p>
        )}
      </details>
    </div>
  );
}
