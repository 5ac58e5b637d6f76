import type { VideoSource } from '@courtside/contract';
import { playUrl } from '../../../player/params';
import styles from './VideoStage.module.css';

interface PlayerFrameProps {
  source: VideoSource & { format: 'hls' | 'flv' };
  expiresAt: string;
  matchId: number | null;
  roomId: number | null;
  label: string;
}

/**
 * The player is /play.html in a frame: hls.js and mpegts.js load there and nowhere else, and the
 * page renews its signed URL itself through the video call.
 */
export function PlayerFrame({ source, expiresAt, matchId, roomId, label }: PlayerFrameProps) {
  const src = playUrl({
    src: source.url,
    format: source.format,
    kind: source.kind === 'ANCHOR' ? 'ANCHOR' : 'LIVE',
    expiresAt,
    matchId,
    roomId,
    channel: 'OBTY',
    title: source.title,
    poster: source.poster,
  });
  return (
    <iframe
      className={styles.frame}
      src={src}
      title={label}
      allow="autoplay; fullscreen; picture-in-picture"
      data-testid="player-frame"
      data-format={source.format}
    />
  );
}
