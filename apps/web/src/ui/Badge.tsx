import type { ComponentProps } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'muted' | 'info' | 'success' | 'warning' | 'danger' | 'vip';

const badgeTones: Record<BadgeTone, string | undefined> = {
  neutral: undefined,
  muted: styles.muted,
  info: styles.info,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
  vip: styles.vip,
};

/** A small pill naming a state (bound, pending, VIP0 …); the tone carries its meaning. */
export function Badge({ tone = 'neutral', className, ...rest }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return <span className={[styles.badge, badgeTones[tone], className].filter(Boolean).join(' ')} {...rest} />;
}

export type NoteTone = 'neutral' | 'success' | 'warning' | 'danger';

const noteTones: Record<NoteTone, string | undefined> = {
  neutral: undefined,
  success: styles.noteSuccess,
  warning: styles.noteWarning,
  danger: styles.noteDanger,
};

/** A boxed line of explanation or outcome under a form or panel. */
export function Note({ tone = 'neutral', className, ...rest }: ComponentProps<'p'> & { tone?: NoteTone }) {
  return <p className={[styles.note, noteTones[tone], className].filter(Boolean).join(' ')} {...rest} />;
}
