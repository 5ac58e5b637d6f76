/** Where the go flag of the access notice is kept for the tab. */
const KEY = 'cs-access-go';

/**
 * The go flag (spec section 8): set when the member reads the access notice (10501) and goes on, or
 * when a page is opened with `?go`. While set, the calls say so (ACCESS_GO_HEADER) and the notice is
 * not shown again in this tab.
 */
export const accessGo = {
  isSet(): boolean {
    try {
      return sessionStorage.getItem(KEY) === '1' || new URLSearchParams(window.location.search).has('go');
    } catch {
      return false;
    }
  },
  set(): void {
    try {
      sessionStorage.setItem(KEY, '1');
    } catch {
      // Without storage the member reads the notice again on the next visit, which is the safe side.
    }
  },
};
