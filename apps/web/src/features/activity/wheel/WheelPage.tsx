import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { requireLogin } from '../../../shared/modals/requireLogin';
import { useSession } from '../../../shared/sessionStore';
import { useRequestId } from '../../../shared/useRequestId';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Button, buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useWheelInfo, type WheelInfo } from './api/info';
import { wheelKeys } from './api/keys';
import { useSpinWheel, type WheelSpinResult } from './api/spin';
import { ChancesCard } from './components/ChancesCard';
import { DrawHistory } from './components/DrawHistory';
import { PrizeTable } from './components/PrizeTable';
import { RulesCard } from './components/RulesCard';
import { SeedCard } from './components/SeedCard';
import { SpinResult } from './components/SpinResult';
import { WheelDisc } from './components/WheelDisc';
import { LANDING_TURNS, landingRotation } from './geometry';
import styles from './Wheel.module.css';

const PAGE = '/app/activity/wheel';
const LOGIN = `/login?fromPage=${encodeURIComponent(PAGE)}`;
/** How long the wheel turns before it rests on the drawn segment. */
const SPIN_MS = 4_500;
/** A member who asked for less motion sees the wheel jump to the result. */
const spinDuration = (): number =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 0
    : SPIN_MS;

/** The wheel with its hub: spin (and how many are left), or log in for a visitor. */
function Stage({ info }: { info: WheelInfo }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const spin = useSpinWheel();
  const requestIds = useRequestId();
  const [rotation, setRotation] = useState(0);
  const [duration, setDuration] = useState(0);
  const [landed, setLanded] = useState<number | null>(null);
  const [shown, setShown] = useState<WheelSpinResult | null>(null);
  // The answer the wheel is turning towards; it is shown when the wheel rests (or its timer says so).
  const turning = useRef<WheelSpinResult | null>(null);
  const [busy, setBusy] = useState(false);

  const land = () => {
    const result = turning.current;
    if (!result) return;
    turning.current = null;
    setBusy(false);
    setLanded(result.draw.index);
    setShown(result);
    void client.invalidateQueries({ queryKey: wheelKeys.all() });
  };

  const handleSpin = () => {
    if (!requireLogin({ fromPage: PAGE })) return;
    setShown(null);
    setBusy(true);
    spin.mutate(requestIds.forIntent('spin'), {
      onSuccess: (result) => {
        requestIds.settle();
        turning.current = result;
        const ms = spinDuration();
        setLanded(null);
        setDuration(ms);
        setRotation((from) =>
          landingRotation(from, result.draw.index, info.segments.length, LANDING_TURNS, Math.random() * 0.6 - 0.3),
        );
        // The transition's end lands it; the timer covers a tab in the background, where none fires.
        window.setTimeout(land, ms + 800);
      },
      onError: (error) => {
        requestIds.settle(error);
        setBusy(false);
        // The transport has toasted the refusals (no spins left, prizes gone); the chances may have changed.
        void client.invalidateQueries({ queryKey: wheelKeys.all() });
        toastUnhandled(error);
      },
    });
  };

  const blocked = info.reason !== null && info.reason !== 'notLoggedIn';
  const left = info.chances.left;
  return (
    <section className={styles.stage} data-testid="wheel-stage">
      <WheelDisc
        segments={info.segments}
        rotation={rotation}
        durationMs={duration}
        onLanded={land}
        landedIndex={landed}
      >
        {info.reason === 'notLoggedIn' ? (
          <Link to={LOGIN} className={styles.hubButton} data-testid="wheel-login">
            {t('promo.wheel.loginToSpin')}
          </Link>
        ) : (
          <button
            type="button"
            className={styles.hubButton}
            onClick={handleSpin}
            disabled={busy || blocked || left <= 0}
            data-testid="wheel-spin"
            data-busy={busy}
          >
            <span className={styles.hubText}>{busy ? t('promo.wheel.spinning') : t('promo.wheel.spin')}</span>
            <span className={styles.hubCount}>
              {left > 0 ? t('promo.wheel.spinLeft', { count: left }) : t('promo.wheel.noChances')}
            </span>
          </button>
        )}
      </WheelDisc>
      {blocked && info.reason ? (
        <p className={styles.refused} data-testid="wheel-reason">
          {t(`promo.wheel.reasons.${info.reason}`)}
        </p>
      ) : null}
      <SpinResult
        result={shown}
        rules={info.rules}
        onClose={() => setShown(null)}
        onAgain={() => {
          setShown(null);
          handleSpin();
        }}
      />
    </section>
  );
}

/**
 * 幸运转盘 (/app/activity/wheel): the wheel and its disclosed odds for anyone; for a member, today's
 * spins, the spin itself (the server draws, the wheel shows it), the seed pair and the draw history
 * with a 验证 link per draw.
 */
export function WheelPage() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useWheelInfo(loggedIn);
  const title = info.data?.title ?? t('promo.wheel.title');
  return (
    <WalletFrame
      title={title}
      subtitle={info.data?.summary ?? t('promo.wheel.subtitle')}
      backTo="/app/promotions"
      testId="wheel-page"
    >
      {info.isPending ? (
        <div className={styles.layout} aria-busy="true" data-testid="wheel-loading">
          <Skeleton className={styles.stageSkeleton} />
          <Skeleton className={styles.cardSkeleton} />
        </div>
      ) : info.isError ? (
        <ErrorState title={t('promo.wheel.loadFailed')} onRetry={() => info.refetch()} testId="wheel-error" />
      ) : info.data.reason === 'noOffer' || info.data.segments.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('promo.wheel.noOffer')}
          action={
            <Link to="/app/promotions" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              {t('promo.wall.title')}
            </Link>
          }
          testId="wheel-no-offer"
        />
      ) : (
        <div className={styles.layout}>
          <div className={`${styles.area} ${styles.areaStage}`}>
            <Stage info={info.data} />
          </div>
          <div className={`${styles.area} ${styles.areaChances}`}>
            <ChancesCard info={info.data} loginTo={LOGIN} />
          </div>
          <div className={`${styles.area} ${styles.areaPrizes}`}>
            <PrizeTable segments={info.data.segments} />
          </div>
          {info.data.rules ? (
            <div className={`${styles.area} ${styles.areaRules}`}>
              <RulesCard rules={info.data.rules} />
            </div>
          ) : null}
          <div className={`${styles.area} ${styles.areaSeed}`}>
            <SeedCard seed={info.data.seed} />
          </div>
          <div className={`${styles.area} ${styles.areaHistory}`}>
            {loggedIn && info.data.reason !== 'notLoggedIn' ? (
              <DrawHistory />
            ) : (
              <section className={styles.card} data-testid="wheel-history">
                <h2 className={styles.cardTitle}>{t('promo.wheel.history')}</h2>
                <p className={styles.hint}>{t('promo.wheel.historyVisitor')}</p>
                <Button size="sm" variant="secondary" onClick={() => requireLogin({ fromPage: PAGE })}>
                  {t('common.login')}
                </Button>
              </section>
            )}
          </div>
        </div>
      )}
    </WalletFrame>
  );
}
