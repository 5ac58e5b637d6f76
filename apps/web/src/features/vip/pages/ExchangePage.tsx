import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { requireLogin } from '../../../shared/modals/requireLogin';
import { useSession } from '../../../shared/sessionStore';
import { useConfirmedMove } from '../../../shared/useConfirmedMove';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { useCoinBalance } from '../../gift';
import {
  type ExchangeCatalogue,
  type ExchangeItemView,
  type ExchangeResult,
  useExchangeCatalogue,
  useExchangeItem,
} from '../api/exchange';
import { ExchangeHistory } from '../components/ExchangeHistory';
import { ExchangeItemCard } from '../components/ExchangeItemCard';
import { FreeBetList } from '../components/FreeBetList';
import styles from '../Exchange.module.css';
import vip from '../Vip.module.css';

const EXCHANGE_PATH = '/app/score/exchange';

function Balance({ catalogue, loggedIn }: { catalogue: ExchangeCatalogue; loggedIn: boolean }) {
  const { t } = useTranslation();
  const coins = useCoinBalance(loggedIn);
  return (
    <section className={vip.hero}>
      <div className={styles.balanceRow}>
        <div className={vip.heroText}>
          <span className={vip.hint}>{t('promo.score.exchange.balance')}</span>
          {loggedIn ? (
            <h2 className={vip.heroTitle} data-testid="exchange-balance">
              {catalogue.balance.toLocaleString('zh-CN')}
            </h2>
          ) : (
            <h2 className={vip.heroTitle}>{t('promo.score.exchange.visitorBalance')}</h2>
          )}
          {loggedIn && coins.data ? (
            <span className={vip.hint} data-testid="exchange-coins" data-coins={coins.data.coins}>
              {t('promo.score.exchange.coins', { coins: Number(coins.data.coins).toLocaleString('zh-CN') })}
            </span>
          ) : null}
          <span className={vip.hint}>{t('promo.score.exchange.earnHint')}</span>
        </div>
        <div className={styles.balanceActions}>
          {loggedIn ? (
            <Link
              to="/app/score"
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              data-testid="exchange-to-records"
            >
              {t('promo.score.exchange.toRecords')}
            </Link>
          ) : (
            <Link
              to={`/login?fromPage=${encodeURIComponent(EXCHANGE_PATH)}`}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              data-testid="exchange-login"
            >
              {t('promo.score.exchange.login')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * 积分兑换: the catalogue of items bought with points, each with its cost, stock left and the
 * member's limit; an exchange is confirmed first and answered with a toast and the new balance. A
 * visitor sees the catalogue with 登录后兑换. Below it, the member's own exchanges.
 */
export function ExchangePage() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const catalogue = useExchangeCatalogue(loggedIn);
  const exchange = useExchangeItem(loggedIn);
  const { pendingConfirm, setPendingConfirm, handleConfirm } = useConfirmedMove<ExchangeItemView, ExchangeResult>({
    send: async (item, requestId) => {
      const result = await exchange.mutateAsync({ itemId: item.id, requestId });
      notify(
        t(`promo.score.exchange.done.${result.exchange.kind}`, {
          title: result.exchange.title,
          balance: result.balance.toLocaleString('zh-CN'),
        }),
      );
      return result;
    },
    // The same item asked again after an answer was lost is the same exchange (same requestId).
    intentOf: (item) => `exchange:${item.id}`,
    onSent: () => undefined,
  });

  return (
    <WalletFrame
      title={t('promo.score.exchange.title')}
      subtitle={t('promo.score.exchange.subtitle')}
      backTo={loggedIn ? '/app/score' : '/app/welfare'}
      testId="exchange-page"
    >
      {catalogue.isPending ? (
        <div className={vip.layout} aria-busy="true" data-testid="exchange-loading">
          <Skeleton className={`${vip.skeleton} ${vip.wide}`} />
          <ul className={`${styles.items} ${vip.wide}`}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton className={styles.itemSkeleton} />
              </li>
            ))}
          </ul>
        </div>
      ) : catalogue.isError ? (
        <ErrorState
          title={t('promo.score.exchange.loadFailed')}
          onRetry={() => catalogue.refetch()}
          testId="exchange-error"
        />
      ) : (
        <div className={vip.layout}>
          <Balance catalogue={catalogue.data} loggedIn={loggedIn} />
          <section className={`${vip.card} ${vip.wide}`}>
            <h2 className={vip.cardTitle}>{t('promo.score.exchange.catalogue')}</h2>
            {catalogue.data.items.length === 0 ? (
              <EmptyState compact icon="gift" title={t('promo.score.exchange.empty')} testId="exchange-empty" />
            ) : (
              <ul className={styles.items} data-testid="exchange-items">
                {catalogue.data.items.map((item) => (
                  <ExchangeItemCard
                    key={item.id}
                    item={item}
                    busy={exchange.isPending}
                    onExchange={setPendingConfirm}
                    onLogin={() => requireLogin({ fromPage: EXCHANGE_PATH })}
                  />
                ))}
              </ul>
            )}
          </section>
          <section className={vip.card}>
            <h2 className={vip.cardTitle}>{t('promo.score.exchange.history')}</h2>
            {loggedIn ? (
              <ExchangeHistory />
            ) : (
              <EmptyState
                compact
                icon="user"
                title={t('promo.score.exchange.historyVisitor')}
                testId="exchange-history-visitor"
              />
            )}
          </section>
          {loggedIn && (
            <section className={vip.card}>
              <h2 className={vip.cardTitle}>{t('promo.score.exchange.freeBets.title')}</h2>
              <FreeBetList />
            </section>
          )}
          <section className={vip.card}>
            <h2 className={vip.cardTitle}>{t('promo.score.exchange.rulesTitle')}</h2>
            <p className={styles.rules}>{t('promo.score.exchange.rules')}</p>
          </section>
        </div>
      )}
      <ConfirmModal
        open={pendingConfirm !== null}
        onOpenChange={(next) => !next && setPendingConfirm(null)}
        title={t('promo.score.exchange.confirmTitle')}
        confirmLabel={t('promo.score.exchange.confirmOk')}
        onConfirm={handleConfirm}
        busy={exchange.isPending}
        testId="exchange-confirm"
      >
        {pendingConfirm !== null && (
          <>
            <p data-testid="exchange-confirm-text">
              {t('promo.score.exchange.confirm', {
                points: pendingConfirm.points.toLocaleString('zh-CN'),
                title: pendingConfirm.title,
              })}
            </p>
            <p className={vip.hint}>
              {t(`promo.score.exchange.use.${pendingConfirm.kind}`)}
              {catalogue.data
                ? t('promo.score.exchange.confirmAfter', {
                    balance: (catalogue.data.balance - pendingConfirm.points).toLocaleString('zh-CN'),
                  })
                : null}
            </p>
          </>
        )}
      </ConfirmModal>
    </WalletFrame>
  );
}
