import { useMutation, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { api } from '../../api/client';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import styles from './SliderPuzzle.module.css';

/** Puzzle pixels one arrow key press moves the piece. */
const KEY_STEP = 4;

interface Drag {
  startClientX: number;
  startedAt: number;
  /** Puzzle pixels per displayed pixel: the puzzle is drawn at the dialog's width. */
  scale: number;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The slider type: drag the piece into the gap. The offset is sent in puzzle pixels, whatever size
 * the puzzle is drawn at; a wrong drag (code 10409, toasted by the client) brings a new puzzle.
 */
/** A solved puzzle: the safety dialog merges it into the refused body, the robot check keeps it as a pass. */
export interface SolvedSlider {
  verifyType: 'slider';
  verifyId: string;
  verifyCode: string;
}

export function SliderPuzzle({ onSolved }: { onSolved: (answer: SolvedSlider) => void }) {
  const { t } = useTranslation();
  // Each attempt is a new puzzle: the server judges a captcha id once.
  const [attempt, setAttempt] = useState(0);
  const [x, setX] = useState(0);
  const drag = useRef<Drag | null>(null);
  const keyStartedAt = useRef<number | null>(null);
  const track = useRef<HTMLDivElement>(null);

  const puzzle = useQuery({
    queryKey: ['safety', 'slider', attempt],
    queryFn: async () => {
      const { captchaId } = await api.account.sliderRegister({});
      return api.account.sliderGet({ captchaId });
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const data = puzzle.data;
  const maxX = data ? Math.max(0, data.width - data.pieceSize) : 0;
  const clamp = (value: number) => Math.min(maxX, Math.max(0, value));

  const nextPuzzle = () => {
    setX(0);
    setAttempt((value) => value + 1);
  };

  const check = useMutation({
    mutationFn: (body: { captchaId: string; offset: number; dragMs: number }) => api.account.sliderCheck(body),
    onSuccess: ({ ticket }, body) => onSolved({ verifyType: 'slider', verifyId: body.captchaId, verifyCode: ticket }),
    onError: nextPuzzle,
  });

  const busy = !data || check.isPending;

  const release = (offset: number, dragMs: number) => {
    if (!data) return;
    if (offset <= 0) {
      setX(0);
      return;
    }
    check.mutate({ captchaId: data.captchaId, offset: Math.round(offset), dragMs: Math.max(0, Math.round(dragMs)) });
  };

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (busy || !data) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const width = track.current?.getBoundingClientRect().width ?? 0;
    drag.current = {
      startClientX: event.clientX - (width > 0 ? x * (width / data.width) : x),
      startedAt: performance.now(),
      scale: width > 0 ? data.width / width : 1,
    };
  };

  const offsetAt = (clientX: number, current: Drag) => clamp((clientX - current.startClientX) * current.scale);

  const handlePointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current) setX(offsetAt(event.clientX, drag.current));
  };

  const handlePointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    // Read the offset from the event itself: the last move's state may not have rendered yet.
    const offset = offsetAt(event.clientX, current);
    setX(offset);
    release(offset, performance.now() - current.startedAt);
  };

  const handlePointerCancel = () => {
    drag.current = null;
    setX(0);
  };

  // Keyboard members move the piece with the arrow keys and let go with Enter.
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (busy) return;
    const move = { ArrowRight: KEY_STEP, ArrowLeft: -KEY_STEP }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      keyStartedAt.current ??= performance.now();
      setX((value) => clamp(value + move));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const startedAt = keyStartedAt.current ?? performance.now();
      keyStartedAt.current = null;
      release(x, performance.now() - startedAt);
    }
  };

  if (puzzle.isError) {
    return (
      <div className={styles.sliderState}>
        <p>{t('account.safety.sliderFailed')}</p>
        <Button variant="secondary" size="sm" onClick={nextPuzzle}>
          <Icon name="refresh" />
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  if (!data) {
    return (
      <div className={styles.sliderState}>
        <Spinner label={t('account.safety.sliderLoading')} />
      </div>
    );
  }

  return (
    <div className={styles.slider} data-testid="slider" data-captcha-id={data.captchaId}>
      <div className={styles.puzzle} style={{ aspectRatio: `${data.width} / ${data.height}` }}>
        <img src={data.background} alt="" className={styles.puzzleBackground} draggable={false} />
        <img
          src={data.piece}
          alt=""
          className={styles.puzzlePiece}
          draggable={false}
          data-testid="slider-piece"
          style={{
            left: percent(x, data.width),
            top: percent(data.pieceY, data.height),
            width: percent(data.pieceSize, data.width),
          }}
        />
        <button
          type="button"
          className={styles.puzzleRefresh}
          onClick={nextPuzzle}
          disabled={check.isPending}
          aria-label={t('account.safety.sliderRefresh')}
        >
          <Icon name="refresh" />
        </button>
      </div>
      <div className={styles.track} ref={track} data-testid="slider-track">
        <span className={styles.trackFill} style={{ width: percent(x + data.pieceSize / 2, data.width) }} />
        {/* The hint gives way once the piece moves; the fill shows the progress instead. */}
        {(x === 0 || check.isPending) && (
          <span className={styles.trackHint} aria-hidden="true">
            {check.isPending ? t('account.safety.sliderChecking') : t('account.safety.sliderHint')}
          </span>
        )}
        <button
          type="button"
          role="slider"
          className={styles.handle}
          style={{ left: percent(x, data.width), width: percent(data.pieceSize, data.width) }}
          aria-label={t('account.safety.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-busy={check.isPending || undefined}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerCancel}
          onKeyDown={handleKeyDown}
          data-testid="slider-handle"
        >
          {check.isPending ? <Spinner /> : <Icon name="chevronRight" />}
        </button>
      </div>
    </div>
  );
}
