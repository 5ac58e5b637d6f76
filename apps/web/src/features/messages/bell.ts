// The bell's own entry: the header loads it after the first screen's code (a visitor sees no bell,
// and a member's count arrives with its read anyway).
export { MessageBell } from './components/MessageBell';
