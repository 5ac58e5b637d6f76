export { useCoinBalance } from './api/coins';
export { giftKeys } from './api/keys';
export { GiftAnimationOverlay } from './components/GiftAnimationOverlay';
export { RankBoard } from './components/RankBoard';
export { RoomGifts } from './components/RoomGifts';
export { giftRoutes } from './routes';
export { type GiftPush, playGiftPush, playRoomGiftPush } from './state/pushes';
