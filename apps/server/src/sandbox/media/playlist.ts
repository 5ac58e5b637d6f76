import type { Quality } from './loop';

/** Every node counts segments from the same instant, so they all serve the same live edge. */
export const STREAM_EPOCH_MS = Date.UTC(2026, 0, 1);
/** Segments a live playlist lists: a short window, as low-latency live HLS keeps. */
export const WINDOW = 4;
/** Segments behind the live edge that are still served (a player a little behind catches up). */
export const SERVED_BEHIND = 12;

/** The media sequence number of the segment being "recorded" now; the newest complete one is this less one. */
export const liveSequence = (nowMs: number, segmentSeconds: number): number =>
  Math.floor((nowMs - STREAM_EPOCH_MS) / (segmentSeconds * 1000));

/** The master playlist: the qualities of the stream, relative to it. */
export const masterPlaylist = (qualities: readonly Quality[]): string =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...qualities.flatMap((q) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${q.bandwidth},RESOLUTION=${q.resolution},CODECS="avc1.42c01e,mp4a.40.2"`,
      `${q.name}/index.m3u8`,
    ]),
    '',
  ].join('\n');

/**
 * A sliding-window live playlist over a loop of `loopLength` segments. The media sequence advances in
 * real time; where the loop wraps, its timestamps start again, so that segment is marked as a
 * discontinuity and the discontinuity sequence counts the wraps the window has passed.
 */
export const livePlaylist = (nowMs: number, segmentSeconds: number, loopLength: number): string => {
  const newest = liveSequence(nowMs, segmentSeconds) - 1;
  const first = Math.max(0, newest - WINDOW + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${segmentSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / loopLength)}`,
  ];
  for (let seq = first; seq <= newest; seq++) {
    if (seq % loopLength === 0 && seq !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segmentSeconds.toFixed(3)},`, `seg-${seq}.ts`);
  }
  lines.push('');
  return lines.join('\n');
};

/** Whether a segment may be served now: already complete, and not too far behind the edge. */
export const isServable = (seq: number, nowMs: number, segmentSeconds: number): boolean => {
  const newest = liveSequence(nowMs, segmentSeconds) - 1;
  return seq <= newest && seq >= newest - SERVED_BEHIND;
};
