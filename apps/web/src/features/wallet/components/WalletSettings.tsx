import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import styles from '../../../shared/Money.module.css';
import { Badge } from '../../../ui/Badge';
import { Skeleton } from '../../../ui/Skeleton';
import surface from '../../../ui/Surface.module.css';
import { notify } from '../../../ui/toast';
import { useAutoTransfer, useSetAutoTransfer, useWalletType } from '../api/settings';

/**
 * Auto-transfer and the game wallet type. The type is shown read-only: a site settles in one
 * currency (perInfo's settlementUnit) and the contract names no site offering both, so there is
 * nothing to choose between; walletTypeSet waits for a site that does.
 */
export function WalletSettings() {
  const { t } = useTranslation();
  const autoTransfer = useAutoTransfer();
  const setAutoTransfer = useSetAutoTransfer();
  const walletType = useWalletType();
  const enabled = autoTransfer.data?.enabled ?? false;

  const handleToggle = async () => {
    try {
      const status = await setAutoTransfer.mutateAsync(!enabled);
      notify(t(status.enabled ? 'wallet.settings.autoTransferOn' : 'wallet.settings.autoTransferOff'));
    } catch (failure) {
      toastUnhandled(failure);
    }
  };

  return (
    <section className={surface.card} data-testid="wallet-settings">
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{t('wallet.settings.title')}</h2>
      </div>
      <div className={styles.setting}>
        <div className={styles.settingText}>
          <span className={styles.settingLabel} id="auto-transfer-label">
            {t('wallet.settings.autoTransfer')}
          </span>
          <p className={styles.settingHint}>{t('wallet.settings.autoTransferText')}</p>
        </div>
        {autoTransfer.isPending ? (
          <Skeleton className={styles.switchSkeleton} />
        ) : (
          <button
            type="button"
            role="switch"
            className={styles.switch}
            aria-checked={enabled}
            aria-labelledby="auto-transfer-label"
            aria-busy={setAutoTransfer.isPending || undefined}
            disabled={autoTransfer.isError || setAutoTransfer.isPending}
            onClick={handleToggle}
            data-testid="auto-transfer-toggle"
          >
            <span className={styles.switchKnob} />
          </button>
        )}
      </div>
      <div className={styles.setting}>
        <div className={styles.settingText}>
          <span className={styles.settingLabel}>{t('wallet.settings.walletType')}</span>
          <p className={styles.settingHint}>{t('wallet.settings.walletTypeText')}</p>
        </div>
        {walletType.isPending ? (
          <Skeleton className={styles.switchSkeleton} />
        ) : (
          walletType.data && (
            <Badge tone="info" data-testid="wallet-type">
              {t(`wallet.currencies.${walletType.data.walletType}`)}
            </Badge>
          )
        )}
      </div>
    </section>
  );
}
