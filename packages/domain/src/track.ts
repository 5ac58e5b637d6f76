/**
 * 埋点 (issue 32): the batch rules the web app and the server share. Here rather than in the contract
 * so the web's tracker, loaded at first idle on every page, does not pull the contract's schemas in.
 */
export const TRACK_BATCH_MAX = 50;
export const TRACK_FLUSH_MS = 30_000;
export const TRACK_REPORT_PATH = '/api/site/report/v1/buriedPoint';
