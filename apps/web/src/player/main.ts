import { playerStrings as s } from '../i18n/zh-CN.player';
import { CallError, matchDetail, renewVideo } from './api';
import { clockLabel, scoreLabel } from './clock';
import { type Engine, type Failure, startEngine, UnsupportedError } from './engine';
import { type PlayParams, parsePlayParams, renewDelayMs, resigned, signedPrefixOf } from './params';
import './play.css';

/** Reconnects in a row before the error state; the wait doubles from one second up to eight. */
const MAX_RETRIES = 6;
/** No progress for this long while meant to play is a stall: the stream is opened again. */
const STALL_MS = 10_000;
const CLOCK_REFRESH_MS = 15_000;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const video = byId<HTMLVideoElement>('video');
const stage = byId<HTMLDivElement>('stage');
const status = byId<HTMLDivElement>('status');
const notice = byId<HTMLDivElement>('notice');
const unmute = byId<HTMLButtonElement>('unmute');
const muteToggle = byId<HTMLButtonElement>('mute');
const qualityBox = byId<HTMLDivElement>('qualities');
const fullscreen = byId<HTMLButtonElement>('fullscreen');
const overlayTitle = byId<HTMLSpanElement>('overlay-title');
const overlayClock = byId<HTMLSpanElement>('overlay-clock');
const overlayScore = byId<HTMLSpanElement>('overlay-score');

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

function showNotice(title: string, text: string, retry?: () => void): void {
  stage.dataset.state = 'error';
  status.hidden = true;
  notice.hidden = false;
  notice.replaceChildren();
  const heading = document.createElement('strong');
  heading.textContent = title;
  const body = document.createElement('p');
  body.textContent = text;
  notice.append(heading, body);
  if (retry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = s.retry;
    button.className = 'retry';
    button.dataset.testid = 'play-retry';
    button.addEventListener('click', retry);
    notice.append(button);
  }
}

function showStatus(text: string | null): void {
  status.hidden = text === null;
  status.textContent = text ?? '';
}

function labelControls(): void {
  document.title = s.pageTitle;
  unmute.textContent = s.unmute;
  fullscreen.textContent = s.fullscreen;
  fullscreen.setAttribute('aria-label', s.fullscreen);
  qualityBox.setAttribute('aria-label', s.quality);
  byId<HTMLSpanElement>('overlay-live').textContent = s.live;
}

function syncMute(): void {
  unmute.hidden = !video.muted;
  muteToggle.textContent = video.muted ? s.sound : s.mute;
  muteToggle.setAttribute('aria-pressed', String(!video.muted));
}

/** Plays one stream: starts its engine, keeps its signature fresh, reconnects when it stops. */
function play(params: PlayParams): void {
  let prefix = signedPrefixOf(params.src);
  let currentSrc = params.src;
  let expiresAt = params.expiresAt;
  let engine: Engine | null = null;
  let retries = 0;
  let retryTimer: number | undefined;
  let renewTimer: number | undefined;
  let lastTime = -1;
  let lastProgressAt = Date.now();

  if (params.title) {
    overlayTitle.textContent = params.title;
    document.title = fill(s.titleSuffix, { title: params.title });
  }
  if (params.poster) video.poster = params.poster;

  const scheduleRenewal = () => {
    window.clearTimeout(renewTimer);
    const delay = renewDelayMs(expiresAt, Date.now());
    if (delay !== null) renewTimer = window.setTimeout(() => void renew(), delay);
  };

  /** Asks the video call for the same stream again; true when a fresh URL came back. */
  const renew = async (): Promise<boolean> => {
    if (!params.matchId && !params.roomId) return false;
    try {
      const answer = await renewVideo({
        channel: params.channel,
        type: params.kind,
        ...(params.kind === 'ANCHOR' ? { anchorRoomId: params.roomId ?? 0 } : { matchId: params.matchId ?? 0 }),
      });
      const source = answer.sources.find((candidate) => candidate.format === params.format);
      if (!source) return false;
      currentSrc = source.url;
      prefix = signedPrefixOf(source.url);
      expiresAt = Math.floor(Date.parse(answer.expiresAt) / 1000);
      scheduleRenewal();
      return true;
    } catch (error) {
      if (error instanceof CallError) return false;
      // A network blip: try again shortly while the old signature still holds.
      renewTimer = window.setTimeout(() => void renew(), 15_000);
      return false;
    }
  };

  const renderQualities = () => {
    const list = engine?.qualities() ?? [];
    qualityBox.hidden = list.length < 2;
    if (list.length < 2 || !engine) return;
    const current = engine.quality();
    const choices = [
      { id: -1, label: s.auto },
      ...list.map((q) => ({ id: q.id, label: fill(s.qualityName, { height: q.height }) })),
    ];
    qualityBox.replaceChildren(
      ...choices.map((choice) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = choice.label;
        button.dataset.testid = 'play-quality';
        button.setAttribute('aria-pressed', String(choice.id === current));
        button.addEventListener('click', () => engine?.setQuality(choice.id));
        return button;
      }),
    );
  };

  const start = async () => {
    engine?.destroy();
    engine = null;
    stage.dataset.state = 'loading';
    lastProgressAt = Date.now();
    try {
      engine = await startEngine({
        format: params.format,
        video,
        url: currentSrc,
        resign: (url) => resigned(url, prefix),
        events: { onFailure: (failure) => void recover(failure), onQualities: renderQualities },
      });
      stage.dataset.engine = params.format === 'flv' ? 'mpegts' : 'hls';
      await video.play().catch(() => {
        // Autoplay refused even muted: the viewer's tap on the video starts it.
      });
    } catch (error) {
      if (error instanceof UnsupportedError) showNotice(s.errors.unsupportedTitle, s.errors.unsupportedText);
      else void recover('network');
    }
  };

  const recover = async (failure: Failure) => {
    engine?.destroy();
    engine = null;
    if (retries >= MAX_RETRIES) {
      showNotice(s.errors.failedTitle, s.errors.failedText, () => {
        retries = 0;
        notice.hidden = true;
        void start();
      });
      return;
    }
    retries += 1;
    showStatus(s.reconnecting);
    stage.dataset.state = 'reconnecting';
    const nearExpiry = expiresAt > 0 && expiresAt * 1000 - Date.now() < 30_000;
    if ((failure === 'expired' || nearExpiry) && !(await renew()) && failure === 'expired') {
      showNotice(s.errors.expiredTitle, s.errors.expiredText);
      return;
    }
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(() => void start(), Math.min(8_000, 1_000 * 2 ** (retries - 1)));
  };

  video.addEventListener('playing', () => {
    stage.dataset.state = 'playing';
    showStatus(null);
  });
  video.addEventListener('timeupdate', () => {
    if (video.currentTime !== lastTime) {
      lastTime = video.currentTime;
      lastProgressAt = Date.now();
      retries = 0;
    }
  });
  video.addEventListener('waiting', () => showStatus(s.loading));
  window.setInterval(() => {
    const meantToPlay = engine !== null && !video.paused && stage.dataset.state !== 'error';
    if (meantToPlay && Date.now() - lastProgressAt > STALL_MS) {
      lastProgressAt = Date.now();
      void recover('network');
    }
  }, 2_000);

  showStatus(s.loading);
  scheduleRenewal();
  void start();
}

/**
 * The match's score and clock beside the stream's name, read every quarter minute (the clock runs on
 * between reads): the live score is the player's overlay, not burned into the video.
 */
function followClock(matchId: number): void {
  let match: Awaited<ReturnType<typeof matchDetail>> | null = null;
  const read = () =>
    matchDetail(matchId)
      .then((detail) => {
        match = detail;
        overlayScore.textContent = scoreLabel(detail);
      })
      .catch(() => {
        // The clock is a garnish: the last reading runs on.
      });
  void read();
  window.setInterval(() => void read(), CLOCK_REFRESH_MS);
  window.setInterval(() => {
    overlayClock.textContent = match ? clockLabel(match, Date.now()) : '';
  }, 1_000);
}

labelControls();
syncMute();
video.addEventListener('volumechange', syncMute);
unmute.addEventListener('click', () => {
  video.muted = false;
  void video.play().catch(() => {});
});
muteToggle.addEventListener('click', () => {
  video.muted = !video.muted;
});
video.addEventListener('click', () => {
  if (video.paused) void video.play().catch(() => {});
});
fullscreen.addEventListener('click', () => {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void stage.requestFullscreen?.();
});

const parsed = parsePlayParams(window.location.search);
if (!parsed.ok) {
  if (parsed.reason === 'missing') showNotice(s.errors.missingTitle, s.errors.missingText);
  else showNotice(s.errors.invalidTitle, s.errors.invalidText);
} else {
  play(parsed.params);
  if (parsed.params.matchId) followClock(parsed.params.matchId);
}
