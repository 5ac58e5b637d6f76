import { type BaccaratBetKind, cardCode, DECK_SIZE } from '@courtside/domain/casino';
import { type Application, Container, Graphics, Sprite, Text, type TextStyleOptions, type Texture } from 'pixi.js';
import { whenIdle } from '../../../shared/whenIdle';
import { BET_KINDS, BET_SPOTS, type DealtCard, dealOrder, type Side, winningSpots } from './baccaratLayout';
import { createOnDemandApp } from './pixiOnDemand';

/** A dealt hand as the table shows it. */
export interface TableHand {
  hand: number;
  outcome: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  player: readonly string[];
  banker: readonly string[];
  playerTotal: number;
  bankerTotal: number;
}

/** The zh-CN words painted on the table, given by the page (this module knows no i18n). */
export interface TableWords {
  spot: Record<BaccaratBetKind, { name: string; pays: string }>;
  side: Record<Side, string>;
  total(points: number): string;
  outcome(outcome: TableHand['outcome']): string;
}

/** The timer line: seconds left to bet (0 while dealing), its words, and the shoe and hand. */
export interface TableClock {
  seconds: number;
  text: string;
  header: string;
}

/** Chips on a spot: the confirmed stake and the one still being chosen, as display amounts. */
export type SpotChips = Partial<Record<BaccaratBetKind, { placed: string | null; staged: string | null }>>;

interface Palette {
  bg: string;
  felt: string;
  text: string;
  muted: string;
  surface: string;
  player: string;
  banker: string;
  tie: string;
  highlight: string;
  chip: string;
  onChip: string;
  skin: string;
  shirt: string;
  eyes: string;
  cardFace: string;
  cardInk: string;
  cardEdge: string;
  red: string;
  font: string;
}

const token = (style: CSSStyleDeclaration, name: string) => style.getPropertyValue(name).trim();

const paletteOf = (element: Element): Palette => {
  const s = getComputedStyle(element);
  return {
    bg: token(s, '--color-bg-elevated'),
    felt: token(s, '--color-success'),
    text: token(s, '--color-text'),
    muted: token(s, '--color-text-muted'),
    surface: token(s, '--color-surface'),
    player: token(s, '--color-primary'),
    banker: token(s, '--color-danger'),
    tie: token(s, '--color-success'),
    highlight: token(s, '--color-highlight'),
    chip: token(s, '--color-accent'),
    onChip: token(s, '--color-on-accent'),
    skin: token(s, '--color-warning'),
    shirt: token(s, '--color-on-primary'),
    eyes: token(s, '--color-bg'),
    // Surface and text: a pair every theme keeps readable, light cards or dark.
    cardFace: token(s, '--color-surface'),
    cardInk: token(s, '--color-text'),
    cardEdge: token(s, '--color-border-strong'),
    red: token(s, '--color-danger'),
    font: s.fontFamily || 'system-ui, sans-serif',
  };
};

const SPOT_COLOUR: Record<BaccaratBetKind, keyof Palette> = {
  player: 'player',
  playerPair: 'player',
  banker: 'banker',
  bankerPair: 'banker',
  tie: 'tie',
};
const SUITS: Record<string, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };
/** Every card of the deck by its code, as the provider deals them. */
const DECK = Array.from({ length: DECK_SIZE }, (_, card) => cardCode(card));
/** How long a face waits for an idle moment before it is drawn anyway (and Safari's pace). */
const WARM_LATEST_MS = 200;
const MOVE_MS = 320;
const FLIP_MS = 180;
const REVEAL_MS = 260;
const WAVE_MS = 900;
const LIT_MS = 4_000;
/** A card's slot on its side: three places, the third card to the right of the first two. */
const CARD_SLOTS = 3;

const easeOut = (t: number) => 1 - (1 - t) ** 3;
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

interface Tween {
  start: number;
  duration: number;
  step(t: number): void;
  done(): void;
}

interface SpotView {
  shape: Graphics;
  name: Text;
  pays: Text;
  placed: Container;
  staged: Container;
}

/**
 * The baccarat table drawn with PixiJS: the felt, the five bet spots with their chips, the shoe, the
 * cards dealt face down from the shoe and turned over, each side's total, the result, the shared
 * timer and a drawn dealer whose arm deals the cards. Frames are rendered on demand (a deal, a tick of
 * the timer, a chip), never by a running ticker, so a table waiting for bets costs nothing. There is
 * no sound. Made by create, since PixiJS starts up asynchronously.
 */
export class BaccaratTableDrawing {
  /**
   * What changes only on a resize, a hand's opening or closing, or lit spots: the room, the felt, the
   * shoe, the dealer's body and the spots. Kept as one cached texture, so a frame of a deal draws it
   * as a single quad instead of rebuilding every shape and word.
   */
  private readonly still = new Container();
  private readonly felt = new Graphics();
  private readonly room = new Graphics();
  private readonly shoe = new Graphics();
  private readonly dealerBody = new Graphics();
  private readonly arms = new Container();
  private readonly leftArm = new Graphics();
  private readonly rightArm = new Graphics();
  private readonly clockRing = new Graphics();
  private readonly clockText: Text;
  private readonly clockLabel: Text;
  private readonly header: Text;
  private readonly spots = new Map<BaccaratBetKind, SpotView>();
  private readonly cards = new Container();
  private readonly sideLabels: Record<Side, Text>;
  private readonly result = new Container();
  private readonly resultPill = new Graphics();
  private readonly resultText: Text;
  private size = { width: 1, height: 1 };
  private textures = new Map<string, Texture>();
  private tweens: Tween[] = [];
  private frame = 0;
  /** Bumped when a deal is cut short (a newer hand, a resize), so its remaining steps stop. */
  private generation = 0;
  private hand: TableHand | null = null;
  private clock: TableClock = { seconds: 0, text: '', header: '' };
  private chips: SpotChips = {};
  /** What each chip holder shows now, so a repaint leaves unchanged chips alone. */
  private readonly chipLooks = new WeakMap<Container, string>();
  private lit = new Set<BaccaratBetKind>();
  private litTimer: ReturnType<typeof setTimeout> | undefined;
  private wavedFor = '';
  private stopWarming = () => {};

  private constructor(
    private readonly app: Application,
    private readonly canvas: HTMLCanvasElement,
    private readonly palette: Palette,
    private readonly words: TableWords,
  ) {
    const text = (style: TextStyleOptions) =>
      new Text({ text: '', style: { fontFamily: palette.font, fill: palette.text, ...style }, anchor: 0.5 });
    this.clockText = text({ fontWeight: '700' });
    this.clockLabel = text({ fill: palette.muted });
    this.header = text({ fill: palette.muted });
    this.resultText = text({ fontWeight: '700', fill: palette.onChip });
    this.sideLabels = {
      player: text({ fontWeight: '600', fill: palette.player }),
      banker: text({ fontWeight: '600', fill: palette.banker }),
    };
    this.result.addChild(this.resultPill, this.resultText);
    this.arms.addChild(this.leftArm, this.rightArm);
    this.still.addChild(this.room, this.dealerBody, this.felt, this.shoe, this.header);
    app.stage.addChild(this.still, this.clockRing, this.clockText, this.clockLabel);
    for (const kind of BET_KINDS) {
      const view: SpotView = {
        shape: new Graphics(),
        name: text({ fontWeight: '700' }),
        pays: text({ fill: palette.muted }),
        placed: new Container(),
        staged: new Container(),
      };
      view.name.text = words.spot[kind].name;
      view.pays.text = words.spot[kind].pays;
      this.still.addChild(view.shape, view.name, view.pays);
      app.stage.addChild(view.placed, view.staged);
      this.spots.set(kind, view);
    }
    app.stage.addChild(this.sideLabels.player, this.sideLabels.banker, this.cards, this.result, this.arms);
    this.still.cacheAsTexture(true);
    this.resize();
  }

  static async create(canvas: HTMLCanvasElement, words: TableWords): Promise<BaccaratTableDrawing> {
    const palette = paletteOf(canvas);
    const app = await createOnDemandApp(canvas, palette.bg);
    return new BaccaratTableDrawing(app, canvas, palette, words);
  }

  /** Fits the table to the canvas's box again: every shape, text size and card texture at that size. */
  resize(): void {
    const width = Math.max(1, this.canvas.clientWidth);
    const height = Math.max(1, this.canvas.clientHeight);
    this.app.renderer.resize(width, height);
    this.size = { width, height };
    this.generation++;
    this.finishTweens();
    this.paintTable();
    for (const texture of this.textures.values()) texture.destroy(true);
    this.textures.clear();
    this.placeHand(true);
    this.paintClock();
    this.paintChips();
    this.paintSpots();
    this.poseArms(0, 0);
    this.requestRender();
    this.warmCardFaces();
  }

  /**
   * Draws the back and every face at this size ahead, one per idle moment, so a card turned over in
   * a deal never waits for its face: a face's first drawing (its words measured, its texture made)
   * in the turn's frame made that frame a long one under 4x CPU.
   */
  private warmCardFaces(): void {
    this.stopWarming();
    const codes: (string | null)[] = [null, ...DECK];
    const next = () => {
      const code = codes.shift();
      if (code === undefined) return;
      this.cardTexture(code);
      this.stopWarming = whenIdle(next, WARM_LATEST_MS);
    };
    this.stopWarming = whenIdle(next, WARM_LATEST_MS);
  }

  /** The cached layer is drawn again from its shapes (after any of them changed). */
  private refreshStill(): void {
    this.still.updateCacheTexture();
  }

  /** The timer; a new hand opening for bets has the dealer wave the table in. */
  setClock(clock: TableClock): void {
    const opened = clock.seconds > 0 && this.clock.seconds === 0 && this.wavedFor !== clock.header;
    const turned = clock.seconds > 0 !== this.clock.seconds > 0 || clock.header !== this.clock.header;
    this.clock = clock;
    this.paintClock();
    // The spots dim and the header changes once a hand, not every second.
    if (turned) this.paintSpots();
    if (opened) {
      this.wavedFor = clock.header;
      void this.wave();
    }
    this.requestRender();
  }

  setChips(chips: SpotChips): void {
    this.chips = chips;
    this.paintChips();
    this.requestRender();
  }

  /**
   * Shows a dealt hand: at once (the table just opened), or dealt card by card from the shoe, each
   * turned over where it lands, then the totals, the result and the winning spots lit.
   */
  async showHand(hand: TableHand | null, animate: boolean): Promise<void> {
    if (hand && this.hand && hand.hand === this.hand.hand) return;
    this.hand = hand;
    const generation = ++this.generation;
    this.finishTweens();
    if (!hand || !animate) {
      this.placeHand(true);
      this.requestRender();
      return;
    }
    this.placeHand(false);
    const order = dealOrder(hand.player, hand.banker);
    for (const card of order) {
      await this.deal(card);
      if (generation !== this.generation) return;
    }
    await this.tween(FLIP_MS, (t) => this.poseArms(0, 1 - t));
    if (generation !== this.generation) return;
    this.paintTotals(true);
    this.result.alpha = 0;
    this.result.visible = true;
    await this.tween(REVEAL_MS, (t) => {
      this.result.alpha = t;
      this.result.scale.set(lerp(1.4, 1, easeOut(t)));
    });
    if (generation !== this.generation) return;
    this.light(winningSpots(hand));
  }

  destroy(): void {
    this.generation++;
    cancelAnimationFrame(this.frame);
    clearTimeout(this.litTimer);
    this.stopWarming();
    this.tweens = [];
    for (const texture of this.textures.values()) texture.destroy(true);
    this.textures.clear();
    this.app.destroy({ removeView: false }, { children: true });
  }

  // --- frames on demand -------------------------------------------------------------------------

  private requestRender(): void {
    if (!this.frame) this.frame = requestAnimationFrame(this.tick);
  }

  private readonly tick = (now: number): void => {
    this.frame = 0;
    for (const tween of [...this.tweens]) {
      if (tween.start < 0) tween.start = now;
      const t = Math.min(1, (now - tween.start) / tween.duration);
      tween.step(t);
      if (t >= 1) {
        this.tweens.splice(this.tweens.indexOf(tween), 1);
        tween.done();
      }
    }
    this.app.render();
    if (this.tweens.length > 0) this.frame = requestAnimationFrame(this.tick);
  };

  private tween(duration: number, step: (t: number) => void): Promise<void> {
    return new Promise((done) => {
      this.tweens.push({ start: -1, duration, step, done });
      if (!this.frame) this.frame = requestAnimationFrame(this.tick);
    });
  }

  /** Ends every running tween at its last step (a newer hand or a resize takes over). */
  private finishTweens(): void {
    const running = this.tweens;
    this.tweens = [];
    for (const tween of running) {
      tween.step(1);
      tween.done();
    }
  }

  // --- layout -----------------------------------------------------------------------------------

  private get unit(): number {
    const { width, height } = this.size;
    return Math.max(11, Math.min(22, width * 0.028, height * 0.045));
  }

  private cardSize(): { w: number; h: number; gap: number } {
    const { width, height } = this.size;
    const w = Math.min(height * 0.2 * 0.7, width * 0.125);
    return { w, h: w / 0.7, gap: w * 0.1 };
  }

  private cardPlace(side: Side, index: number): { x: number; y: number } {
    const { width, height } = this.size;
    const { w, gap } = this.cardSize();
    const centre = side === 'player' ? width * 0.25 : width * 0.75;
    return { x: centre + (index - (CARD_SLOTS - 1) / 2) * (w + gap), y: height * 0.41 };
  }

  private shoePlace(): { x: number; y: number } {
    return { x: this.size.width * 0.86, y: this.size.height * 0.13 };
  }

  /** The dealer's shoulders' height and the figure's scale (its height in pixels). */
  private dealerFrame(): { x: number; y: number; scale: number } {
    const { width, height } = this.size;
    const scale = Math.min(height * 0.27, width * 0.22);
    return { x: width / 2, y: height * 0.3 - scale, scale };
  }

  private paintTable(): void {
    const { width, height } = this.size;
    const p = this.palette;
    const u = this.unit;
    this.room.clear().rect(0, 0, width, height).fill(p.bg);
    const edge = height * 0.27;
    this.felt
      .clear()
      .moveTo(0, edge + height * 0.06)
      .quadraticCurveTo(width / 2, edge - height * 0.06, width, edge + height * 0.06)
      .lineTo(width, height)
      .lineTo(0, height)
      .closePath()
      .fill({ color: p.felt, alpha: 0.28 })
      .stroke({ width: Math.max(2, u * 0.25), color: p.highlight, alpha: 0.7 });
    // The dealer: a head and a waistcoat behind the felt's edge; the arms are drawn over the felt.
    const d = this.dealerFrame();
    this.dealerBody
      .clear()
      .roundRect(-0.32, 0.38, 0.64, 0.7, 0.14)
      .fill(p.player)
      .poly([-0.12, 0.38, 0.12, 0.38, 0, 0.62])
      .fill(p.shirt)
      .poly([-0.08, 0.42, 0, 0.46, -0.08, 0.5])
      .fill(p.banker)
      .poly([0.08, 0.42, 0, 0.46, 0.08, 0.5])
      .fill(p.banker)
      .circle(0, 0.2, 0.15)
      .fill(p.skin)
      .ellipse(0, 0.1, 0.16, 0.08)
      .fill(p.text)
      .circle(-0.05, 0.21, 0.018)
      .fill(p.eyes)
      .circle(0.05, 0.21, 0.018)
      .fill(p.eyes);
    this.dealerBody.position.set(d.x, d.y);
    this.dealerBody.scale.set(d.scale);
    this.arms.position.set(d.x, d.y);
    this.arms.scale.set(d.scale);
    for (const [arm, x] of [
      [this.leftArm, -0.27],
      [this.rightArm, 0.27],
    ] as const) {
      arm.clear().roundRect(-0.055, 0, 0.11, 0.5, 0.055).fill(p.player).circle(0, 0.53, 0.065).fill(p.skin);
      arm.position.set(x, 0.46);
    }
    // The shoe: a box the cards come out of, one card showing at its mouth.
    const s = this.shoePlace();
    const { w, h } = this.cardSize();
    this.shoe
      .clear()
      .roundRect(s.x - w * 0.7, s.y - h * 0.45, w * 1.4, h * 0.9, w * 0.12)
      .fill(p.surface)
      .stroke({ width: 2, color: p.muted })
      .roundRect(s.x - w * 0.5, s.y - h * 0.3, w, h * 0.6, w * 0.08)
      .fill(p.player);
    this.header.style.fontSize = u * 0.75;
    const r = Math.min(height * 0.085, width * 0.075);
    this.clockText.style.fontSize = r * 0.9;
    this.clockLabel.style.fontSize = u * 0.75;
    this.header.position.set(s.x, s.y + h * 0.62);
    for (const side of ['player', 'banker'] as const) {
      const label = this.sideLabels[side];
      label.style.fontSize = u * 1.05;
      label.position.set(side === 'player' ? width * 0.25 : width * 0.75, height * 0.545);
    }
    this.resultText.style.fontSize = u * 1.2;
    this.result.position.set(width / 2, height * 0.545);
    for (const kind of BET_KINDS) {
      const view = this.spots.get(kind);
      const r = BET_SPOTS[kind];
      if (!view) continue;
      const big = kind === 'player' || kind === 'banker';
      view.name.style.fontSize = u * (big ? 1.5 : 1.1);
      view.pays.style.fontSize = u * 0.75;
      const cx = (r.x + r.w / 2) * width;
      const top = r.y * height;
      const h = r.h * height;
      view.name.position.set(cx, top + h * 0.4);
      view.pays.position.set(cx, top + h * 0.75);
    }
  }

  private paintSpots(): void {
    const { width, height } = this.size;
    const open = this.clock.seconds > 0;
    for (const kind of BET_KINDS) {
      const view = this.spots.get(kind);
      if (!view) continue;
      const r = BET_SPOTS[kind];
      const colour = this.palette[SPOT_COLOUR[kind]];
      const lit = this.lit.has(kind);
      view.shape
        .clear()
        .roundRect(r.x * width, r.y * height, r.w * width, r.h * height, this.unit * 0.6)
        .fill({ color: lit ? this.palette.highlight : colour, alpha: lit ? 0.45 : 0.16 })
        .stroke({ width: lit ? 4 : 2, color: lit ? this.palette.highlight : colour });
      const alpha = open || lit ? 1 : 0.6;
      view.shape.alpha = alpha;
      view.name.alpha = alpha;
      view.pays.alpha = alpha;
    }
    if (this.header.text !== this.clock.header) this.header.text = this.clock.header;
    this.refreshStill();
  }

  private paintClock(): void {
    const { width, height } = this.size;
    const u = this.unit;
    const x = width * 0.12;
    const y = height * 0.12;
    const r = Math.min(height * 0.085, width * 0.075);
    const open = this.clock.seconds > 0;
    // The ring empties over the 15 s a hand takes bets.
    const share = Math.min(1, this.clock.seconds / 14);
    this.clockRing
      .clear()
      .circle(x, y, r)
      .fill(this.palette.surface)
      .stroke({ width: Math.max(3, r * 0.14), color: this.palette.muted, alpha: 0.35 });
    if (open) {
      this.clockRing
        .moveTo(x, y - r)
        .arc(x, y, r, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2)
        .stroke({ width: Math.max(3, r * 0.14), color: share > 0.3 ? this.palette.tie : this.palette.banker });
    }
    // Sizes are set on a resize only: a new font size lays the words out again, a scale does not.
    const words = open ? String(this.clock.seconds) : this.clock.text;
    if (this.clockText.text !== words) this.clockText.text = words;
    this.clockText.scale.set(open ? 1 : 0.55);
    this.clockText.position.set(x, y);
    const label = open ? this.clock.text.replace(/\s*\d+\s*秒$/, '') : '';
    if (this.clockLabel.text !== label) this.clockLabel.text = label;
    this.clockLabel.position.set(x, y + r + u * 0.8);
  }

  private paintChips(): void {
    const { width, height } = this.size;
    for (const kind of BET_KINDS) {
      const view = this.spots.get(kind);
      if (!view) continue;
      const r = BET_SPOTS[kind];
      const size = Math.min(r.h * height * 0.3, r.w * width * 0.14);
      const chips = this.chips[kind];
      const y = (r.y + r.h / 2) * height;
      const right = (r.x + r.w) * width - size * 1.3;
      this.paintChip(view.placed, chips?.placed ?? null, right, y, size, false);
      this.paintChip(view.staged, chips?.staged ?? null, right - (chips?.placed ? size * 1.2 : 0), y, size, true);
    }
  }

  private paintChip(holder: Container, amount: string | null, x: number, y: number, r: number, staged: boolean): void {
    // A click changes one spot's chip: the other nine keep their drawing (a new Text is a canvas
    // measure and a texture upload, and all ten made the click's frame a long one under throttle).
    const look = `${amount}|${x}|${y}|${r}|${staged}`;
    if (this.chipLooks.get(holder) === look) return;
    this.chipLooks.set(holder, look);
    for (const child of holder.removeChildren()) child.destroy();
    if (!amount) return;
    const p = this.palette;
    holder.addChild(
      new Graphics()
        .circle(0, 0, r)
        .fill(staged ? p.surface : p.chip)
        .stroke({ width: Math.max(2, r * 0.16), color: staged ? p.chip : p.onChip, alpha: staged ? 1 : 0.6 }),
      new Text({
        text: amount.replace(/\.00$/, ''),
        style: {
          fontFamily: p.font,
          fontWeight: '700',
          fontSize: r * (amount.length > 6 ? 0.6 : 0.8),
          fill: staged ? p.text : p.onChip,
        },
        anchor: 0.5,
      }),
    );
    holder.position.set(x, y);
  }

  private light(kinds: BaccaratBetKind[]): void {
    this.lit = new Set(kinds);
    this.paintSpots();
    this.requestRender();
    clearTimeout(this.litTimer);
    this.litTimer = setTimeout(() => {
      this.lit.clear();
      this.paintSpots();
      this.requestRender();
    }, LIT_MS);
  }

  // --- cards ------------------------------------------------------------------------------------

  private cardTexture(code: string | null): Texture {
    const key = code ?? 'back';
    const known = this.textures.get(key);
    if (known) return known;
    const p = this.palette;
    const { w, h } = this.cardSize();
    const card = new Container();
    const face = new Graphics().roundRect(0, 0, w, h, w * 0.1).fill(code ? p.cardFace : p.player);
    if (!code) face.roundRect(w * 0.1, w * 0.1, w * 0.8, h - w * 0.2, w * 0.06).stroke({ width: 2, color: p.shirt });
    else face.stroke({ width: 2, color: p.cardEdge });
    card.addChild(face);
    if (code) {
      const suit = code[1] ?? '';
      const ink = suit === 'H' || suit === 'D' ? p.red : p.cardInk;
      const rank = code[0] === 'T' ? '10' : (code[0] ?? '');
      const style = { fontFamily: p.font, fontWeight: '700' as const, fill: ink };
      const corner = new Text({ text: rank, style: { ...style, fontSize: w * 0.34 }, anchor: { x: 0, y: 0 } });
      corner.position.set(w * 0.1, w * 0.06);
      const pip = new Text({ text: SUITS[suit] ?? '', style: { ...style, fontSize: w * 0.55 }, anchor: 0.5 });
      pip.position.set(w / 2, h * 0.58);
      card.addChild(corner, pip);
    }
    const texture = this.app.renderer.generateTexture({
      target: card,
      resolution: this.app.renderer.resolution,
      antialias: true,
    });
    card.destroy({ children: true });
    this.textures.set(key, texture);
    return texture;
  }

  /** Lays out the current hand's cards: all face up with totals and result, or none (a deal begins). */
  private placeHand(complete: boolean): void {
    for (const child of this.cards.removeChildren()) child.destroy();
    clearTimeout(this.litTimer);
    this.lit.clear();
    this.paintSpots();
    const hand = this.hand;
    this.result.visible = false;
    if (!hand || !complete) {
      this.paintTotals(false);
      return;
    }
    for (const card of dealOrder(hand.player, hand.banker)) {
      const sprite = this.cardSprite(card.code);
      const at = this.cardPlace(card.side, card.index);
      sprite.position.set(at.x, at.y);
      this.cards.addChild(sprite);
    }
    this.paintTotals(true);
    this.result.visible = true;
    this.result.alpha = 1;
    this.result.scale.set(1);
  }

  private cardSprite(code: string | null): Sprite {
    const sprite = new Sprite(this.cardTexture(code));
    sprite.anchor.set(0.5);
    return sprite;
  }

  private paintTotals(shown: boolean): void {
    const hand = this.hand;
    for (const side of ['player', 'banker'] as const) {
      const total = side === 'player' ? hand?.playerTotal : hand?.bankerTotal;
      this.sideLabels[side].text =
        shown && total !== undefined ? `${this.words.side[side]} ${this.words.total(total)}` : this.words.side[side];
    }
    if (!hand) return;
    const colour =
      hand.outcome === 'player'
        ? this.palette.player
        : hand.outcome === 'banker'
          ? this.palette.banker
          : this.palette.tie;
    this.resultText.text = this.words.outcome(hand.outcome);
    const u = this.unit;
    const w = this.resultText.width + u * 1.6;
    const h = u * 2;
    this.resultPill
      .clear()
      .roundRect(-w / 2, -h / 2, w, h, h / 2)
      .fill(colour)
      .stroke({ width: 2, color: this.palette.highlight });
  }

  /** One card from the shoe to its place, the dealer's right arm following it, then turned over. */
  private async deal(card: DealtCard): Promise<void> {
    const from = this.shoePlace();
    const to = this.cardPlace(card.side, card.index);
    const sprite = this.cardSprite(null);
    sprite.position.set(from.x, from.y);
    sprite.scale.set(0.6);
    this.cards.addChild(sprite);
    const reach = card.side === 'player' ? -1 : 1;
    await this.tween(MOVE_MS, (t) => {
      const e = easeOut(t);
      sprite.position.set(lerp(from.x, to.x, e), lerp(from.y, to.y, e));
      sprite.scale.set(lerp(0.6, 1, e));
      this.poseArms(reach, e);
    });
    await this.tween(FLIP_MS / 2, (t) => sprite.scale.set(1 - t, 1));
    sprite.texture = this.cardTexture(card.code);
    await this.tween(FLIP_MS / 2, (t) => sprite.scale.set(t, 1));
  }

  /**
   * The arms: at rest they hang a little apart; `side` -1 reaches the right arm over to the player's
   * cards, 1 to the banker's, by `amount` (0..1). A positive rotation swings a hanging arm leftwards.
   */
  private poseArms(side: number, amount: number): void {
    const toward = side < 0 ? 0.9 : -0.55;
    this.rightArm.rotation = lerp(-0.15, toward, amount);
    this.leftArm.rotation = lerp(0.15, side < 0 ? 0.35 : -0.1, amount);
  }

  /** Both arms open out once, inviting bets, when a hand opens. */
  private async wave(): Promise<void> {
    const generation = this.generation;
    await this.tween(WAVE_MS, (t) => {
      if (generation !== this.generation) return;
      const swing = Math.sin(t * Math.PI) * 0.9;
      this.leftArm.rotation = 0.15 + swing;
      this.rightArm.rotation = -0.15 - swing;
    });
  }
}
