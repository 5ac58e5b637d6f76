// The chat's fixed limits, as values: the package entry exports rules only (functions), so the few
// constants the contract and the web share live on this subpath, `@courtside/domain/chat`.
export { CHAT_TEXT_MAX, MUTE_MINUTES } from './chat';
