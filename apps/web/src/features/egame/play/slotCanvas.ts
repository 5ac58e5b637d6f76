import { SLOT_REELS, SLOT_ROWS, type SlotDefinition, type SlotPosition } from '@courtside/domain/casino';

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

/**
 * The 5x3 reels on a 2D canvas: draws a window of each reel strip, scrolls the strips while a spin
 * runs (each frame paints fifteen cells, far below a long frame) and rings the winning cells.
 */
export class SlotReels {
  private readonly ctx: CanvasRenderingContext2D;
  private readonly palette: Palette;
  private readonly names: Map<string, { label: string; colour: string; card: boolean }>;
  private offsets: number[];
  private frame = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly def: SlotDefinition,
  ) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    this.ctx = ctx;
    this.palette = paletteOf(canvas);
    this.names = new Map(
      def.symbols.map((s) => {
        const high = /^H(\d)$/.exec(s.id);
        const colour =
          s.role !== 'regular'
            ? this.palette.roles[s.role]
            : high
              ? (this.palette.highs[(Number(high[1]) - 1) % 4] ?? this.palette.cell)
              : this.palette.roles.card;
        return [s.id, { label: Array.from(s.name).slice(0, 2).join(''), colour, card: s.role === 'regular' && !high }];
      }),
    );
    this.offsets = Array.from({ length: SLOT_REELS }, () => 0);
  }

  /** Paints reels stopped at `stops` (fractional while moving), ringing `wins`. */
  draw(positions: readonly number[], wins: readonly SlotPosition[] = []): void {
    const { ctx, canvas, palette } = this;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = palette.bg;
    ctx.fillRect(0, 0, width, height);
    const gap = width * 0.012;
    const cellW = (width - gap * (SLOT_REELS + 1)) / SLOT_REELS;
    const cellH = (height - gap * (SLOT_ROWS + 1)) / SLOT_ROWS;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let reel = 0; reel < SLOT_REELS; reel++) {
      const strip = this.def.reels[reel] ?? [];
      const at = positions[reel] ?? 0;
      const base = Math.floor(at);
      const shift = (at - base) * (cellH + gap);
      const x = gap + reel * (cellW + gap);
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, gap, cellW, height - 2 * gap);
      ctx.clip();
      for (let row = -1; row <= SLOT_ROWS; row++) {
        const symbol = strip[(((base + row) % strip.length) + strip.length) % strip.length] ?? '';
        const y = gap + row * (cellH + gap) - shift;
        const look = this.names.get(symbol);
        const ringed = shift === 0 && wins.some((w) => w.reel === reel && w.row === row);
        ctx.fillStyle = look?.colour ?? palette.cell;
        ctx.globalAlpha = wins.length > 0 && !ringed ? 0.45 : 1;
        ctx.beginPath();
        ctx.roundRect(x, y, cellW, cellH, cellW * 0.12);
        ctx.fill();
        ctx.globalAlpha = 1;
        if (ringed) {
          ctx.lineWidth = Math.max(2, cellW * 0.05);
          ctx.strokeStyle = palette.win;
          ctx.stroke();
        }
        ctx.fillStyle = look?.card ? palette.muted : palette.text;
        ctx.font = `700 ${Math.round(cellH * (look?.label.length === 1 ? 0.42 : 0.3))}px system-ui, sans-serif`;
        ctx.fillText(look?.label ?? '', x + cellW / 2, y + cellH / 2);
      }
      ctx.restore();
    }
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
        const done = now - start >= SPIN_MS + (SLOT_REELS - 1) * REEL_STAGGER_MS;
        if (done) {
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

  stop(): void {
    cancelAnimationFrame(this.frame);
  }
}
