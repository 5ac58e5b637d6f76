import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { usePcBottom } from '../api/pcBottom';
import { useSiteInfo } from '../api/siteInfo';
import styles from './SiteFooter.module.css';

const isExternal = (path: string) => /^https?:\/\//i.test(path);

function FooterSkeleton() {
  return (
    <div className={styles.columns} aria-hidden="true">
      {[0, 1, 2, 3].map((col) => (
        <div key={col} className={styles.skeletonCol}>
          <Skeleton className={styles.skeletonTitle} />
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}

/** The site footer from pcBottom: link columns, licences, the 18+ responsible-gaming line, copyright. */
export function SiteFooter({ tools }: { tools?: ReactNode }) {
  const { t } = useTranslation();
  const footer = usePcBottom();
  const site = useSiteInfo().data;

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        {footer.isPending && <FooterSkeleton />}
        {footer.isError && <ErrorState compact onRetry={() => footer.refetch()} />}
        {footer.data && (
          <>
            <div className={styles.columns}>
              {footer.data.columns.map((column) => (
                <div key={column.title}>
                  <h2 className={styles.columnTitle}>{column.title}</h2>
                  <ul className={styles.links}>
                    {column.links.map((link) => (
                      <li key={`${link.name}-${link.path}`}>
                        {isExternal(link.path) ? (
                          <a className={styles.link} href={link.path} target="_blank" rel="noreferrer noopener">
                            {link.name}
                          </a>
                        ) : (
                          <Link className={styles.link} to={link.path}>
                            {link.name}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            {footer.data.licences.length > 0 && (
              <ul className={styles.licences} aria-label={t('footer.licences')}>
                {footer.data.licences.map((licence) => (
                  <li key={licence} className={styles.licence}>
                    <Icon name="shield" />
                    {licence}
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.responsible} data-testid="responsible-gaming">
              <span className={styles.adult} aria-hidden="true">
                {t('footer.adultOnly')}
              </span>
              <span>{footer.data.responsibleGaming}</span>
            </p>
            {/* RTS 12C: the limits are one tap from the home page. */}
            <Link className={styles.link} to="/app/rg" data-testid="footer-rg">
              {t('footer.rgTools')}
            </Link>
          </>
        )}
        <div className={styles.bottom}>
          <div className={styles.meta}>
            {footer.data && <span data-testid="copyright">{footer.data.copyright}</span>}
            {site && <span>{t('footer.version', { version: site.version })}</span>}
          </div>
          {tools && <div className={styles.tools}>{tools}</div>}
        </div>
      </div>
    </footer>
  );
}
