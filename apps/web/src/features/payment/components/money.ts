import { formatMoney } from '@courtside/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';

/** An amount in the site's settlement unit: '1,234.50 元' on a cny site, '1,234.50 USDT' on a usdt site. */
export function usePaymentMoney() {
  const { t } = useTranslation();
  return useCallback((value: string | bigint) => t('payment.money', { amount: formatMoney(value) }), [t]);
}

/** An amount of USDT, whatever the site's unit. */
export function useUsdtMoney() {
  const { t } = useTranslation();
  return useCallback((value: string) => t('payment.usdt', { amount: formatMoney(value) }), [t]);
}
