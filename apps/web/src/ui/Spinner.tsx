import styles from './Feedback.module.css';

export function Spinner({ size = 'md', label }: { size?: 'md' | 'lg'; label?: string }) {
  const className = [styles.spinner, size === 'lg' && styles.spinnerLg].filter(Boolean).join(' ');
  return label ? (
    <span className={className} role="status" aria-label={label} />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}

/** A centred spinner with a caption, for a page or a section that is on its way. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.centre} role="status">
      <Spinner size="lg" />
      <span>{label}</span>
    </div>
  );
}
