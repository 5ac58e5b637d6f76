import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../platform/paths';
import { ROOM_QUALITY, roomLoopsDir } from './render-rooms';

export interface Quality {
  name: string;
  bandwidth: number;
  resolution: string;
}

/**
 * A loop the origin plays as a live stream: the committed test card (apps/server/media/make-loop.sh
 * made it) or a demo room's own video (render-rooms.ts): HLS segments per quality and one FLV.
 */
export interface MediaLoop {
  /** Its qualities, best first. */
  qualities: readonly Quality[];
  /** Segment files per quality, in order. */
  segments: ReadonlyMap<string, readonly Buffer[]>;
  segmentSeconds: number;
  flv: FlvLoop;
}

export const QUALITIES = [
  { name: '360p', bandwidth: 200_000, resolution: '640x360' },
  { name: '180p', bandwidth: 90_000, resolution: '320x180' },
] as const;

/** Every quality name any loop may have (the player's links name 360p and 180p). */
export const QUALITY_NAMES = [...QUALITIES.map((q) => q.name), ROOM_QUALITY.name] as const;

export const SEGMENT_SECONDS = 2;

/** An FLV tag: its type (8 audio, 9 video, 18 script), its timestamp in ms, and its body. */
export interface FlvTag {
  type: number;
  timestamp: number;
  data: Buffer;
}

export interface FlvLoop {
  header: Buffer;
  /** The script tag and the AVC / AAC decoder configurations, sent once per connection. */
  setup: FlvTag[];
  /** The media tags of one loop, timestamps from 0. */
  media: FlvTag[];
  durationMs: number;
}

const tagHeader = (tag: FlvTag): Buffer => {
  const header = Buffer.alloc(11);
  header.writeUInt8(tag.type, 0);
  header.writeUIntBE(tag.data.length, 1, 3);
  header.writeUIntBE(tag.timestamp & 0xffffff, 4, 3);
  header.writeUInt8((tag.timestamp >>> 24) & 0xff, 7);
  return header;
};

/** One tag as bytes, followed by its PreviousTagSize, at a given timestamp. */
export const encodeTag = (tag: FlvTag): Buffer => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(11 + tag.data.length, 0);
  return Buffer.concat([tagHeader(tag), tag.data, size]);
};

// A decoder configuration: the AVC sequence header (video, packet type 0) or the AAC one (audio, 0).
const isSetup = (tag: FlvTag): boolean =>
  tag.type === 18 ||
  (tag.type === 9 && tag.data.length > 1 && tag.data[1] === 0) ||
  (tag.type === 8 && tag.data.length > 1 && tag.data[1] === 0);

/** Splits an FLV file into its header, its setup tags and its media tags. */
export const parseFlv = (file: Buffer): FlvLoop => {
  if (file.toString('latin1', 0, 3) !== 'FLV') throw new Error('not an FLV file');
  const headerSize = file.readUInt32BE(5);
  const header = Buffer.concat([file.subarray(0, headerSize), Buffer.alloc(4)]);
  const setup: FlvTag[] = [];
  const media: FlvTag[] = [];
  let at = headerSize + 4;
  while (at + 11 <= file.length) {
    const type = file.readUInt8(at);
    const size = file.readUIntBE(at + 1, 3);
    const timestamp = file.readUIntBE(at + 4, 3) | (file.readUInt8(at + 7) << 24);
    const data = file.subarray(at + 11, at + 11 + size);
    const tag = { type, timestamp, data };
    (isSetup(tag) ? setup : media).push(tag);
    at += 11 + size + 4;
  }
  const lastVideo = media.filter((t) => t.type === 9).at(-1);
  // The loop lasts until the frame after its last one (25 frames a second).
  const durationMs = (lastVideo?.timestamp ?? 0) + 40;
  return { header, setup, media, durationMs };
};

/** Reads a loop of the given qualities from a folder (`<quality>-<n>.ts` and `loop.flv`). */
const readLoop = (dir: string, qualities: readonly Quality[]): MediaLoop => {
  const files = readdirSync(dir);
  const segments = new Map<string, Buffer[]>();
  for (const quality of qualities) {
    const names = files
      .filter((f) => f.startsWith(`${quality.name}-`) && f.endsWith('.ts'))
      .sort((a, b) => Number(a.match(/-(\d+)\.ts$/)![1]) - Number(b.match(/-(\d+)\.ts$/)![1]));
    segments.set(
      quality.name,
      names.map((name) => readFileSync(join(dir, name))),
    );
  }
  return { qualities, segments, segmentSeconds: SEGMENT_SECONDS, flv: parseFlv(readFileSync(join(dir, 'loop.flv'))) };
};

/** Reads the committed test card from apps/server/media/loop. */
export const loadLoop = (): MediaLoop => readLoop(join(serverRoot(), 'media', 'loop'), QUALITIES);

/**
 * The demo rooms' own loops by stream key, when the build rendered them (ffmpeg present); empty
 * otherwise, and every stream plays the test card.
 */
export const loadRoomLoops = (): Map<string, MediaLoop> => {
  const dir = roomLoopsDir(serverRoot());
  const loops = new Map<string, MediaLoop>();
  if (!existsSync(join(dir, 'VERSION'))) return loops;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const loop = readLoop(join(dir, entry.name), [ROOM_QUALITY]);
    if ((loop.segments.get(ROOM_QUALITY.name)?.length ?? 0) > 0) loops.set(entry.name, loop);
  }
  return loops;
};
