import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Icon } from '../../ui/Icon';
import styles from './CarnivalActivityPage.module.css';
import { CarnivalHubCards } from './CarnivalHubCards';
import { SignInCalendar } from './SignInCalendar';

const rules = ['activity.rule1', 'activity.rule2', 'activity.rule3', 'activity.rule4'] as const;

/**
 * The carnival activity page (a path containing carnivalactivity), the hub of the activities: the daily
 * sign-in, every running activity with the member's progress in it, the sponsors and the rules.
 */
export function CarnivalActivityPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.activity'));

  return (
    <div className={styles.page} data-testid="activity-page">
      <section className={styles.hero}>
        <span className={styles.kicker}>
          <Icon name="sparkle" />
          {t('activity.carnivalSubtitle')}
        </span>
        <h1 className={styles.heroTitle} data-testid="page-heading">
          {t('activity.carnivalTitle')}
        </h1>
        <p className={styles.heroText}>{t('activity.carnivalIntro')}</p>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('activity.signTitle')}</h2>
        <SignInCalendar />
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('activity.hubTitle')}</h2>
        <CarnivalHubCards />
      </section>

      <section className={styles.section}>
        <Link to="/app/sponsors" className={styles.wheelCard} data-testid="activity-sponsors">
          <span className={styles.wheelIcon} aria-hidden="true">
            <Icon name="crown" />
          </span>
          <span className={styles.wheelText}>
            <span className={styles.wheelTitle}>{t('sponsor.entry')}</span>
            <span className={styles.note}>{t('sponsor.entryText')}</span>
          </span>
          <span className={styles.wheelGo}>
            {t('sponsor.entryGo')}
            <Icon name="chevronRight" />
          </span>
        </Link>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('activity.rulesTitle')}</h2>
        <ol className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{t(rule)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
