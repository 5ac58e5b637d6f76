import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import {
  evaluateSpin,
  findSlot,
  type SlotPosition,
  type SlotSpinResult,
  STATED_RTP_PERCENT,
  verifySlotRound,
} from '@courtside/domain/casino';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { whilePlayHeld } from '../../../shared/playHold';
import { newRequestId } from '../../../shared/requestId';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { notify } from '../../../ui/toast';
import { type ProviderSession, provider, type SlotSpinReply } from '../api/provider';
import styles from './SlotGame.module.css';
import { SlotPaytable } from './SlotPaytable';
import type { SlotReels } from './slotPixi';
import { setSoundOn, slotSound, soundOn } from './slotSound';

const BETS_MINOR = [100n, 200n, 500n, 1000n, 2000n, 5000n, 10_000n];
/** Autoplay: how many spins, and the net loss (minor units) at which it stops; null: no stop-loss. */
export const AUTO_COUNTS = [10, 25, 50, 100] as const;
export const STOP_LOSSES_MINOR = [null, 5_000n, 10_000n, 50_000n, 100_000n] as const;

/**
 * Runs `count` spins one after another; stops early when a spin is refused (it answers null), when
 * the member stops it, or when the net loss since the start reaches `stopLoss`. Before each spin it
 * waits while play is held (a reality check is open, RTS 13B). Answers the net result and why it
 * ended. Pure of React, so its rules are tested on their own.
 */
export async function autoplay(
  count: number,
  stopLoss: bigint | null,
  spinOnce: () => Promise<{ bet: string; win: string } | null>,
  onProgress: (left: number, net: bigint) => void,
  stopped: () => boolean,
  held: () => Promise<void> = whilePlayHeld,
): Promise<{ net: bigint; done: number; reason: 'count' | 'stopLoss' | 'refused' | 'stopped' }> {
  let net = 0n;
  for (let done = 0; done < count; done++) {
    await held();
    if (stopped()) return { net, done, reason: 'stopped' };
    onProgress(count - done, net);
    const reply = await spinOnce();
    if (!reply) return { net, done, reason: 'refused' };
    net += toMinorUnits(reply.win) - toMinorUnits(reply.bet);
    if (stopLoss !== null && -net >= stopLoss) return { net, done: done + 1, reason: 'stopLoss' };
  }
  return { net, done: count, reason: 'count' };
}
const WIN_SHOW_MS = 900;
const randomSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The verify page for the last round: a real round by its id (the provider keeps it); a demo round,
 * which is kept nowhere, with its seeds typed in for the member.
 */
const verifyLink = (demo: boolean, gameCode: string, reply: SlotSpinReply): string => {
  if (!demo) return `/app/egame/verify?round=${encodeURIComponent(reply.roundId)}`;
  const params = new URLSearchParams({
    game: gameCode,
    serverSeed: reply.serverSeed,
    hash: reply.serverSeedHash,
    clientSeed: reply.clientSeed,
    nonce: String(reply.spins[0]?.nonce ?? 0),
    bet: reply.bet,
  });
  return `/app/egame/verify?${params.toString()}`;
};

interface Shown {
  result: SlotSpinResult;
  free: { done: number; total: number } | null;
}

/** A 5x3 slot from packages/domain, its rounds played at the provider and replayed on the reels here. */
export function SlotGame({
  token,
  gameCode,
  session,
  onBalance,
}: {
  token: string;
  gameCode: string;
  session: ProviderSession;
  onBalance(balance: string): void;
}) {
  const { t } = useTranslation();
  const def = useMemo(() => findSlot(gameCode), [gameCode]);
  const stage = useRef<HTMLDivElement>(null);
  const reels = useRef<SlotReels | null>(null);
  const bets = useMemo(() => (def ? BETS_MINOR.filter((b) => b % BigInt(def.betUnits) === 0n) : []), [def]);
  const [betIndex, setBetIndex] = useState(2);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [reelsFailed, setReelsFailed] = useState(false);
  const [last, setLast] = useState<{ reply: SlotSpinReply; verified: boolean } | null>(null);
  const [nextHash, setNextHash] = useState(session.serverSeedHash);
  const [clientSeed] = useState(randomSeed);
  const [paytable, setPaytable] = useState(false);
  const [sound, setSound] = useState(soundOn);
  const [autoOpen, setAutoOpen] = useState(false);
  const [autoCount, setAutoCount] = useState<number>(AUTO_COUNTS[0]);
  const [stopLoss, setStopLoss] = useState<bigint | null>(STOP_LOSSES_MINOR[2]);
  const [auto, setAuto] = useState<{ left: number; net: bigint } | null>(null);
  const [autoNet, setAutoNet] = useState<bigint | null>(null);
  const stopAuto = useRef(false);
  const bet = bets[Math.min(betIndex, bets.length - 1)] ?? 100n;
  // Leaving the game stops an autoplay between spins.
  useEffect(
    () => () => {
      stopAuto.current = true;
    },
    [],
  );

  useEffect(() => {
    const host = stage.current;
    if (!def || !host) return;
    // A canvas of its own per mount: a WebGL context given up by a destroyed renderer is not reused.
    const canvas = document.createElement('canvas');
    canvas.className = styles.canvas ?? '';
    canvas.dataset.testid = 'slot-canvas';
    host.append(canvas);
    let alive = true;
    let drawn: SlotReels | null = null;
    const onResize = () => drawn?.resize();
    // PixiJS is its own chunk, fetched only when a slot opens.
    void import('./slotPixi')
      .then(({ SlotReels: Reels }) => Reels.create(canvas, def, session.art))
      .then((made) => {
        if (!alive) return made.destroy();
        drawn = made;
        reels.current = made;
        made.show([0, 0, 0, 0, 0]);
      })
      .catch(() => {
        if (alive) setReelsFailed(true);
      });
    window.addEventListener('resize', onResize);
    return () => {
      alive = false;
      window.removeEventListener('resize', onResize);
      drawn?.destroy();
      reels.current = null;
      canvas.remove();
    };
  }, [def, session.art]);

  if (!def) return null;
  const lengths = def.reels.map((r) => r.length);
  const rtp = STATED_RTP_PERCENT[def.id];

  const spin = async (): Promise<SlotSpinReply | null> => {
    setSpinning(true);
    try {
      const reply = await provider.spin({ token, roundId: newRequestId(), bet: fromMinorUnits(bet), clientSeed });
      const total = reply.spins.filter((s) => s.freeSpin).length;
      let done = 0;
      for (const s of reply.spins) {
        const result = evaluateSpin(def, s.stops, bet, { freeSpin: s.freeSpin });
        if (s.freeSpin) done += 1;
        slotSound.spin();
        await reels.current?.spinTo(s.stops);
        slotSound.land(4);
        const positions: SlotPosition[] = [
          ...result.wins.flatMap((w) => w.positions),
          ...(result.scatter?.positions ?? []),
        ];
        reels.current?.show(s.stops, positions);
        setShown({ result, free: total > 0 ? { done, total } : null });
        if (positions.length > 0 || reply.spins.length > 1) await wait(WIN_SHOW_MS);
      }
      const verified = reply.spins.every((s) =>
        verifySlotRound({
          serverSeed: reply.serverSeed,
          serverSeedHash: reply.serverSeedHash,
          clientSeed: reply.clientSeed,
          nonce: s.nonce,
          stops: s.stops,
          reelLengths: lengths,
        }),
      );
      setLast({ reply, verified: verified && reply.serverSeedHash === nextHash });
      setNextHash(reply.nextServerSeedHash);
      onBalance(reply.balance);
      const won = toMinorUnits(reply.win);
      if (won > 0n) slotSound.win(won >= bet * 10n);
      return reply;
    } catch {
      // The transport has shown why (balance, session); the reels stay as they were.
      return null;
    } finally {
      setSpinning(false);
    }
  };

  const startAuto = async () => {
    setAutoOpen(false);
    setAutoNet(null);
    stopAuto.current = false;
    const ended = await autoplay(
      autoCount,
      stopLoss,
      spin,
      (left, net) => setAuto({ left, net }),
      () => stopAuto.current,
    );
    setAuto(null);
    setAutoNet(ended.net);
    if (ended.reason === 'stopLoss' && stopLoss !== null) {
      notify(t('casino.slot.autoStopped', { amount: fromMinorUnits(stopLoss) }));
    } else if (ended.reason === 'count') {
      notify(t('casino.slot.autoDone', { count: ended.done }));
    }
  };
  const signed = (minor: bigint) => `${minor < 0n ? '-' : '+'}¥${fromMinorUnits(minor < 0n ? -minor : minor)}`;
  const toggleSound = () => {
    setSoundOn(!sound);
    setSound(!sound);
  };

  const symbolName = (id: string) => def.symbols.find((s) => s.id === id)?.name ?? id;
  const result = shown?.result;
  return (
    <div className={styles.game} data-testid="slot-game">
      <div className={styles.reels}>
        <div ref={stage} />
        {reelsFailed && <p className={styles.free}>{t('casino.slot.reelsFailed')}</p>}
        {shown?.free && (
          <p className={styles.free} data-testid="slot-free">
            {t('casino.slot.freeSpins', shown.free)}
          </p>
        )}
      </div>
      <div className={styles.info}>
        <span>
          {def.evaluation.kind === 'lines'
            ? t('casino.slot.lines', { count: def.evaluation.lines.length })
            : t('casino.slot.ways')}
        </span>
        {rtp && <span data-testid="slot-rtp">{t('casino.slot.rtp', { rtp })}</span>}
      </div>
      <div className={styles.tools}>
        <Button size="sm" variant="ghost" onClick={() => setPaytable(true)} data-testid="slot-paytable-open">
          <Icon name="help" />
          {t('casino.slot.paytable')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={toggleSound}
          aria-pressed={sound}
          aria-label={sound ? t('casino.slot.soundOn') : t('casino.slot.soundOff')}
          data-testid="slot-sound"
          data-on={sound}
        >
          <Icon name="speaker" />
          {t('casino.slot.sound')}
          <span className={sound ? styles.soundOn : styles.soundOff}>
            {sound ? t('casino.slot.soundStateOn') : t('casino.slot.soundStateOff')}
          </span>
        </Button>
        {autoNet !== null && !auto && (
          <span className={styles.autoNet} data-testid="slot-auto-net">
            {t('casino.slot.autoNet', { net: signed(autoNet) })}
          </span>
        )}
      </div>
      <div className={styles.result} aria-live="polite" data-testid="slot-result">
        {last && !spinning ? (
          toMinorUnits(last.reply.win) > 0n ? (
            <strong className={styles.win}>{t('casino.slot.lastWin', { amount: last.reply.win })}</strong>
          ) : (
            t('casino.slot.noWin')
          )
        ) : null}
        {result && (
          <ul className={styles.wins}>
            {result.wins.slice(0, 4).map((w) => (
              <li key={`${w.line ?? 'w'}-${w.symbol}-${w.count}`}>
                {w.kind === 'line'
                  ? t('casino.slot.winLine', { line: (w.line ?? 0) + 1, symbol: symbolName(w.symbol), count: w.count })
                  : t('casino.slot.winWays', { symbol: symbolName(w.symbol), count: w.count, ways: w.ways })}{' '}
                ¥{fromMinorUnits(w.amountMinor)}
              </li>
            ))}
            {result.scatter && (
              <li>
                {t('casino.slot.winScatter', {
                  symbol: symbolName(result.scatter.symbol),
                  count: result.scatter.count,
                })}
                {result.freeSpinsAwarded > 0 &&
                  ` · ${t('casino.slot.freeSpinsWon', { count: result.freeSpinsAwarded, multiplier: def.scatter?.freeSpinMultiplier ?? 1 })}`}
              </li>
            )}
          </ul>
        )}
      </div>
      <div className={styles.controls}>
        <div className={styles.bet}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('casino.slot.betDown')}
            disabled={spinning || auto !== null || betIndex === 0}
            onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
          >
            −
          </Button>
          <span className={styles.betAmount} data-testid="slot-bet">
            {t('casino.slot.bet')} ¥{fromMinorUnits(bet)}
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('casino.slot.betUp')}
            disabled={spinning || auto !== null || betIndex >= bets.length - 1}
            onClick={() => setBetIndex((i) => Math.min(bets.length - 1, i + 1))}
          >
            +
          </Button>
        </div>
        {auto ? (
          <Button
            size="lg"
            variant="secondary"
            className={styles.spin}
            onClick={() => {
              stopAuto.current = true;
            }}
            data-testid="slot-auto-stop"
          >
            {t('casino.slot.autoStop', { left: auto.left })}
          </Button>
        ) : (
          <>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => setAutoOpen(true)}
              disabled={spinning}
              data-testid="slot-auto"
            >
              {t('casino.slot.auto')}
            </Button>
            <Button
              size="lg"
              className={styles.spin}
              onClick={() => void spin()}
              disabled={spinning}
              data-testid="slot-spin"
            >
              {spinning ? t('casino.slot.spinning') : t('casino.slot.spin')}
            </Button>
          </>
        )}
      </div>
      <SlotPaytable def={def} art={session.art} bet={bet} open={paytable} onOpenChange={setPaytable} />
      <Modal
        open={autoOpen}
        onOpenChange={setAutoOpen}
        title={t('casino.slot.autoTitle')}
        closeLabel={t('common.close')}
        testId="slot-auto-panel"
        footer={
          <Button block onClick={() => void startAuto()} data-testid="slot-auto-start">
            {t('casino.slot.autoStart')}
          </Button>
        }
      >
        <p className={styles.payNote}>{t('casino.slot.autoCount')}</p>
        <div className={styles.chips}>
          {AUTO_COUNTS.map((count) => (
            <button
              key={count}
              type="button"
              className={[styles.chip, autoCount === count && styles.chipOn].filter(Boolean).join(' ')}
              aria-pressed={autoCount === count}
              onClick={() => setAutoCount(count)}
              data-testid="slot-auto-count"
            >
              {t('casino.slot.autoTimes', { count })}
            </button>
          ))}
        </div>
        <p className={styles.payNote}>{t('casino.slot.autoStopLoss')}</p>
        <div className={styles.chips}>
          {STOP_LOSSES_MINOR.map((limit) => (
            <button
              key={String(limit)}
              type="button"
              className={[styles.chip, stopLoss === limit && styles.chipOn].filter(Boolean).join(' ')}
              aria-pressed={stopLoss === limit}
              onClick={() => setStopLoss(limit)}
              data-testid="slot-stop-loss"
              data-amount={limit === null ? 'none' : fromMinorUnits(limit)}
            >
              {limit === null ? t('casino.slot.autoNoStopLoss') : `¥${fromMinorUnits(limit)}`}
            </button>
          ))}
        </div>
      </Modal>
      <details className={styles.fair}>
        <summary>{t('casino.slot.fairTitle')}</summary>
        <dl>
          <dt>{t('casino.slot.nextHash')}</dt>
          <dd data-testid="slot-next-hash">{nextHash}</dd>
          <dt>{t('casino.slot.clientSeed')}</dt>
          <dd>{clientSeed}</dd>
          {last && (
            <>
              <dt>{t('casino.slot.revealed')}</dt>
              <dd>{last.reply.serverSeed}</dd>
              <dd data-testid="slot-verified">
                {last.verified ? t('casino.slot.verified') : t('casino.slot.verifyFailed')}
              </dd>
              <dd>
                <Link to={verifyLink(session.demo, gameCode, last.reply)} data-testid="slot-verify-link">
                  {t('casino.verify.openVerify')}
                </Link>
              </dd>
            </>
          )}
        </dl>
      </details>
    </div>
  );
}
