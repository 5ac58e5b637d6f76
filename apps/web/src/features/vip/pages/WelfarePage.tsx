import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { requireLogin } from '../../../shared/modals/requireLogin';
import { useMoney } from '../../../shared/money';
import { useSession } from '../../../shared/sessionStore';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Button, buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { useBackflow, useClaimTask, useWelfare, type WelfareInfo } from '../api/welfare';
import { BirthdayPrompt } from '../BirthdayPrompt';
import styles from '../Vip.module.css';

type Task = WelfareInfo['tasks'][number];

function TaskRow({ task, blocked }: { task: Task; blocked: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useClaimTask();
  const figure = (v: string) => (task.kind === 'dailyTurnover' ? money(v) : v);
  return (
    <li className={styles.task} data-testid="welfare-task" data-code={task.code} data-state={task.state}>
      <div className={styles.taskHead}>
        <span className={styles.packetTitle}>{task.title}</span>
        <span className={styles.hint}>{t(`promo.welfare.periods.${task.period}`)}</span>
        <span className={styles.packetAmount}>{money(task.reward)}</span>
      </div>
      <div className={styles.line}>
        <span
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Number(task.percent)}
          aria-label={task.title}
        >
          <span className={styles.barFill} style={{ width: `${Math.min(100, Number(task.percent))}%` }} />
        </span>
        <span className={styles.lineFigure} data-testid="welfare-progress">
          {figure(task.progress)} / {figure(task.target)}
        </span>
      </div>
      {task.state === 'claimable' ? (
        <Button
          size="sm"
          disabled={claim.isPending || blocked}
          data-testid="welfare-claim"
          onClick={() => {
            if (!requireLogin()) return;
            claim.mutate(task.code, {
              onSuccess: (grant) => notify(t('promo.welfare.toast', { money: money(grant.granted) })),
              onError: toastUnhandled,
            });
          }}
        >
          {t('promo.welfare.claim')}
        </Button>
      ) : task.state === 'claimed' ? (
        <span className={styles.hint}>{t('promo.welfare.claimed')}</span>
      ) : (
        <Link to={task.link} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
          {t('promo.welfare.go')}
        </Link>
      )}
    </li>
  );
}

/** 回归礼金: the rule, and how long the member has been away (their next deposit pays it when it is a return). */
function Backflow() {
  const { t } = useTranslation();
  const money = useMoney();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useBackflow(loggedIn);
  if (!info.data || info.data.reason === 'noOffer' || !info.data.terms) return null;
  const { terms } = info.data;
  const bonus = terms.bonus.kind === 'percent' ? terms.bonus : null;
  return (
    <section className={`${styles.card} ${styles.wide}`} data-testid="backflow" data-qualifies={info.data.qualifies}>
      <h2 className={styles.cardTitle}>{t('promo.backflow.title')}</h2>
      <p className={styles.hint}>
        {t('promo.backflow.rule', {
          days: info.data.awayDays,
          percent: bonus?.percent ?? '0',
          cap: money(bonus?.cap ?? '0'),
          multiplier: terms.multiplier,
        })}
      </p>
      {info.data.qualifies ? (
        <Link to="/app/deposit" className={buttonClass({ size: 'sm' })}>
          {t('promo.backflow.deposit')}
        </Link>
      ) : info.data.daysAway !== null ? (
        <p className={styles.hint}>{t('promo.backflow.away', { days: info.data.daysAway })}</p>
      ) : null}
      {info.data.grants.length > 0 ? (
        <p className={styles.hint}>
          {t('promo.backflow.paid', {
            money: money(info.data.grants[0]!.granted),
            time: info.data.grants[0]!.createdAt.slice(0, 10),
          })}
        </p>
      ) : null}
    </section>
  );
}

/** 福利中心: the tasks with their progress bars and rewards, beside the other rewards a member collects. */
export function WelfarePage() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useWelfare(loggedIn);
  return (
    <WalletFrame
      title={t('promo.welfare.title')}
      subtitle={t('promo.welfare.subtitle')}
      backTo="/app/member"
      testId="welfare-page"
    >
      {info.isPending ? (
        <Skeleton className={styles.skeleton} />
      ) : info.isError ? (
        <ErrorState title={t('promo.welfare.loadFailed')} onRetry={() => info.refetch()} />
      ) : (
        <div className={styles.layout}>
          <BirthdayPrompt />
          <section className={`${styles.card} ${styles.wide}`}>
            <h2 className={styles.cardTitle}>{t('promo.welfare.tasks', { day: info.data.day })}</h2>
            {info.data.reason === 'blacklisted' ? (
              <p className={styles.hint}>{t('promo.offer.reasons.blacklisted')}</p>
            ) : null}
            <ul className={styles.packets} data-testid="welfare-tasks">
              {info.data.tasks.map((task) => (
                <TaskRow key={task.code} task={task} blocked={info.data.reason === 'blacklisted'} />
              ))}
            </ul>
            <p className={styles.hint}>{t('promo.welfare.rules')}</p>
          </section>
          <Backflow />
          <section className={`${styles.card} ${styles.wide}`}>
            <h2 className={styles.cardTitle}>{t('promo.welfare.more')}</h2>
            <div className={styles.actions}>
              <Link to="/app/activity/carnivalactivity" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
                {t('promo.welfare.sign')}
              </Link>
              <Link to="/app/birthday" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
                {t('promo.birthday.title')}
              </Link>
              <Link to="/app/rebate" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
                {t('promo.vip.toRebate')}
              </Link>
              <Link to="/app/vip" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
                {t('promo.vip.title')}
              </Link>
              <Link
                to="/app/score"
                className={buttonClass({ size: 'sm', variant: 'secondary' })}
                data-testid="welfare-score"
              >
                {t('promo.score.title')}
              </Link>
              <Link
                to="/app/score/exchange"
                className={buttonClass({ size: 'sm', variant: 'secondary' })}
                data-testid="welfare-exchange"
              >
                {t('promo.score.toExchange')}
              </Link>
            </div>
          </section>
        </div>
      )}
    </WalletFrame>
  );
}
