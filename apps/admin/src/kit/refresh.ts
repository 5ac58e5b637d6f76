/**
 * How often queues and the dashboard reload by themselves. Polling with TanStack Query rather than a
 * socket namespace: the console's lists are paged server reads whose every change would need its own
 * push, and at this interval a dozen open consoles cost the server a handful of indexed reads a
 * second (README, Back office: the measurement).
 */
export const REFRESH_MS = 10_000;
