/**
 * The slot's sounds, synthesised with Web Audio (no files to download): a whirr as the reels start, a
 * click as each lands, a rising chime for a win. Off or on by the member's choice, kept in this
 * browser; the audio context starts on the first spin, a tap, as browsers require.
 */
const KEY = 'slotSound';
let context: AudioContext | null = null;

export const soundOn = (): boolean => {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
};

export const setSoundOn = (on: boolean): void => {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // private mode: the choice lasts for this page
  }
};

const audio = (): AudioContext | null => {
  if (!soundOn() || typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
};

const tone = (frequency: number, startIn: number, seconds: number, type: OscillatorType, volume: number) => {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime + startIn;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
};

export const slotSound = {
  spin: () => tone(180, 0, 0.25, 'sawtooth', 0.03),
  land: (reel: number) => tone(520 + reel * 40, 0, 0.06, 'square', 0.025),
  win: (big: boolean) => {
    const notes = big ? [523, 659, 784, 1047, 1319] : [659, 784, 1047];
    for (const [i, f] of notes.entries()) tone(f, i * 0.09, 0.22, 'triangle', 0.05);
  },
};
