export { toastAnchorStatus } from './anchorNotice';
export { useAnchorMatches } from './api/anchorMatches';
export { type LiveList, type LiveMatch, useLiveList, VIEWERS_REFRESH_MS } from './api/liveList';
export { type StageOption, VideoStage } from './components/VideoStage';
