export { type ChatRoom, type GiftPush, type GiftPushListener, useChatRoom } from './api/useChatRoom';
export { ChatPanel } from './components/ChatPanel';
export { DanmakuStage } from './components/Danmaku';
export type { CopyToSlip } from './components/OrderCard';
