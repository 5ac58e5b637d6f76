import type { StreamFormat } from './params';

/** A quality the viewer can pick; `id` -1 is automatic. */
export interface Quality {
  id: number;
  height: number;
}

/** Why playback stopped: `expired` when the origin refused the signature (403), the rest retried as they come. */
export type Failure = 'expired' | 'network' | 'media';

export interface EngineEvents {
  /** The stream stopped for good; the page renews the URL if needed and starts a new engine. */
  onFailure(failure: Failure): void;
  /** The quality list or the level in use changed. */
  onQualities(): void;
}

export interface Engine {
  qualities(): Quality[];
  /** -1 while automatic. */
  quality(): number;
  setQuality(id: number): void;
  destroy(): void;
}

export interface EngineOptions {
  format: StreamFormat;
  video: HTMLVideoElement;
  /** The URL to open now (it carries the newest signature). */
  url: string;
  /** Moves any URL the library derived onto the newest signature. */
  resign(url: string): string;
  events: EngineEvents;
}

export class UnsupportedError extends Error {}

// Live at low latency: two segments behind the edge (the origin's are 2 s), playback sped up a
// little to catch up after a stall, and a short back buffer.
const HLS_CONFIG = {
  lowLatencyMode: true,
  liveSyncDurationCount: 2,
  liveMaxLatencyDurationCount: 5,
  maxLiveSyncPlaybackRate: 1.2,
  backBufferLength: 20,
  // The site's CSP allows scripts from itself only, so no blob: worker; transmuxing runs inline.
  enableWorker: false,
} as const;

async function startHls({ video, url, resign, events }: EngineOptions): Promise<Engine> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    // Safari on iOS has no MSE but plays HLS itself; its requests cannot be re-signed, so a
    // renewal restarts it (the page does that on failure).
    if (!video.canPlayType('application/vnd.apple.mpegurl')) throw new UnsupportedError();
    const onError = () => events.onFailure('network');
    video.addEventListener('error', onError);
    video.src = url;
    return {
      qualities: () => [],
      quality: () => -1,
      setQuality: () => {},
      destroy: () => {
        video.removeEventListener('error', onError);
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const hls = new Hls({
    ...HLS_CONFIG,
    xhrSetup: (xhr, requested) => {
      const next = resign(requested);
      if (next !== requested) xhr.open('GET', next, true);
    },
  });
  let mediaRecoveries = 0;
  hls.on(Hls.Events.MANIFEST_PARSED, () => events.onQualities());
  hls.on(Hls.Events.LEVEL_SWITCHED, () => events.onQualities());
  hls.on(Hls.Events.FRAG_BUFFERED, () => {
    mediaRecoveries = 0;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 2) {
      mediaRecoveries += 1;
      hls.recoverMediaError();
      return;
    }
    const status = data.response?.code;
    events.onFailure(status === 403 ? 'expired' : data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media' : 'network');
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    qualities: () => hls.levels.map((level, id) => ({ id, height: level.height })),
    quality: () => (hls.autoLevelEnabled ? -1 : hls.currentLevel),
    setQuality: (id) => {
      hls.currentLevel = id;
      events.onQualities();
    },
    destroy: () => hls.destroy(),
  };
}

async function startFlv({ video, url, events }: EngineOptions): Promise<Engine> {
  const { default: mpegts } = await import('mpegts.js');
  if (!mpegts.getFeatureList().mseLivePlayback) throw new UnsupportedError();
  // The FLV stream is one long response: its signature is checked when it opens, so a renewal
  // matters only for the next connection, which opens with the newest URL.
  const player = mpegts.createPlayer(
    { type: 'flv', isLive: true, url, hasAudio: true, hasVideo: true },
    {
      enableWorker: false,
      enableStashBuffer: false,
      stashInitialSize: 128,
      lazyLoad: false,
      liveBufferLatencyChasing: true,
      liveBufferLatencyMaxLatency: 1.5,
      liveBufferLatencyMinRemain: 0.5,
      autoCleanupSourceBuffer: true,
    },
  );
  player.on(mpegts.Events.ERROR, (type: string, _detail: string, info: { code?: number } | undefined) => {
    if (type === mpegts.ErrorTypes.NETWORK_ERROR) events.onFailure(info?.code === 403 ? 'expired' : 'network');
    else events.onFailure('media');
  });
  player.attachMediaElement(video);
  player.load();
  return {
    qualities: () => [],
    quality: () => -1,
    setQuality: () => {},
    destroy: () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}

/** Starts the library the source needs: hls.js for HLS, mpegts.js for FLV; each loads only when asked for. */
export function startEngine(options: EngineOptions): Promise<Engine> {
  return options.format === 'flv' ? startFlv(options) : startHls(options);
}
