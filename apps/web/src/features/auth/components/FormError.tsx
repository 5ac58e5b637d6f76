import styles from '../Auth.module.css';

/** A refusal that belongs to no one field (wrong password, name taken on submit), above the submit button. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}
