import { errorTable } from 'virtual:error-table';
import type { ErrorSpec } from '@courtside/contract';

/**
 * An answer's code as the web app reacts to it: a code the table does not list (most of them, and any
 * the app does not know) is toasted. The message is the server's (it sends one with every code);
 * where a reply comes without one, the generic busy message stands in.
 */
export const errorSpecOf = (code: number): ErrorSpec => {
  const [reaction, httpStatus] = errorTable.byCode[code] ?? ['toast', 200];
  return { code, httpStatus, reaction, msg: errorTable.internal.msg };
};

export const NOT_LOGGED_IN = errorTable.notLoggedIn;
export const LINE_ABNORMAL = errorTable.lineAbnormal;
export const NETWORK_ABNORMAL = errorTable.networkAbnormal;
