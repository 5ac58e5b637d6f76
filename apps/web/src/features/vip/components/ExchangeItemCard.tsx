import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/money';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import type { ExchangeItemView } from '../api/exchange';
import styles from '../Exchange.module.css';

/** What the item's button does: exchange, send a visitor to log in, or nothing (it says why). */
export type ExchangeAction =
  | { kind: 'exchange' }
  | { kind: 'login' }
  | { kind: 'blocked'; reason: 'soldOut' | 'limitReached' | 'notEnoughPoints' };

/** The server decides whether the member may take the item (its `reason`); the button only renders it. */
export const exchangeAction = (item: Pick<ExchangeItemView, 'reason'>): ExchangeAction =>
  item.reason === null
    ? { kind: 'exchange' }
    : item.reason === 'notLoggedIn'
      ? { kind: 'login' }
      : { kind: 'blocked', reason: item.reason };

/** What the item gives, in words: '¥8.00 彩金', '100 金币' or '¥10.00 免费投注券'. */
export function useGiftText() {
  const { t } = useTranslation();
  const money = useMoney();
  return (item: Pick<ExchangeItemView, 'kind' | 'amount'>) =>
    item.kind === 'coins'
      ? t('promo.score.exchange.value.coins', { coins: Number(item.amount).toLocaleString('zh-CN') })
      : t(`promo.score.exchange.value.${item.kind}`, { money: money(item.amount) });
}

export interface ExchangeItemCardProps {
  item: ExchangeItemView;
  /** An exchange is on its way: no second one starts meanwhile. */
  busy: boolean;
  onExchange: (item: ExchangeItemView) => void;
  onLogin: () => void;
}

/** One item of the catalogue: what it gives, its cost, the stock left, the member's limit and its button. */
export function ExchangeItemCard({ item, busy, onExchange, onLogin }: ExchangeItemCardProps) {
  const { t } = useTranslation();
  const giftText = useGiftText();
  const action = exchangeAction(item);
  return (
    <li
      className={styles.item}
      data-testid="exchange-item"
      data-id={item.id}
      data-kind={item.kind}
      data-points={item.points}
      data-reason={item.reason ?? 'none'}
    >
      <div className={styles.itemHead}>
        <span className={styles.itemIcon} data-kind={item.kind} aria-hidden="true">
          <Icon name={item.kind === 'coins' ? 'gift' : item.kind === 'freeBet' ? 'sports' : 'sparkle'} />
        </span>
        <span className={styles.itemTitle} data-testid="exchange-item-title">
          {item.title}
        </span>
      </div>
      <span className={styles.itemValue}>{giftText(item)}</span>
      <span className={styles.itemPoints} data-testid="exchange-item-points">
        {t('promo.score.exchange.points', { points: item.points.toLocaleString('zh-CN') })}
      </span>
      <span className={styles.itemMeta} data-testid="exchange-item-stock">
        {item.stockLeft === null
          ? t('promo.score.exchange.stockUnlimited')
          : t('promo.score.exchange.stockLeft', { count: item.stockLeft })}
      </span>
      <span className={styles.itemMeta} data-testid="exchange-item-limit">
        {item.perMemberLimit === null
          ? t('promo.score.exchange.noLimit', { taken: item.taken })
          : t('promo.score.exchange.limit', { limit: item.perMemberLimit, taken: item.taken })}
      </span>
      <div className={styles.itemAction}>
        {action.kind === 'exchange' ? (
          <Button size="sm" block disabled={busy} onClick={() => onExchange(item)} data-testid="exchange-item-button">
            {t('promo.score.exchange.exchange')}
          </Button>
        ) : action.kind === 'login' ? (
          <Button size="sm" block variant="secondary" onClick={onLogin} data-testid="exchange-item-button">
            {t('promo.score.exchange.reasons.notLoggedIn')}
          </Button>
        ) : (
          <Button size="sm" block variant="secondary" disabled data-testid="exchange-item-button">
            {t(`promo.score.exchange.reasons.${action.reason}`)}
          </Button>
        )}
      </div>
    </li>
  );
}
