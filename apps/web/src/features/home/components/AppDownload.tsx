import type { Ref } from 'react';
import { memo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { promptInstall, useInstallState } from '../../../shared/installApp';
import { Button, buttonClass } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/Icon';
import { useSiteInfo } from '../../site';
import styles from './AppDownload.module.css';

const features: { icon: IconName; label: string }[] = [
  { icon: 'live', label: 'appDownload.featureLive' },
  { icon: 'wallet', label: 'appDownload.featureFast' },
  { icon: 'shield', label: 'appDownload.featureSafe' },
];

/**
 * The app-download block; `/app/home` with the item "app" scrolls here. The site installs itself (a
 * web app with its own icon and window): the browser's install prompt where it offers one, otherwise
 * the steps of the browser's menu. A native app's page is linked too when the operator names one.
 */
export const AppDownload = memo(function AppDownload({ ref }: { ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const url = useSiteInfo().data?.appDownloadUrl;
  const install = useInstallState();
  const [steps, setSteps] = useState(false);
  const handleInstall = () => {
    void promptInstall().then((prompted) => setSteps(!prompted));
  };
  return (
    <section
      ref={ref}
      id="app-download"
      className={styles.block}
      data-testid="app-download"
      aria-labelledby="app-title"
    >
      <div className={styles.copy}>
        <span className={styles.eyebrow}>
          <Icon name="download" />
          {t('common.slogan')}
        </span>
        <h2 className={styles.title} id="app-title">
          {t('appDownload.title')}
        </h2>
        <p className={styles.text}>{t('appDownload.text')}</p>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature.label} className={styles.feature}>
              <Icon name={feature.icon} />
              {t(feature.label)}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {install === 'installed' ? (
            <span className={styles.hint} data-testid="app-installed">
              <Icon name="shield" />
              {t('appDownload.installed')}
            </span>
          ) : (
            <Button onClick={handleInstall} data-testid="app-install" aria-expanded={steps}>
              <Icon name="download" />
              {t('home.appInstall')}
            </Button>
          )}
          {url && (
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={url}
              target="_blank"
              rel="noreferrer noopener"
              data-testid="app-download-link"
            >
              {t('appDownload.native')}
            </a>
          )}
        </div>
        {steps && (
          <ol className={styles.steps} data-testid="app-install-steps">
            <li>{t('appDownload.stepMenu')}</li>
            <li>{t('appDownload.stepAdd')}</li>
            <li>{t('appDownload.stepOpen')}</li>
          </ol>
        )}
      </div>
      <div className={styles.phone} aria-hidden="true">
        <span className={styles.notch} />
        <div className={styles.screen}>
          <span className={styles.screenBanner} />
          <span className={styles.screenRow}>
            <span className={styles.screenTile} />
            <span className={styles.screenTile} />
          </span>
          <span className={styles.screenRow}>
            <span className={styles.screenTile} />
            <span className={styles.screenTile} />
          </span>
        </div>
      </div>
    </section>
  );
});
