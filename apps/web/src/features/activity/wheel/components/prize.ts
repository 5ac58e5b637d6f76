import type { WheelDrawView } from '@courtside/contract';
import type { TFunction } from '../../../../i18n';

/** What a segment pays, in words: ¥8.00 彩金, 50 积分, 无奖品. */
export function prizeText(
  t: TFunction,
  money: (value: string) => string,
  prize: Pick<WheelDrawView, 'prize' | 'amount' | 'points'>,
): string {
  if (prize.prize === 'bonus') return t('promo.wheel.prizeBonus', { money: money(prize.amount) });
  if (prize.prize === 'points') return t('promo.wheel.prizePoints', { points: prize.points });
  return t('promo.wheel.prizeNone');
}
