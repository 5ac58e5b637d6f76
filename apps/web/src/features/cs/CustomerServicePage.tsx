import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { useSession } from '../../shared/sessionStore';
import { usePageTitle } from '../../shared/usePageTitle';
import { buttonClass } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/States';
import { useCustomerService } from '../site';
import styles from './CustomerServicePage.module.css';
import { SupportChat } from './components/SupportChat';

/** A visitor is asked to sign in first: the conversation belongs to a member. */
function SignInFirst() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} data-testid="cs-sign-in">
      <span className={styles.heroIcon}>
        <Icon name="headset" />
      </span>
      <p className={styles.heroText}>{t('cs.signInText')}</p>
      <div className={styles.actions}>
        <Link to={`/login?fromPage=${encodeURIComponent('/cs')}`} className={buttonClass({ size: 'lg' })}>
          {t('cs.signIn')}
        </Link>
        <Link to="/forgot-password" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('cs.forgot')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Customer service (exempt from the access redirects): the operator's own chat when the site names
 * one (the `customer_service_url` site parameter), otherwise the site's own chat with the operator
 * queue; the other contacts below either way.
 */
export function CustomerServicePage() {
  const { t } = useTranslation();
  usePageTitle(t('title.cs'));
  const navigate = useNavigate();
  const cs = useCustomerService();
  const loggedIn = useSession((state) => state.loggedIn);

  const contacts: { icon: IconName; label: string; value: string | undefined }[] = [
    { icon: 'clock', label: t('cs.hours'), value: cs.data?.hours },
    { icon: 'mail', label: t('cs.email'), value: cs.data?.email },
    { icon: 'send', label: t('cs.telegram'), value: cs.data?.telegram },
  ];

  return (
    <div className={styles.page} data-testid="cs-page">
      <PageHeader title={t('cs.title')} onBack={() => navigate(-1)} backLabel={t('common.back')} />
      {cs.isError ? (
        <ErrorState description={t('common.errorText')} onRetry={() => cs.refetch()} />
      ) : (
        <>
          {cs.isPending ? (
            <section className={styles.hero}>
              <Skeleton className={styles.skeleton} />
            </section>
          ) : cs.data.url ? (
            <section className={styles.hero}>
              <span className={styles.heroIcon}>
                <Icon name="headset" />
              </span>
              <p className={styles.heroText}>{t('cs.subtitle')}</p>
              <a
                className={buttonClass({ size: 'lg' })}
                href={cs.data.url}
                target="_blank"
                rel="noreferrer noopener"
                data-testid="cs-open"
              >
                <Icon name="external" />
                {t('cs.open')}
              </a>
              <p className={styles.url} data-testid="cs-url">
                {cs.data.url}
              </p>
            </section>
          ) : loggedIn ? (
            <SupportChat />
          ) : (
            <SignInFirst />
          )}
          <ul className={styles.contacts}>
            {contacts.map((contact) => (
              <li key={contact.label} className={styles.contact}>
                <span className={styles.contactIcon}>
                  <Icon name={contact.icon} />
                </span>
                <span>
                  <span className={styles.contactLabel}>{contact.label}</span>
                  <br />
                  {cs.isPending ? (
                    <Skeleton className={styles.skeletonLine} />
                  ) : (
                    <span className={styles.contactValue}>{contact.value || '—'}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
