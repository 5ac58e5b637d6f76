export { useLiveMatchDetail } from './api/liveDetail';
export { HotMatches } from './components/HotMatches';
export { MarketsPanel } from './components/MarketsPanel';
export { MatchFacts } from './components/MatchFacts';
export { Scoreboard } from './components/Scoreboard';
export { Tracker } from './components/Tracker';
export { sportsRoutes } from './routes';
export { BetSlip } from './slip/BetSlip';
