export { useLimitPromptAnswer, useRgState } from './api';
export { rgRoutes } from './routes';
export { SessionClock } from './session/SessionClock';
