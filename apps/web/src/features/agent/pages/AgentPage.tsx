import { formatMoney } from '@courtside/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import styles from '../Agent.module.css';
import { useAgentSummary, useIsAgent } from '../api';

/**
 * 代理中心 (/app/agent, members only): the agent's code and link, their members' counts, valid
 * turnover and the commission estimate. Only sums: no member is named. A member who is no agent is
 * offered the application form.
 */
export function AgentPage() {
  const { t } = useTranslation();
  const status = useIsAgent();
  const isAgent = status.data?.isAgent === true;
  const summary = useAgentSummary(isAgent);

  return (
    <WalletFrame title={t('agent.page.title')} backTo="/app/member" testId="agent-page">
      <div className={styles.page}>
        {status.isPending || (isAgent && summary.isPending) ? (
          <div className={styles.card} aria-busy="true">
            <Skeleton />
            <Skeleton />
          </div>
        ) : status.isError || summary.isError ? (
          <ErrorState onRetry={() => (status.isError ? status.refetch() : summary.refetch())} testId="agent-error" />
        ) : !isAgent || !summary.data ? (
          <EmptyState
            icon="user"
            title={t('agent.page.notAgentTitle')}
            description={t('agent.page.notAgentText')}
            action={
              <Link to="/app/join" className={buttonClass({ size: 'sm' })} data-testid="agent-apply">
                {t('agent.page.apply')}
              </Link>
            }
            testId="agent-not-agent"
          />
        ) : (
          <Summary data={summary.data} />
        )}
      </div>
    </WalletFrame>
  );
}

function Summary({ data }: { data: NonNullable<ReturnType<typeof useAgentSummary>['data']> }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${data.link}`;
  const stats = [
    ['total', data.members.total],
    ['newThisMonth', data.members.newThisMonth],
    ['active', data.members.activeLast30Days],
    ['firstDepositors', data.members.firstDepositors],
  ] as const;
  return (
    <>
      <section className={styles.card} data-testid="agent-code-card">
        <h2 className={styles.heading}>{t('agent.page.code')}</h2>
        <div className={styles.code}>
          <span data-testid="agent-code">{data.code}</span>
          <CopyButton value={data.code} what={t('agent.page.code')} testId="agent-code-copy" />
        </div>
        <p className={styles.muted}>{t('agent.page.link')}</p>
        <div className={styles.code}>
          <span className={styles.link} data-testid="agent-link">
            {link}
          </span>
          <CopyButton value={link} what={t('agent.page.link')} testId="agent-link-copy" />
        </div>
        <p className={styles.muted}>{t('agent.page.linkHint')}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('agent.page.members')}</h2>
        <dl className={styles.stats}>
          {stats.map(([key, value]) => (
            <div key={key} className={styles.stat}>
              <dt>{t(`agent.page.${key}`)}</dt>
              <dd data-testid={`agent-stat-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>{t('agent.page.month', { month: data.month })}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('agent.page.turnover')}</h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('agent.page.thisMonth')}</dt>
            <dd data-testid="agent-turnover-this">¥{formatMoney(data.turnover.thisMonth)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('agent.page.lastMonth')}</dt>
            <dd data-testid="agent-turnover-last">¥{formatMoney(data.turnover.lastMonth)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('agent.page.commission')}</h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>
              {t('agent.page.thisMonth')} · {t('agent.page.rate', { rate: data.commission.ratePercent })}
            </dt>
            <dd data-testid="agent-commission-this">¥{formatMoney(data.commission.thisMonth)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>
              {t('agent.page.lastMonth')} · {t('agent.page.rate', { rate: data.commission.lastMonthRatePercent })}
            </dt>
            <dd data-testid="agent-commission-last">¥{formatMoney(data.commission.lastMonth)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>{t('agent.page.tiers')}</p>
        <ul className={styles.tiers}>
          {data.commission.tiers.map((tier, i) => {
            const previous = data.commission.tiers[i - 1]?.below;
            return (
              <li key={tier.below ?? 'top'}>
                {tier.below !== null
                  ? t('agent.page.tierBelow', { amount: formatMoney(tier.below), rate: tier.ratePercent })
                  : t('agent.page.tierAbove', { amount: formatMoney(previous ?? '0'), rate: tier.ratePercent })}
              </li>
            );
          })}
        </ul>
        <p className={styles.muted}>{t('agent.page.privacy')}</p>
      </section>
    </>
  );
}
