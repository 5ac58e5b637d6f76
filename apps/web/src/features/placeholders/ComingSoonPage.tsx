import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { buttonClass } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';
import { type ComingSoonSection, comingSoonSections } from './sections';

/** A clear "即将上线" screen for a section a later issue builds. */
export function ComingSoonPage({ section }: { section: ComingSoonSection }) {
  const { t } = useTranslation();
  const title = t(`placeholder.${section}.title`);
  usePageTitle(title);
  return (
    <StatusPanel
      icon={comingSoonSections[section].icon}
      badge={t('placeholder.badge')}
      title={title}
      text={t(`placeholder.${section}.text`)}
      testId={`coming-soon-${section}`}
      actions={
        <>
          <Link to="/app/home" className={buttonClass({ size: 'lg' })}>
            {t('common.backHome')}
          </Link>
          <Link to="/app/activity/carnivalactivity" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('placeholder.goActivity')}
          </Link>
        </>
      }
    >
      <p>{t('placeholder.text')}</p>
    </StatusPanel>
  );
}
