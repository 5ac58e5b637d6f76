import type { BarrierStageView } from '@courtside/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { useMoney } from '../../../shared/money';
import { useSession } from '../../../shared/sessionStore';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { type BarrierInfo, useBarrierInfo, useClaimStage } from './api';
import styles from './Barrier.module.css';

const PAGE = '/app/activity/barrier';
const LOGIN = `/login?fromPage=${encodeURIComponent(PAGE)}`;

/** Today's valid turnover against the ladder's last threshold, and what the next stage still needs. */
function Today({ info }: { info: BarrierInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const top = Number(info.stages.at(-1)?.turnover ?? '0');
  const percent = top > 0 ? Math.min(100, (Number(info.turnover) / top) * 100) : 0;
  return (
    <section className={styles.card} data-testid="barrier-today">
      <div className={styles.today}>
        <h2 className={styles.cardTitle}>{t('promo.barrier.today')}</h2>
        <span className={styles.figure} data-testid="barrier-turnover">
          {money(info.turnover)}
        </span>
      </div>
      <span
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-label={t('promo.barrier.today')}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </span>
      <p className={styles.muted} data-testid="barrier-next">
        {info.toNext === null
          ? t('promo.barrier.allCleared')
          : t('promo.barrier.toNext', { money: money(info.toNext) })}
      </p>
    </section>
  );
}

function Stage({ stage, info, loggedIn }: { stage: BarrierStageView; info: BarrierInfo; loggedIn: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useClaimStage();
  const blocked = info.reason === 'blacklisted' || info.reason === 'rgBlocked';
  const action =
    stage.state === 'claimed' ? (
      <Badge tone="success">{t('promo.barrier.claimed')}</Badge>
    ) : stage.state === 'locked' ? (
      <Badge tone="muted">{t('promo.barrier.locked')}</Badge>
    ) : !loggedIn ? (
      <Link to={LOGIN} className={buttonClass({ size: 'sm' })}>
        {t('promo.barrier.login')}
      </Link>
    ) : (
      <Button
        size="sm"
        disabled={claim.isPending || blocked}
        data-testid="barrier-claim"
        onClick={() =>
          claim.mutate(stage.index, {
            onSuccess: () =>
              notify(t('promo.barrier.claimedToast', { stage: stage.index + 1, money: money(stage.amount) })),
            onError: toastUnhandled,
          })
        }
      >
        {claim.isPending ? t('promo.barrier.claiming') : t('promo.barrier.claim')}
      </Button>
    );
  return (
    <li className={styles.stage} data-testid="barrier-stage" data-state={stage.state}>
      <span className={styles.stageNo} aria-hidden="true">
        {stage.index + 1}
      </span>
      <span className={styles.stageText}>
        <span className={styles.stageReward}>
          {t('promo.barrier.stage', { stage: stage.index + 1, money: money(stage.amount) })}
        </span>
        <span className={styles.muted}>{t('promo.barrier.threshold', { money: money(stage.turnover) })}</span>
      </span>
      {action}
    </li>
  );
}

function Rules({ info }: { info: BarrierInfo }) {
  const { t } = useTranslation();
  if (!info.rules) return null;
  return (
    <section className={styles.card} data-testid="barrier-rules">
      <h2 className={styles.cardTitle}>{t('promo.barrier.rulesTitle')}</h2>
      <p className={styles.muted}>
        {t('promo.barrier.rules', { multiplier: info.rules.multiplier, days: info.rules.validDays })}
      </p>
      <p className={styles.muted}>{t('promo.barrier.reset')}</p>
    </section>
  );
}

/**
 * 闯关 (/app/activity/barrier): the business day's valid turnover against a ladder of stages, each
 * cleared stage's bonus claimed once a day; the ladder restarts the next day.
 */
export function BarrierPage() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useBarrierInfo(loggedIn);
  return (
    <WalletFrame
      title={info.data?.title ?? t('promo.barrier.title')}
      subtitle={info.data?.summary ?? t('promo.barrier.subtitle')}
      backTo="/app/activity/carnivalactivity"
      testId="barrier-page"
    >
      {info.isPending ? (
        <div className={styles.layout} aria-busy="true" data-testid="barrier-loading">
          <Skeleton className={styles.skeleton} />
        </div>
      ) : info.isError ? (
        <ErrorState title={t('promo.barrier.loadFailed')} onRetry={() => info.refetch()} testId="barrier-error" />
      ) : info.data.reason === 'noOffer' ? (
        <EmptyState
          icon="gift"
          title={t('promo.barrier.noOffer')}
          action={
            <Link to="/app/promotions" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              {t('promo.wall.title')}
            </Link>
          }
          testId="barrier-no-offer"
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {info.data.reason === 'blacklisted' || info.data.reason === 'rgBlocked' ? (
              <p className={styles.muted} role="status" data-testid="barrier-reason">
                {t(`promo.barrier.reasons.${info.data.reason}`)}
              </p>
            ) : null}
            <Today info={info.data} />
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{t('promo.barrier.ladder')}</h2>
              <ol className={styles.stages} data-testid="barrier-stages">
                {info.data.stages.map((stage) => (
                  <Stage key={stage.index} stage={stage} info={info.data} loggedIn={loggedIn} />
                ))}
              </ol>
              <Link to="/app/sports" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
                {t('promo.barrier.play')}
              </Link>
            </section>
          </div>
          <div className={styles.side}>
            <Rules info={info.data} />
          </div>
        </div>
      )}
    </WalletFrame>
  );
}
