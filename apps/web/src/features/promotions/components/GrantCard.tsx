import type { GrantView } from '@courtside/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { formatTime } from '../../../shared/formatTime';
import { useMoney } from '../../../shared/money';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { notify } from '../../../ui/toast';
import { useConvertGrant, useGrantDetail } from '../api/grants';
import styles from '../Promotions.module.css';

const HOUR_MS = 3_600_000;

const statusTone: Record<GrantView['status'], BadgeTone> = {
  pending: 'muted',
  active: 'info',
  completed: 'success',
  converted: 'muted',
  forfeited: 'danger',
  expired: 'muted',
};

/** Days and hours until the grant expires, against the clock the page was drawn at. */
const timeLeft = (expiresAt: string, nowMs: number) => {
  const hours = Math.max(0, Math.floor((Date.parse(expiresAt) - nowMs) / HOUR_MS));
  return { days: Math.floor(hours / 24), hours: hours % 24 };
};

function Entries({ grantId }: { grantId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const detail = useGrantDetail(grantId, true);
  if (detail.isPending) return <Skeleton className={styles.skeletonRow} />;
  if (detail.isError || detail.data.entries.length === 0)
    return <p className={styles.hint}>{t('promo.mine.detailEmpty')}</p>;
  return (
    <ul className={styles.entries} data-testid="grant-entries">
      {detail.data.entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <span>{t(`promo.mine.entries.${entry.kind}`)}</span>
          <span className={styles.hint}>{formatTime(entry.at)}</span>
          <span className={entry.amount.startsWith('-') ? styles.minus : styles.plus}>
            {entry.amount.startsWith('-') ? '' : '+'}
            {money(entry.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One grant as the member needs to see it: what is left of the bonus, how far the wagering has come
 * (in money and percent), what is still to wager, the max bet, when it expires, and, once it has
 * ended, why.
 */
export function GrantCard({ grant, nowMs }: { grant: GrantView; nowMs: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const convert = useConvertGrant();
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState(false);
  const live = grant.status === 'active' || grant.status === 'completed';
  const left = timeLeft(grant.expiresAt, nowMs);

  const handleConvert = () =>
    convert.mutate(grant.id, {
      onSuccess: (result) => notify(t('promo.mine.convertedToast', { money: money(result.paid) })),
      onError: toastUnhandled,
      onSettled: () => setConfirming(false),
    });

  const ended =
    grant.status === 'converted'
      ? t('promo.mine.ended.converted', { money: money(grant.converted ?? '0') })
      : grant.status === 'expired'
        ? t('promo.mine.ended.expired')
        : grant.status === 'forfeited' && grant.reason
          ? t(`promo.mine.ended.reasons.${grant.reason}`)
          : null;

  return (
    <article className={styles.grant} data-testid="grant-card" data-status={grant.status} data-grant={grant.id}>
      <div className={styles.offerHead}>
        <h2 className={styles.offerTitle}>{grant.title}</h2>
        <Badge tone={statusTone[grant.status]}>{t(`promo.mine.status.${grant.status}`)}</Badge>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('promo.mine.balance')}</dt>
          <dd data-testid="grant-balance">{money(grant.balance)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('promo.mine.granted')}</dt>
          <dd>{money(grant.granted)}</dd>
        </div>
        {live ? (
          <div className={styles.figure}>
            <dt>{t('promo.mine.remaining')}</dt>
            <dd data-testid="grant-remaining">{money(grant.remaining)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.progress}>
        <span
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Number(grant.progressPercent)}
        >
          <span className={styles.barFill} style={{ width: `${Math.min(100, Number(grant.progressPercent))}%` }} />
        </span>
        <span data-testid="grant-progress">
          {t('promo.mine.progress', { progress: money(grant.progress), requirement: money(grant.requirement) })} ·{' '}
          {grant.progressPercent}%
        </span>
      </div>
      {live ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('promo.mine.maxBet')}</dt>
            <dd>{grant.maxBet ? money(grant.maxBet) : t('promo.mine.noMaxBet')}</dd>
          </div>
          <div>
            <dt>{t('promo.mine.expires')}</dt>
            <dd>
              {formatTime(grant.expiresAt)}
              <span className={styles.hint}>
                {' '}
                {left.days === 0 && left.hours === 0 ? t('promo.mine.expiresSoon') : t('promo.mine.expiresIn', left)}
              </span>
            </dd>
          </div>
        </dl>
      ) : null}
      {live && grant.openBets > 0 ? (
        <p className={styles.hint} data-testid="grant-open-bets">
          {t('promo.mine.openBets', { count: grant.openBets })}
        </p>
      ) : null}
      {ended ? (
        <p className={styles.hint} data-testid="grant-ended">
          {ended}
        </p>
      ) : null}
      <div className={styles.grantActions}>
        <Button variant="ghost" size="sm" onClick={() => setOpen((v) => !v)} data-testid="grant-detail-toggle">
          {open ? t('promo.mine.hideDetail') : t('promo.mine.detail')}
        </Button>
        {grant.status === 'completed' ? (
          <Button onClick={() => setConfirming(true)} disabled={convert.isPending} data-testid="grant-convert">
            {t('promo.mine.convert')}
          </Button>
        ) : null}
      </div>
      {open ? <Entries grantId={grant.id} /> : null}
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('promo.mine.convertConfirmTitle')}
        confirmLabel={convert.isPending ? t('promo.mine.converting') : t('promo.mine.convert')}
        onConfirm={handleConvert}
        busy={convert.isPending}
        testId="grant-convert-confirm"
      >
        {t('promo.mine.convertConfirm', { money: money(grant.convertible) })}
      </ConfirmModal>
    </article>
  );
}
