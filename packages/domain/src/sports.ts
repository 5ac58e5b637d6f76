/**
 * The common sports the book does not offer (it offers the feed's `sportId`s: football, basketball,
 * esports). A page, a tile or a help text that names a sport we do not offer promises a
 * market the member will never find; the tests of the web app and of the seed run their text
 * through `unofferedSportIn`.
 */
const UNOFFERED_SPORTS_ZH = [
  '网球',
  '排球',
  '棒球',
  '乒乓球',
  '羽毛球',
  '冰球',
  '橄榄球',
  '斯诺克',
  '台球',
  '板球',
  '高尔夫',
  '拳击',
  '手球',
  '水球',
  '曲棍球',
  '飞镖',
  '赛马',
  '格斗',
] as const;

/** The first sport a text names that the book does not offer, or null. */
export function unofferedSportIn(text: string): string | null {
  return UNOFFERED_SPORTS_ZH.find((sport) => text.includes(sport)) ?? null;
}
