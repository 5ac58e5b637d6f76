import { CAISHEN_DAO, LONG_FENG_CHENG_XIANG, MAIN_SLOTS, PANDA_BAMBOO } from './games';
import type { SlotDefinition, SlotSymbol } from './types';
import { SLOT_VARIANT_SPECS, type SlotVariantSpec } from './variants-data';

const ENGINES: Readonly<Record<SlotVariantSpec['engine'], SlotDefinition>> = {
  'caishen-dao': CAISHEN_DAO,
  'long-feng-cheng-xiang': LONG_FENG_CHENG_XIANG,
  'panda-bamboo': PANDA_BAMBOO,
};

const THEMED_IDS = ['W', 'S', 'H1', 'H2', 'H3', 'H4'] as const;

function toDefinition(spec: SlotVariantSpec): SlotDefinition {
  const engine = ENGINES[spec.engine];
  // Card symbols keep the engine's names; the wild, scatter and high symbols take the theme.
  const symbols = engine.symbols.map((symbol): SlotSymbol => {
    const themed = THEMED_IDS.indexOf(symbol.id as (typeof THEMED_IDS)[number]);
    return themed >= 0 ? { ...symbol, name: spec.themed[themed]! } : symbol;
  });
  return { ...engine, id: spec.id, name: spec.name, symbols, pays: spec.pays, scatter: spec.scatter };
}

let variants: readonly SlotDefinition[] | null = null;

/**
 * The catalogue variants (37): each plays on one main game's reels and evaluation with its own
 * theme, paytable and free-spin rules. Built once and shared, so compiled forms stay cached.
 */
export function slotVariants(): readonly SlotDefinition[] {
  variants ??= SLOT_VARIANT_SPECS.map(toDefinition);
  return variants;
}

/** The stated RTP (percent, two decimals) of a main game or variant, by id. */
export const STATED_RTP_PERCENT: Readonly<Record<string, string>> = {
  'caishen-dao': '96.23',
  'long-feng-cheng-xiang': '96.25',
  'panda-bamboo': '95.99',
  ...Object.fromEntries(SLOT_VARIANT_SPECS.map((spec) => [spec.id, spec.rtpPercent])),
};

/** Every slot in the catalogue: the three main games, then the variants (40 in all). */
export function slotCatalogue(): readonly SlotDefinition[] {
  return [...MAIN_SLOTS, ...slotVariants()];
}

/** A catalogue slot by id, or undefined. */
export function findSlot(id: string): SlotDefinition | undefined {
  return slotCatalogue().find((def) => def.id === id);
}
