import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import styles from './About.module.css';
import { type InfoPageKey, infoPages, isInfoContent } from './pages';
import { fromSitePage, useSitePage } from './useSitePage';

/** One of the footer's information pages, with the others a tap away. */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation();
  const content: unknown = t(`about.pages.${page}`, { returnObjects: true });
  const bundled = isInfoContent(content) ? content : null;
  // The operator's text from the site configuration; the bundled text when the call fails or the page was never written.
  const site = useSitePage(page);
  const info = site.data && bundled ? fromSitePage(site.data, bundled.nav, t) : bundled;
  usePageTitle(info?.title);
  if (!info) return null;

  return (
    <div className={styles.page} data-testid="info-page" data-page={page}>
      <PageHeader title={info.title} />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('about.navLabel')}>
          {infoPages.map((item) => (
            <NavLink
              key={item.key}
              to={`/app/${item.path}`}
              className={({ isActive }) => [styles.navLink, isActive && styles.navLinkActive].filter(Boolean).join(' ')}
              data-testid={`info-nav-${item.path}`}
            >
              {t(`about.pages.${item.key}.nav`)}
            </NavLink>
          ))}
        </nav>
        {/* The bundled text shows at once and the operator's replaces it when it arrives (the seed is
            the same text, so usually nothing moves): a footer page never waits on a skeleton. */}
        <article className={styles.article} data-testid="info-article" aria-busy={site.isLoading}>
          <p className={styles.lead}>{info.lead}</p>
          {info.updated && <p className={styles.updated}>{t('about.updated', { date: info.updated })}</p>}
          {info.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className={styles.items}>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <aside className={styles.contact}>
            <div>
              <p className={styles.contactTitle}>{t('about.contactTitle')}</p>
              <p className={styles.contactText}>{t('about.contactText')}</p>
            </div>
            <Link to="/cs" className={buttonClass({ size: 'sm' })} data-testid="info-contact">
              <Icon name="headset" />
              {t('about.contactAction')}
            </Link>
          </aside>
          {page === 'partners' && (
            <Link to="/app/sponsors" className={styles.sponsorsLink} data-testid="info-sponsors">
              <Icon name="trophy" />
              {t('about.sponsorsLink')}
            </Link>
          )}
          {page === 'about' && <p className={styles.note}>{t('about.demoNote')}</p>}
        </article>
      </div>
    </div>
  );
}
