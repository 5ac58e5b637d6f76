import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/money';
import { useSession } from '../../../shared/sessionStore';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { useBirthday } from '../api/birthday';
import { BirthdayPrompt } from '../BirthdayPrompt';
import styles from '../Vip.module.css';

/** 生日礼金: the member's birthday, the gift of each VIP level, the claim window and the claim itself. */
export function BirthdayPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useBirthday(loggedIn);
  return (
    <WalletFrame
      title={t('promo.birthday.title')}
      subtitle={t('promo.birthday.subtitle')}
      backTo="/app/welfare"
      testId="birthday-page"
    >
      {info.isPending ? (
        <Skeleton className={styles.skeleton} />
      ) : info.isError ? (
        <ErrorState title={t('promo.birthday.loadFailed')} onRetry={() => info.refetch()} />
      ) : (
        <div className={styles.layout}>
          <section className={styles.hero} data-testid="birthday-state" data-state={info.data.state}>
            <div className={styles.heroText}>
              <span className={styles.hint}>
                {info.data.birthday
                  ? t('promo.birthday.yours', { day: info.data.birthday.slice(5) })
                  : t('promo.birthday.missing')}
              </span>
              <h2 className={styles.heroTitle}>{money(info.data.amount)}</h2>
              <span className={styles.hint}>
                {t(`promo.birthday.states.${info.data.state}`, {
                  from: info.data.window?.from ?? '',
                  to: info.data.window?.to ?? '',
                })}
              </span>
            </div>
          </section>
          <BirthdayPrompt showMissing />
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{t('promo.birthday.levels')}</h2>
            <ul className={styles.gifts} data-testid="birthday-levels">
              {info.data.levels
                .filter((l) => l.level > 0)
                .map((l) => (
                  <li key={l.level} aria-current={l.level === info.data.level ? 'true' : undefined}>
                    <span>{t('promo.vip.levelName', { level: l.level, name: l.name })}</span>
                    <span>{money(l.amount)}</span>
                    <span />
                  </li>
                ))}
            </ul>
            <p className={styles.hint}>{t('promo.birthday.rules', { days: info.data.terms?.claimWindowDays ?? 0 })}</p>
            <Link to="/app/vip" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('promo.birthday.toVip')}
            </Link>
          </section>
        </div>
      )}
    </WalletFrame>
  );
}
