import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { formatTime } from '../../../shared/formatTime';
import { useMoney } from '../../../shared/money';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { useClaimPacket, useVip, type VipInfo } from '../api/vip';
import { BirthdayPrompt } from '../BirthdayPrompt';
import styles from '../Vip.module.css';

function Progress({ label, have, need, percent }: { label: string; have: string; need: string; percent: string }) {
  return (
    <div className={styles.line}>
      <span className={styles.lineLabel}>{label}</span>
      <span
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent)}
        aria-label={label}
      >
        <span className={styles.barFill} style={{ width: `${Math.min(100, Number(percent))}%` }} />
      </span>
      <span className={styles.lineFigure}>
        {have} / {need}
      </span>
    </div>
  );
}

function Packets({ info }: { info: VipInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useClaimPacket();
  return (
    <ul className={styles.packets}>
      {info.packets.map((packet) => (
        <li
          key={packet.kind}
          className={styles.packet}
          data-testid="vip-packet"
          data-kind={packet.kind}
          data-state={packet.state}
        >
          <span className={styles.packetTitle}>{t(`promo.vip.packets.${packet.kind}`)}</span>
          <span className={styles.packetAmount}>{money(packet.amount)}</span>
          {packet.state === 'claimable' ? (
            <Button
              size="sm"
              disabled={claim.isPending}
              onClick={() =>
                claim.mutate(packet.kind, {
                  onSuccess: (grant) => notify(t('promo.vip.packetToast', { money: money(grant.granted) })),
                  onError: toastUnhandled,
                })
              }
              data-testid="vip-packet-claim"
            >
              {t('promo.vip.claim')}
            </Button>
          ) : (
            <Badge tone={packet.state === 'claimed' ? 'success' : 'muted'}>
              {t(`promo.vip.packetStates.${packet.state}`)}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The VIP page: the member's level, what the next one needs in both lines, the retention rule,
 * the red packets to claim, the upgrade gifts, and every level's privileges in one table.
 */
export function VipPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const vip = useVip();
  return (
    <WalletFrame title={t('promo.vip.title')} subtitle={t('promo.vip.subtitle')} backTo="/app/member" testId="vip-page">
      {vip.isPending ? (
        <Skeleton className={styles.skeleton} />
      ) : vip.isError ? (
        <ErrorState title={t('promo.vip.loadFailed')} onRetry={() => vip.refetch()} testId="vip-error" />
      ) : (
        <div className={styles.layout}>
          <section className={styles.hero} data-testid="vip-level" data-level={vip.data.level}>
            <span className={styles.badge}>{t('promo.vip.tag', { level: vip.data.level })}</span>
            <div className={styles.heroText}>
              <h2 className={styles.heroTitle}>{vip.data.name}</h2>
              {vip.data.level > 0 ? (
                <p className={styles.hint}>{t('promo.vip.since', { time: formatTime(vip.data.levelSince) })}</p>
              ) : null}
            </div>
          </section>
          <BirthdayPrompt />
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>
              {vip.data.next
                ? t('promo.vip.toNext', { level: vip.data.next.level, name: vip.data.next.name })
                : t('promo.vip.top')}
            </h2>
            {vip.data.next ? (
              <>
                <Progress
                  label={t('promo.vip.deposits')}
                  have={money(vip.data.deposits)}
                  need={money(vip.data.next.needDeposit)}
                  percent={vip.data.next.depositPercent}
                />
                <Progress
                  label={t('promo.vip.turnover', { days: vip.data.periodDays })}
                  have={money(vip.data.periodTurnover)}
                  need={money(vip.data.next.needTurnover)}
                  percent={vip.data.next.turnoverPercent}
                />
              </>
            ) : null}
            <p className={styles.hint} data-testid="vip-retention">
              {vip.data.level > 0
                ? t(vip.data.retention.met ? 'promo.vip.retentionMet' : 'promo.vip.retentionShort', {
                    days: vip.data.periodDays,
                    line: money(vip.data.retention.line),
                    from: formatTime(vip.data.retention.appliesFrom).slice(0, 10),
                  })
                : t('promo.vip.retentionNone')}
            </p>
          </section>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{t('promo.vip.packetsTitle')}</h2>
            <Packets info={vip.data} />
            <h3 className={styles.subTitle}>{t('promo.vip.giftsTitle')}</h3>
            <ul className={styles.gifts}>
              {vip.data.upgradeGifts.map((gift) => (
                <li key={gift.level} data-testid="vip-gift" data-state={gift.state}>
                  <span>{t('promo.vip.tag', { level: gift.level })}</span>
                  <span>{money(gift.amount)}</span>
                  <Badge tone={gift.state === 'paid' ? 'success' : 'muted'}>
                    {t(`promo.vip.giftStates.${gift.state}`)}
                  </Badge>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Link to="/app/promotions/mine" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                {t('promo.vip.toMine')}
              </Link>
              <Link
                to="/app/rebate"
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
                data-testid="vip-rebate"
              >
                {t('promo.vip.toRebate')}
              </Link>
            </div>
          </section>
          <section className={`${styles.card} ${styles.wide}`}>
            <h2 className={styles.cardTitle}>{t('promo.vip.tableTitle')}</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="vip-table">
                <thead>
                  <tr>
                    <th scope="col">{t('promo.vip.columns.level')}</th>
                    <th scope="col">{t('promo.vip.columns.deposit')}</th>
                    <th scope="col">{t('promo.vip.columns.turnover', { days: vip.data.periodDays })}</th>
                    <th scope="col">{t('promo.vip.columns.retain')}</th>
                    <th scope="col">{t('promo.vip.columns.gift')}</th>
                    <th scope="col">{t('promo.vip.columns.weekly')}</th>
                    <th scope="col">{t('promo.vip.columns.monthly')}</th>
                    <th scope="col">{t('promo.vip.columns.rebateSports')}</th>
                    <th scope="col">{t('promo.vip.columns.rebateCasino')}</th>
                    <th scope="col">{t('promo.vip.columns.rebateCap')}</th>
                  </tr>
                </thead>
                <tbody>
                  {vip.data.levels.map((l) => (
                    <tr key={l.level} aria-current={l.level === vip.data.level ? 'true' : undefined}>
                      <th scope="row">{t('promo.vip.levelName', { level: l.level, name: l.name })}</th>
                      <td>{money(l.minDeposit)}</td>
                      <td>{money(l.minTurnover)}</td>
                      <td>{money(l.retainTurnover)}</td>
                      <td>{money(l.upgradeGift)}</td>
                      <td>{money(l.weeklyPacket)}</td>
                      <td>{money(l.monthlyPacket)}</td>
                      <td>{l.rebate.sports}%</td>
                      <td>{l.rebate.live}%</td>
                      <td>{money(l.rebateCap)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}
    </WalletFrame>
  );
}
