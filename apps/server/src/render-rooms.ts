// `npm run build` runs this once after bundling: the demo rooms' videos, rendered by ffmpeg when it is
// there (sandbox/media/render-rooms.ts).
import { serverRoot } from './platform/paths';
import { renderRoomLoops } from './sandbox/media/render-rooms';

console.log(renderRoomLoops(serverRoot()));
