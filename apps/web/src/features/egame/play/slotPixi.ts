import { SLOT_REELS, SLOT_ROWS, type SlotDefinition, type SlotPosition } from '@courtside/domain/casino';
import { type Application, Container, Graphics, Sprite, Text, Texture } from 'pixi.js';
import { createOnDemandApp } from './pixiOnDemand';

/** Theme colours the reels are painted with, read from the page's tokens. */
interface Palette {
  bg: string;
  cell: string;
  text: string;
  muted: string;
  win: string;
  roles: Record<'wild' | 'scatter' | 'card', string>;
  /** The four high symbols, H1..H4, each its own colour. */
  highs: string[];
}

const token = (style: CSSStyleDeclaration, name: string) => style.getPropertyValue(name).trim();

const paletteOf = (element: Element): Palette => {
  const s = getComputedStyle(element);
  return {
    bg: token(s, '--color-bg-elevated'),
    cell: token(s, '--color-surface'),
    text: token(s, '--color-text'),
    muted: token(s, '--color-text-muted'),
    win: token(s, '--color-highlight'),
    roles: {
      wild: token(s, '--color-warning'),
      scatter: token(s, '--color-accent'),
      card: token(s, '--color-surface-alt'),
    },
    highs: ['--color-danger', '--color-primary', '--color-success', '--color-highlight'].map((n) => token(s, n)),
  };
};

const SPIN_MS = 700;
const REEL_STAGGER_MS = 120;
/** Rows drawn per reel: the three in view and one either side, so a moving strip never shows a gap. */
const DRAWN_ROWS = SLOT_ROWS + 2;

interface Look {
  label: string;
  colour: string;
  card: boolean;
  /** The provider's drawn picture of the symbol, when it loaded; the label stands in otherwise. */
  picture?: HTMLImageElement;
}

/** Loads a symbol's picture; null when it cannot be had (the reels then draw the symbol's name). */
const loadPicture = async (url: string): Promise<HTMLImageElement | null> => {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
};

interface Cell {
  sprite: Sprite;
  ring: Graphics;
}

/**
 * The 5x3 reels drawn with PixiJS (WebGL, or WebGPU / canvas where that is what the browser has).
 * Each symbol is painted once into a texture; a frame only moves fifteen-odd sprites and swaps
 * textures as the strips scroll, so a frame's work stays far from a long animation frame even on a
 * slow phone. Frames are rendered on demand (a spin, a resize), not by a ticker, so a resting game
 * costs nothing. Made by createSlotReels, since PixiJS starts up asynchronously.
 */
export class SlotReels {
  private readonly looks: Map<string, Look>;
  private textures = new Map<string, Texture>();
  private readonly reels: { strip: Container; cells: Cell[] }[] = [];
  private readonly backdrop = new Graphics();
  /**
   * Bands of the background over the top and bottom margins, drawn above the strips: they hide the
   * rows scrolling in and out as a mask would, without a stencil pass per reel on every frame.
   */
  private readonly covers = new Graphics();
  private layout = { width: 0, height: 0, gap: 0, cellW: 0, cellH: 0 };
  private offsets: number[] = Array.from({ length: SLOT_REELS }, () => 0);
  private frame = 0;

  private constructor(
    private readonly app: Application,
    private readonly canvas: HTMLCanvasElement,
    private readonly def: SlotDefinition,
    private readonly palette: Palette,
    pictures: ReadonlyMap<string, HTMLImageElement>,
  ) {
    this.looks = new Map(
      def.symbols.map((s) => {
        const picture = pictures.get(s.id);
        const high = /^H(\d)$/.exec(s.id);
        const colour =
          s.role !== 'regular'
            ? palette.roles[s.role]
            : high
              ? (palette.highs[(Number(high[1]) - 1) % 4] ?? palette.cell)
              : palette.roles.card;
        const look: Look = {
          label: Array.from(s.name).slice(0, 2).join(''),
          colour,
          card: s.role === 'regular' && !high,
        };
        return [s.id, picture ? { ...look, picture } : look];
      }),
    );
    app.stage.addChild(this.backdrop);
    for (let reel = 0; reel < SLOT_REELS; reel++) {
      const strip = new Container();
      const cells = Array.from({ length: DRAWN_ROWS }, () => {
        const sprite = new Sprite();
        const ring = new Graphics();
        strip.addChild(sprite, ring);
        return { sprite, ring };
      });
      app.stage.addChild(strip);
      this.reels.push({ strip, cells });
    }
    app.stage.addChild(this.covers);
    this.resize();
  }

  /**
   * `art` is where the provider serves the game's symbol pictures (`${art}/${id}.svg`); they load
   * with the renderer, and a symbol whose picture fails is drawn as its name on its colour.
   */
  static async create(canvas: HTMLCanvasElement, def: SlotDefinition, art = ''): Promise<SlotReels> {
    const palette = paletteOf(canvas);
    const [app, pictures] = await Promise.all([
      createOnDemandApp(canvas, palette.bg),
      art
        ? Promise.all(def.symbols.map(async (s) => [s.id, await loadPicture(`${art}/${s.id}.svg`)] as const))
        : Promise.resolve([]),
    ]);
    const loaded = new Map(pictures.flatMap(([id, image]) => (image ? [[id, image] as const] : [])));
    canvas.dataset.pictures = String(loaded.size);
    return new SlotReels(app, canvas, def, palette, loaded);
  }

  /** Fits the reels to the canvas's box again and repaints the symbol textures at that size. */
  resize(): void {
    const width = Math.max(1, this.canvas.clientWidth);
    const height = Math.max(1, this.canvas.clientHeight);
    this.app.renderer.resize(width, height);
    const gap = width * 0.012;
    const cellW = (width - gap * (SLOT_REELS + 1)) / SLOT_REELS;
    const cellH = (height - gap * (SLOT_ROWS + 1)) / SLOT_ROWS;
    this.layout = { width, height, gap, cellW, cellH };
    for (const texture of this.textures.values()) texture.destroy(true);
    this.textures = new Map([...this.looks].map(([id, look]) => [id, this.paintSymbol(look, cellW, cellH)]));
    this.backdrop.clear().rect(0, 0, width, height).fill(this.palette.bg);
    this.covers
      .clear()
      .rect(0, 0, width, gap)
      .rect(0, height - gap, width, gap)
      .fill(this.palette.bg);
    this.reels.forEach(({ cells }, reel) => {
      const x = gap + reel * (cellW + gap);
      for (const { sprite, ring } of cells) {
        sprite.x = x;
        ring.x = x;
        ring
          .clear()
          .roundRect(0, 0, cellW, cellH, cellW * 0.12)
          .stroke({ width: Math.max(2, cellW * 0.05), color: this.palette.win });
      }
    });
    this.draw(this.offsets);
  }

  private paintSymbol(look: Look, cellW: number, cellH: number): Texture {
    const cell = new Container();
    if (look.picture) {
      // The picture is square: fitted inside the cell, centred, on the reel's own ground.
      const side = Math.min(cellW, cellH);
      const source = Texture.from(look.picture);
      const sprite = new Sprite(source);
      sprite.width = side;
      sprite.height = side;
      sprite.position.set((cellW - side) / 2, (cellH - side) / 2);
      cell.addChild(new Graphics().rect(0, 0, cellW, cellH).fill({ color: this.palette.bg, alpha: 0 }), sprite);
      const texture = this.app.renderer.generateTexture({
        target: cell,
        resolution: this.app.renderer.resolution,
        antialias: true,
      });
      cell.destroy({ children: true });
      return texture;
    }
    cell.addChild(new Graphics().roundRect(0, 0, cellW, cellH, cellW * 0.12).fill(look.colour));
    const label = new Text({
      text: look.label,
      style: {
        fontFamily: 'system-ui, sans-serif',
        fontWeight: '700',
        fontSize: Math.round(cellH * (look.label.length === 1 ? 0.42 : 0.3)),
        fill: look.card ? this.palette.muted : this.palette.text,
      },
      anchor: 0.5,
    });
    label.position.set(cellW / 2, cellH / 2);
    cell.addChild(label);
    const texture = this.app.renderer.generateTexture({
      target: cell,
      resolution: this.app.renderer.resolution,
      antialias: true,
    });
    cell.destroy({ children: true });
    return texture;
  }

  /** Places reels stopped at `positions` (fractional while moving), ringing `wins`, and renders. */
  draw(positions: readonly number[], wins: readonly SlotPosition[] = []): void {
    const { gap, cellH } = this.layout;
    this.reels.forEach(({ cells }, reel) => {
      const strip = this.def.reels[reel] ?? [];
      const at = positions[reel] ?? 0;
      const base = Math.floor(at);
      const shift = (at - base) * (cellH + gap);
      cells.forEach(({ sprite, ring }, i) => {
        const row = i - 1;
        const symbol = strip[(((base + row) % strip.length) + strip.length) % strip.length] ?? '';
        const texture = this.textures.get(symbol);
        if (texture && sprite.texture !== texture) sprite.texture = texture;
        const y = gap + row * (cellH + gap) - shift;
        sprite.y = y;
        ring.y = y;
        const ringed = shift === 0 && wins.some((w) => w.reel === reel && w.row === row);
        sprite.alpha = wins.length > 0 && !ringed ? 0.45 : 1;
        ring.visible = ringed;
      });
    });
    this.app.render();
  }

  /** Shows a stopped grid. */
  show(stops: readonly number[], wins: readonly SlotPosition[] = []): void {
    this.offsets = [...stops];
    this.draw(stops, wins);
  }

  /** Scrolls every reel to its stop, left to right; resolves when the last one lands. */
  spinTo(stops: readonly number[]): Promise<void> {
    cancelAnimationFrame(this.frame);
    const from = [...this.offsets];
    const start = performance.now();
    const lengths = this.def.reels.map((r) => r.length);
    // Each reel runs forward at least two strip windows before landing.
    const targets = stops.map((stop, reel) => {
      const length = lengths[reel] ?? 1;
      const current = from[reel] ?? 0;
      const ahead = (((stop - current) % length) + length) % length;
      return current + ahead + 12 + reel * 3;
    });
    return new Promise((resolve) => {
      const tick = (now: number) => {
        const positions = targets.map((target, reel) => {
          const t = Math.min(1, Math.max(0, (now - start - reel * REEL_STAGGER_MS) / SPIN_MS));
          const eased = 1 - (1 - t) ** 3;
          const origin = from[reel] ?? 0;
          return origin + (target - origin) * eased;
        });
        if (now - start >= SPIN_MS + (SLOT_REELS - 1) * REEL_STAGGER_MS) {
          this.show(stops);
          resolve();
          return;
        }
        this.draw(positions);
        this.frame = requestAnimationFrame(tick);
      };
      this.frame = requestAnimationFrame(tick);
    });
  }

  /** Stops any spin and frees the GPU side; the canvas element stays with the page. */
  destroy(): void {
    cancelAnimationFrame(this.frame);
    for (const texture of this.textures.values()) texture.destroy(true);
    this.textures.clear();
    this.app.destroy({ removeView: false }, { children: true });
  }
}
