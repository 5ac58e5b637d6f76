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

/** The carnival activity page (a path containing carnivalactivity): the daily sign-in, its tasks and rules. */
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
