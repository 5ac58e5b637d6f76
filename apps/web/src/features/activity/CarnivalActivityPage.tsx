import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Icon } from '../../ui/Icon';
import styles from './CarnivalActivityPage.module.css';
import { SignInCalendar } from './SignInCalendar';

const tasks = [
  { text: 'activity.task1', reward: 'activity.task1Reward' },
  { text: 'activity.task2', reward: 'activity.task2Reward' },
  { text: 'activity.task3', reward: 'activity.task3Reward' },
] as const;

const rules = ['activity.rule1', 'activity.rule2', 'activity.rule3', 'activity.rule4'] as const;

/** The carnival activity page (a path containing carnivalactivity): the daily sign-in, 幸运转盘 and 赛事竞猜, the tasks and rules. */
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
        <Link to="/app/activity/wheel" className={styles.wheelCard} data-testid="activity-wheel">
          <span className={styles.wheelIcon} aria-hidden="true">
            <Icon name="star" />
          </span>
          <span className={styles.wheelText}>
            <span className={styles.wheelTitle}>{t('promo.wheel.entry')}</span>
            <span className={styles.note}>{t('promo.wheel.entryText')}</span>
          </span>
          <span className={styles.wheelGo}>
            {t('promo.wheel.entryGo')}
            <Icon name="chevronRight" />
          </span>
        </Link>
      </section>

      <section className={styles.section}>
        <Link to="/app/activity/guess" className={styles.wheelCard} data-testid="activity-guess">
          <span className={styles.wheelIcon} aria-hidden="true">
            <Icon name="trophy" />
          </span>
          <span className={styles.wheelText}>
            <span className={styles.wheelTitle}>{t('promo.guess.entry')}</span>
            <span className={styles.note}>{t('promo.guess.entryText')}</span>
          </span>
          <span className={styles.wheelGo}>
            {t('promo.guess.entryGo')}
            <Icon name="chevronRight" />
          </span>
        </Link>
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
        <h2 className={styles.sectionTitle}>{t('activity.tasksTitle')}</h2>
        <ol className={styles.tasks}>
          {tasks.map((task, index) => (
            <li key={task.text} className={styles.task}>
              <span className={styles.taskIndex}>{index + 1}</span>
              <span className={styles.taskText}>
                {t(task.text)}
                <span className={styles.reward}>{t(task.reward)}</span>
              </span>
            </li>
          ))}
        </ol>
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
