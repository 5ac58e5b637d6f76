import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { AddressesPanel } from '../components/AddressesPanel';
import { BankCardsPanel } from '../components/BankCardsPanel';
import { useUsdtSite } from '../hooks/useUsdtSite';
import styles from '../Payment.module.css';

/** {{card}}管理: bank cards (CNY sites only), USDT addresses and e-wallet accounts the member withdraws to. */
export function CardsPage() {
  const { t } = useTranslation();
  const { usdt, context } = useUsdtSite();
  return (
    <WalletFrame
      title={t('payment.cards.title')}
      subtitle={t('payment.cards.subtitle', context)}
      backTo="/app/member"
      testId="cards-page"
      actions={
        <Link to="/app/withdraw" className={buttonClass({ variant: 'ghost', size: 'sm' })} data-testid="cards-withdraw">
          <Icon name="card" />
          {t('nav.withdraw')}
        </Link>
      }
    >
      <div className={[styles.body, styles.cardsGrid].join(' ')}>
        {usdt ? <AddressesPanel kind="usdt" /> : <BankCardsPanel />}
        <div className={styles.column}>
          {!usdt && <AddressesPanel kind="usdt" />}
          <AddressesPanel kind="ewallet" />
        </div>
      </div>
    </WalletFrame>
  );
}
