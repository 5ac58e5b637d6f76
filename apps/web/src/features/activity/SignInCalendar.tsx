import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { toastUnhandled } from '../../shared/failure';
import { requireLogin } from '../../shared/modals/requireLogin';
import { useMoney } from '../../shared/money';
import { useSession } from '../../shared/sessionStore';
import { Button, buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/States';
import { notify } from '../../ui/toast';
import { useSignIn, useSignInfo } from './api/sign';
import styles from './CarnivalActivityPage.module.css';

/** 每日签到: the seven days of the streak with their rewards, and the one button that signs today in. */
export function SignInCalendar() {
  const { t } = useTranslation();
  const money = useMoney();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useSignInfo(loggedIn);
  const sign = useSignIn();

  const handleSign = () => {
    if (!requireLogin()) return;
    sign.mutate(undefined, {
      onSuccess: (result) =>
        notify(t('activity.signedToast', { day: result.streak, money: money(result.grant.granted) })),
      onError: toastUnhandled,
    });
  };

  if (info.isPending) return <Skeleton className={styles.calendarSkeleton} />;
  if (info.isError) return <ErrorState compact onRetry={() => info.refetch()} />;
  const data = info.data;
  return (
    <div className={styles.signIn} data-testid="sign-calendar" data-streak={data.streak}>
      <p className={styles.streak}>
        {data.streak > 0 ? t('activity.streak', { days: data.streak }) : t('activity.streakNone')}
      </p>
      <ol className={styles.days}>
        {data.days.map((day) => (
          <li key={day.index} className={styles.day} data-state={day.state} data-testid="sign-day">
            <span className={styles.dayIndex}>{t('activity.dayIndex', { day: day.index })}</span>
            <span className={styles.dayAmount}>{money(day.amount)}</span>
            {day.state === 'signed' ? <Icon name="star" /> : null}
          </li>
        ))}
      </ol>
      {data.reason === 'noDeposit' ? (
        <Link to="/app/deposit" className={buttonClass({ block: true, size: 'lg' })} data-testid="sign-deposit">
          {t('activity.needDeposit')}
        </Link>
      ) : (
        <Button
          block
          size="lg"
          onClick={handleSign}
          disabled={data.signedToday || sign.isPending || data.reason === 'blacklisted' || data.reason === 'noOffer'}
          data-testid="activity-join"
        >
          {data.signedToday ? t('activity.signedToday') : t('activity.join')}
        </Button>
      )}
      <p className={styles.note}>{t('activity.signRule')}</p>
    </div>
  );
}
