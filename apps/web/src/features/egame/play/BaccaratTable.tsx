import { fromMinorUnits } from '@courtside/domain';
import type { BaccaratBetKind } from '@courtside/domain/casino';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import styles from './BaccaratGame.module.css';
import { BET_KINDS, BET_PAYS, spotStyle } from './baccaratLayout';
import type { BaccaratTableDrawing, SpotChips, TableClock, TableHand, TableWords } from './baccaratPixi';

type Bets = Partial<Record<BaccaratBetKind, bigint>>;

/**
 * The drawn table (PixiJS, its own chunk fetched when a table opens) with a real button laid over
 * each painted bet spot, so choosing a spot works by touch, mouse, keyboard and screen reader alike.
 */
export function BaccaratTable({
  last,
  clock,
  open,
  placed,
  staged,
  onSpot,
}: {
  last: TableHand | null;
  clock: TableClock;
  open: boolean;
  placed: Bets;
  staged: Bets;
  onSpot(kind: BaccaratBetKind): void;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLFieldSetElement>(null);
  const [drawing, setDrawing] = useState<BaccaratTableDrawing | null>(null);
  const [failed, setFailed] = useState(false);
  /** The hand whose deal has played out on the canvas (for tests and screenshots to wait on). */
  const [shownHand, setShownHand] = useState<number | null>(null);
  /** The hand on the table when it opens is laid out at once; each one dealt after that is dealt. */
  const shownOnce = useRef(false);
  const words = useMemo<TableWords>(
    () => ({
      spot: Object.fromEntries(
        BET_KINDS.map((k) => [
          k,
          { name: t(`casino.baccarat.${k}`), pays: t('casino.baccarat.pays', { pays: BET_PAYS[k] }) },
        ]),
      ) as TableWords['spot'],
      side: { player: t('casino.baccarat.player'), banker: t('casino.baccarat.banker') },
      total: (points) => t('casino.baccarat.total', { points }),
      outcome: (o) =>
        o === 'player'
          ? t('casino.baccarat.playerWins')
          : o === 'banker'
            ? t('casino.baccarat.bankerWins')
            : t('casino.baccarat.tieResult'),
    }),
    [t],
  );

  useEffect(() => {
    const box = host.current;
    if (!box) return;
    // A canvas of its own per mount: a WebGL context given up by a destroyed renderer is not reused.
    const canvas = document.createElement('canvas');
    canvas.className = styles.canvas ?? '';
    canvas.dataset.testid = 'baccarat-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    box.prepend(canvas);
    let alive = true;
    let made: BaccaratTableDrawing | null = null;
    const resized = new ResizeObserver(() => made?.resize());
    void import('./baccaratPixi')
      .then(({ BaccaratTableDrawing: Drawing }) => Drawing.create(canvas, words))
      .then((drawn) => {
        if (!alive) return drawn.destroy();
        made = drawn;
        resized.observe(canvas);
        setDrawing(drawn);
      })
      .catch(() => {
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
      resized.disconnect();
      made?.destroy();
      setDrawing(null);
      canvas.remove();
    };
  }, [words]);

  useEffect(() => {
    if (!drawing) return;
    let current = true;
    void drawing.showHand(last, shownOnce.current).then(() => {
      if (current) setShownHand(last?.hand ?? null);
    });
    shownOnce.current = true;
    return () => {
      current = false;
    };
  }, [drawing, last]);

  useEffect(() => {
    drawing?.setClock(clock);
  }, [drawing, clock]);

  const chips = useMemo<SpotChips>(() => {
    const shown = (v: bigint | undefined) => (v ? fromMinorUnits(v) : null);
    return Object.fromEntries(BET_KINDS.map((k) => [k, { placed: shown(placed[k]), staged: shown(staged[k]) }]));
  }, [placed, staged]);
  useEffect(() => {
    drawing?.setChips(chips);
  }, [drawing, chips]);

  return (
    <>
      {/* The canvas paints the timer; these words stay for assistive technology, and for the eye
          when the canvas cannot be drawn. */}
      <p className={failed ? styles.status : styles.hidden}>
        <span>{clock.header}</span>
        <strong data-testid="baccarat-countdown">{clock.text}</strong>
      </p>
      <fieldset
        className={styles.felt}
        ref={host}
        data-ready={drawing !== null}
        data-shown-hand={shownHand ?? undefined}
        data-testid="baccarat-table"
      >
        <legend className={styles.hidden}>{t('casino.baccarat.table')}</legend>
        {failed && <p className={styles.failed}>{t('casino.baccarat.tableFailed')}</p>}
        {BET_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.spot}
            style={spotStyle(kind)}
            disabled={!open}
            onClick={() => onSpot(kind)}
            data-testid={`baccarat-area-${kind}`}
          >
            <span className={failed ? undefined : styles.hidden}>
              {t(`casino.baccarat.${kind}`)} {t('casino.baccarat.pays', { pays: BET_PAYS[kind] })}
              {staged[kind] !== undefined && ` ¥${fromMinorUnits(staged[kind] ?? 0n)}`}
            </span>
          </button>
        ))}
      </fieldset>
    </>
  );
}
