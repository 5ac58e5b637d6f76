import type { WalletCurrency } from '@courtside/contract';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import walletStyles from '../../../shared/Money.module.css';
import { useMoney } from '../../../shared/money';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { type SavingsTask, useClaimTask, useSavingsTasks } from '../api/tasks';
import styles from '../Savings.module.css';

/** Progress as a share of the target, 0-100; the server sends both as decimal text. */
const percentOf = (task: SavingsTask): number => {
  const target = Number(task.target);
  return target > 0 ? Math.min(100, Math.round((Number(task.progress) / target) * 100)) : 0;
};

function TaskRow({ task, currency }: { task: SavingsTask; currency: WalletCurrency }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const claim = useClaimTask();
  const progress =
    task.unit === 'money'
      ? t('savings.tasks.progressCount', { progress: money(task.progress), target: money(task.target) })
      : t(task.unit === 'days' ? 'savings.tasks.progressDays' : 'savings.tasks.progressCount', {
          progress: task.progress,
          target: task.target,
        });

  const handleClaim = () =>
    claim.mutate(task.code, {
      onSuccess: () => notify(t('savings.tasks.claimedToast', { money: money(task.reward) })),
      onError: toastUnhandled,
    });

  return (
    <li className={styles.task} data-testid="savings-task" data-task={task.code} data-state={task.state}>
      <div className={styles.taskMain}>
        <span className={styles.taskTitle}>
          {t(`savings.tasks.items.${task.code}.title`)}
          <Badge tone="vip">{t('savings.tasks.reward', { money: money(task.reward) })}</Badge>
        </span>
        <span className={styles.hint}>{t(`savings.tasks.items.${task.code}.text`)}</span>
        <span className={styles.progress}>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${percentOf(task)}%` }} />
          </span>
          {progress}
        </span>
      </div>
      {task.state === 'claimable' ? (
        <Button size="sm" onClick={handleClaim} disabled={claim.isPending} data-testid="savings-task-claim">
          {t('savings.tasks.claim')}
        </Button>
      ) : (
        <Badge tone={task.state === 'claimed' ? 'success' : 'muted'}>
          {t(task.state === 'claimed' ? 'savings.tasks.claimed' : 'savings.tasks.inProgress')}
        </Badge>
      )}
    </li>
  );
}

/** The savings tasks with their progress; a finished task's reward is claimed here, once. */
export function TaskList({ currency }: { currency: WalletCurrency }) {
  const { t } = useTranslation();
  const tasks = useSavingsTasks();
  return (
    <section className={walletStyles.card} data-testid="savings-tasks">
      <div className={walletStyles.cardHead}>
        <h2 className={walletStyles.cardTitle}>{t('savings.tasks.title')}</h2>
      </div>
      {tasks.isPending ? (
        <Skeleton className={walletStyles.skeletonRow} />
      ) : tasks.isError ? (
        <ErrorState compact title={t('savings.tasks.loadFailed')} onRetry={() => tasks.refetch()} />
      ) : (
        <ul className={styles.tasks}>
          {tasks.data.map((task) => (
            <TaskRow key={task.code} task={task} currency={currency} />
          ))}
        </ul>
      )}
    </section>
  );
}
