/** Where the robot pass waits between the robot-check page and the call that needs it. */
const KEY = 'cs-robot-pass';

/**
 * The robot pass (spec section 8, 10433): `captchaId.ticket` of a slider solved on /robot-check.
 * It lives for the tab (sessionStorage) and rides on every call until one answers 10433, which
 * means it was spent or never good; the server spends it only on a call that needs it.
 */
export const robotPass = {
  held(): string | null {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  hold(pass: string): void {
    try {
      sessionStorage.setItem(KEY, pass);
    } catch {
      // Private mode without storage: the member meets the check again, which is the safe side.
    }
  },
  drop(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // As above.
    }
  },
};

export type RobotPassStore = typeof robotPass;
