import type { WheelSegmentView } from '@courtside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n';
import { labelLines, segmentAngle, segmentCentre, segmentPath, segmentTone } from '../geometry';
import styles from '../Wheel.module.css';

/** The disc's radius in the SVG's own units (its viewBox is 200 wide); everything scales with the element. */
const R = 96;
const LABEL_R = 66;

/** Characters per label line: fewer on crowded wheels, where each slice is narrower. */
const perLine = (count: number) => (count <= 6 ? 5 : count <= 10 ? 4 : 3);
/** Label size in the SVG's units (not CSS pixels): it shrinks as slices narrow, and grows with the wheel. */
const labelSize = (count: number) => Math.max(6, Math.min(11, 80 / count));

export interface WheelDiscProps {
  segments: readonly Pick<WheelSegmentView, 'index' | 'label' | 'prize'>[];
  /** Degrees clockwise; the disc eases to each new value. */
  rotation: number;
  /** How long the ease to `rotation` takes; 0 jumps (the first paint, reduced motion). */
  durationMs: number;
  /** The wheel has come to rest on `rotation`. */
  onLanded?: () => void;
  /** The hub: the spin button, or the login button of a visitor. */
  children?: ReactNode;
  landedIndex?: number | null;
}

/**
 * The drawn wheel: equal slices labelled with their prizes under a fixed pointer. It shows the
 * server's draw and nothing else: the page sets `rotation` from the drawn index once the answer came.
 */
export function WheelDisc({ segments, rotation, durationMs, onLanded, children, landedIndex = null }: WheelDiscProps) {
  const { t } = useTranslation();
  const count = segments.length;
  const size = labelSize(count);
  return (
    <div
      className={styles.wheel}
      data-testid="wheel-disc"
      data-rotation={rotation}
      data-landed-index={landedIndex ?? ''}
      role="img"
      aria-label={t('promo.wheel.wheelLabel', { count })}
    >
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        className={styles.disc}
        viewBox="-100 -100 200 200"
        aria-hidden="true"
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget) onLanded?.();
        }}
      >
        <circle className={styles.rim} r={R + 3} />
        {segments.map((segment) => {
          const lines = labelLines(segment.label, perLine(count));
          return (
            <g key={segment.index} data-testid="wheel-segment" data-index={segment.index}>
              <path
                className={styles.slice}
                data-tone={segmentTone(segment.index, count)}
                data-won={landedIndex === segment.index ? 'true' : undefined}
                d={segmentPath(segment.index, count, R)}
              />
              <g transform={`rotate(${segmentCentre(segment.index, count)})`}>
                <text
                  className={styles.sliceLabel}
                  data-tone={segmentTone(segment.index, count)}
                  y={lines.length > 1 ? -LABEL_R - size * 0.55 : -LABEL_R}
                  fontSize={size}
                  textAnchor="middle"
                >
                  <tspan x={0}>{lines[0]}</tspan>
                  {lines[1] !== undefined && (
                    <tspan x={0} dy={size * 1.15}>
                      {lines[1]}
                    </tspan>
                  )}
                </text>
              </g>
            </g>
          );
        })}
        {segments.map((segment) => (
          <line
            key={segment.index}
            className={styles.divider}
            x1={0}
            y1={0}
            x2={0}
            y2={-R}
            transform={`rotate(${segment.index * segmentAngle(count)})`}
          />
        ))}
      </svg>
      <div className={styles.hub}>{children}</div>
    </div>
  );
}
