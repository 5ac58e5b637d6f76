/**
 * The side effects the error handling may cause. The app wires them to the router, sonner and the
 * alert modal; tests pass spies. Keeping them behind this interface keeps the rules testable.
 */
export interface ErrorEffects {
  navigate(to: string, options?: { state?: unknown; replace?: boolean }): void;
  toast(message: string, options?: { durationMs?: number }): void;
  /** A modal with the warm-tips title and one OK button. */
  alert(options: { title: string; message: string; onOk?: () => void }): void;
  clearSession(): void;
  location(): { pathname: string; search: string };
}

/** Translates a message key (the app's `t`, or a stub in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
