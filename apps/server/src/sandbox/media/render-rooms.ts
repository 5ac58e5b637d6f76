import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAnchors } from '../../seed/anchors';

/**
 * The demo rooms' own videos: each demo anchor room gets a short looping 480p clip of a moving test
 * scene (its sport's field with a ball in play, the site's banner and the room's number, a ticker),
 * rendered once at build time by Debian's ffmpeg into `dist/media/rooms/<stream key>/` as the origin
 * serves a loop (2-second HLS segments and one FLV). No score is burned in: a room moves from match to
 * match, and the player draws the live score over the video. Without ffmpeg nothing is rendered and
 * every room plays the committed test card, as before.
 */

/** Bump to render again (a changed scene); the rendered folder records the version it holds. */
export const ROOM_LOOP_VERSION = '2';
export const ROOM_LOOP_SECONDS = 8;
export const ROOM_QUALITY = { name: '480p', bandwidth: 450_000, resolution: '854x480' } as const;

const FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf';

/** The field each sport plays on: its colour and its lines. */
const FIELDS = {
  football: {
    colour: '0x1f6b2a',
    lines: [
      'drawbox=x=40:y=96:w=774:h=352:color=white@0.5:t=3',
      'drawbox=x=425:y=96:w=4:h=352:color=white@0.5:t=fill',
      'drawbox=x=40:y=200:w=110:h=144:color=white@0.5:t=3',
      'drawbox=x=704:y=200:w=110:h=144:color=white@0.5:t=3',
      ...[0, 2, 4, 6].map((i) => `drawbox=x=${i * 107}:y=64:w=107:h=416:color=white@0.05:t=fill`),
    ],
  },
  basketball: {
    colour: '0x9c5a2b',
    lines: [
      'drawbox=x=40:y=96:w=774:h=352:color=white@0.6:t=3',
      'drawbox=x=425:y=96:w=4:h=352:color=white@0.6:t=fill',
      'drawbox=x=40:y=196:w=150:h=152:color=0x7a3f18@0.8:t=fill',
      'drawbox=x=664:y=196:w=150:h=152:color=0x7a3f18@0.8:t=fill',
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `drawbox=x=0:y=${64 + i * 52}:w=854:h=2:color=black@0.08:t=fill`),
    ],
  },
  esports: {
    colour: '0x141a3a',
    lines: [
      'drawgrid=w=61:h=52:t=1:c=0x4fc3ff@0.18',
      'drawbox=x=300:y=150:w=254:h=244:color=0x4fc3ff@0.5:t=3',
      'drawbox=x=40:y=96:w=774:h=352:color=0xb04fff@0.45:t=3',
    ],
  },
} as const;

/** The rendered loop every other stream (a live match's own) plays. */
export const DEFAULT_LOOP = 'default';

/** Where the rendered loops live: beside the server's bundle. */
export const roomLoopsDir = (serverRoot: string) => join(serverRoot, 'dist', 'media', 'rooms');

const ffmpegBinary = (): string | null => {
  for (const candidate of [process.env.FFMPEG, '/usr/bin/ffmpeg', 'ffmpeg']) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ['-hide_banner', '-version'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
};

const run = (ffmpeg: string, args: string[]): void => {
  const result = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr || result.error?.message}`);
};

/**
 * The filter graph of one room's scene. The top of the picture is left to the player, which draws the
 * stream's name, the live score and the clock there; the room's label sits in a bar at the bottom.
 */
export function sceneFilter(sport: keyof typeof FIELDS, room: number | null, font: string | null): string {
  const field = FIELDS[sport];
  const text = (options: string) => (font ? `,drawtext=fontfile=${font}:${options}` : '');
  const label = room === null ? 'COURTSIDE LIVE' : `COURTSIDE LIVE  ROOM ${String(room).padStart(2, '0')}`;
  return [
    `[0:v]${field.lines.join(',')}[bg]`,
    // The ball crosses the field and bounces, so a frozen stream shows at a glance.
    `[bg][1:v]overlay=x='40+mod(t*160\\,740)':y='250+90*sin(t*2.2+${room ?? 0})'[b]`,
    `[b]drawbox=x=0:y=ih-44:w=iw:h=44:color=black@0.55:t=fill${text(
      `text='${label}':x=20:y=h-33:fontsize=22:fontcolor=0xffd84d`,
    )}${text("text='DEMO':x=w-tw-20:y=h-33:fontsize=22:fontcolor=white@0.8")},format=yuv420p[v]`,
  ].join(';');
}

/** Renders one room's loop into `dir`: loop.flv (480p, a key frame every 2 s) cut into 480p-<n>.ts. */
export function renderRoom(ffmpeg: string, dir: string, sport: keyof typeof FIELDS, room: number | null): void {
  mkdirSync(dir, { recursive: true });
  const seconds = String(ROOM_LOOP_SECONDS);
  const font = existsSync(FONT) ? FONT : null;
  run(ffmpeg, [
    '-f',
    'lavfi',
    '-i',
    `color=c=${FIELDS[sport].colour}:s=${ROOM_QUALITY.resolution}:r=25:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `color=c=white:s=36x36:r=25:d=${seconds},format=rgba,geq=r=255:g=255:b=255:a='if(lt(hypot(X-18\\,Y-18)\\,17)\\,255\\,0)'`,
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=44100:cl=mono',
    '-t',
    seconds,
    '-filter_complex',
    sceneFilter(sport, room, font),
    '-map',
    '[v]',
    '-map',
    '2:a',
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'veryfast'],
    ...['-b:v', '400k', '-maxrate', '400k', '-bufsize', '400k', '-g', '50', '-keyint_min', '50', '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-f', 'flv', join(dir, 'loop.flv')],
  ]);
  // The same frames cut into the HLS segments, without encoding again.
  run(ffmpeg, [
    '-i',
    join(dir, 'loop.flv'),
    ...['-c', 'copy', '-f', 'segment', '-segment_time', '2', '-segment_format', 'mpegts', '-reset_timestamps', '0'],
    join(dir, `${ROOM_QUALITY.name}-%d.ts`),
  ]);
}

/**
 * Renders every demo room's loop once (a folder holding this version is kept). Answers what it did,
 * for the build's log; never throws for a missing ffmpeg.
 */
export function renderRoomLoops(serverRoot: string): string {
  const out = roomLoopsDir(serverRoot);
  const stamp = join(out, 'VERSION');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === ROOM_LOOP_VERSION) {
    return `room videos: already rendered (${out})`;
  }
  const ffmpeg = ffmpegBinary();
  if (!ffmpeg) return 'room videos: ffmpeg not found, every room plays the committed test card';
  rmSync(out, { recursive: true, force: true });
  const started = Date.now();
  for (const [i, anchor] of demoAnchors.entries()) {
    renderRoom(ffmpeg, join(out, anchor.room.streamKey), anchor.sport ?? 'football', i + 1);
  }
  // The match streams' own scene, instead of the committed colour bars.
  renderRoom(ffmpeg, join(out, DEFAULT_LOOP), 'football', null);
  writeFileSync(stamp, `${ROOM_LOOP_VERSION}\n`);
  return `room videos: ${demoAnchors.length + 1} rendered by ${ffmpeg} in ${((Date.now() - started) / 1000).toFixed(1)} s (${out})`;
}
