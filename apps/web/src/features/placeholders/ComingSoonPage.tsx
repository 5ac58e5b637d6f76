import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberLinks } from '../../app/shell/navItems';
import { usePageTitle } from '../../app/usePageTitle';
import { buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { StatusPanel } from '../../ui/StatusPanel';
import styles from './ComingSoon.module.css';
import { type ComingSoonSection, comingSoonSections } from './sections';

/** A clear "即将上线" screen for a section a later issue builds. */
export function ComingSoonPage({ section }: { section: ComingSoonSection }) {
  const { t } = useTranslation();
  const title = t(`placeholder.${section}.title`);
  usePageTitle(title);
  return (
    <StatusPanel
      icon={comingSoonSections[section].icon}
      badge={t('placeholder.badge')}
      title={title}
      text={t(`placeholder.${section}.text`)}
      testId={`coming-soon-${section}`}
      actions={
        <>
          <Link to="/app/home" className={buttonClass({ size: 'lg' })}>
            {t('common.backHome')}
          </Link>
          <Link to="/app/activity/carnivalactivity" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('placeholder.goActivity')}
          </Link>
        </>
      }
    >
      <p>{t('placeholder.text')}</p>
    </StatusPanel>
  );
}

/** The member centre: a guest card, the member shortcuts (each a route), and the coming-soon note. */
export function MemberCentrePage() {
  const { t } = useTranslation();
  usePageTitle(t('placeholder.member.title'));
  return (
    <div className={styles.page}>
      <section className={styles.guest}>
        <span className={styles.avatar}>
          <Icon name="user" />
        </span>
        <div className={styles.guestText}>
          <p className={styles.guestName}>{t('member.guest')}</p>
          <p className={styles.guestHint}>{t('member.guestText')}</p>
        </div>
        <Link to="/login?fromPage=%2Fapp%2Fmember" className={buttonClass({ size: 'sm' })}>
          {t('common.login')}
        </Link>
      </section>
      <h2 className={styles.linksTitle}>{t('member.quickLinks')}</h2>
      <nav className={styles.links} aria-label={t('member.quickLinks')}>
        {memberLinks.map((link) => (
          <Link key={link.to} to={link.to} className={styles.link} data-testid={link.testId}>
            <span className={styles.linkIcon}>
              <Icon name={link.icon} />
            </span>
            {t(link.label)}
          </Link>
        ))}
      </nav>
      <ComingSoonPage section="member" />
    </div>
  );
}
