import { formatShanghaiDateTime } from '@courtside/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button, buttonClass } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { StatusPanel } from '../../ui/StatusPanel';
import { useSiteInfo } from '../site';

const endsAtText = (iso: string | null): string | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : formatShanghaiDateTime(ms).slice(0, 16);
};

/** System maintenance: the operator's message and the expected end, from site info. */
export function MaintenancePage() {
  const { t } = useTranslation();
  usePageTitle(t('title.maintenance'));
  const site = useSiteInfo();

  if (site.isPending) return <PageSpinner label={t('common.loading')} />;

  const maintenance = site.data?.maintenance;
  if (maintenance && !maintenance.active) {
    return (
      <StatusPanel
        icon="sparkle"
        title={t('maintenance.over')}
        testId="maintenance-page"
        actions={
          <Link to="/app/home" className={buttonClass({ size: 'lg' })}>
            {t('common.backHome')}
          </Link>
        }
      />
    );
  }

  const endsAt = endsAtText(maintenance?.endsAt ?? null);
  return (
    <StatusPanel
      icon="wrench"
      title={t('maintenance.title')}
      text={maintenance?.message || t('maintenance.defaultMessage')}
      testId="maintenance-page"
      actions={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('maintenance.refresh')}
          </Button>
          <Link to="/cs" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('maintenance.contact')}
          </Link>
        </>
      }
    >
      <p data-testid="maintenance-ends">
        {endsAt ? t('maintenance.endsAt', { time: endsAt }) : t('maintenance.endsUnknown')}
      </p>
    </StatusPanel>
  );
}
