import type { Ref } from 'react';
import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/Icon';
import { useSiteInfo } from '../../site';
import styles from './AppDownload.module.css';

const features: { icon: IconName; label: string }[] = [
  { icon: 'live', label: 'home.appFeatureLive' },
  { icon: 'wallet', label: 'home.appFeatureFast' },
  { icon: 'shield', label: 'home.appFeatureSafe' },
];

/** The app-download block; `/app/home` with the item "app" scrolls here. */
export const AppDownload = memo(function AppDownload({ ref }: { ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const url = useSiteInfo().data?.appDownloadUrl;
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
          {t('home.appTitle')}
        </h2>
        <p className={styles.text}>{t('home.appText')}</p>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature.label} className={styles.feature}>
              <Icon name={feature.icon} />
              {t(feature.label)}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {url ? (
            <a
              className={buttonClass()}
              href={url}
              target="_blank"
              rel="noreferrer noopener"
              data-testid="app-download-link"
            >
              <Icon name="download" />
              {t('home.appButton')}
            </a>
          ) : (
            <span className={styles.hint}>{t('home.appUnavailable')}</span>
          )}
        </div>
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
