import type { CSSProperties } from 'react';
import styles from './Feedback.module.css';

/** A shimmering placeholder; size it with a class or token-based inline sizes. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}
