import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/sessionStore';
import { usePageTitle } from '../../../shared/usePageTitle';
import { Badge } from '../../../ui/Badge';
import { buttonClass } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { AgentCentreLink } from '../../agent';
import { LogoutButton } from '../../auth';
import { useMemberProfile } from '../api/profile';
import { MemberAvatar } from '../components/MemberAvatar';
import { memberPages } from '../components/memberPages';
import styles from '../Member.module.css';
import { memberLinks } from '../memberLinks';

function GuestCard() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} data-testid="member-guest">
      <MemberAvatar url="" alt="" />
      <div className={styles.heroText}>
        <p className={styles.heroName}>{t('memberCentre.home.guest')}</p>
        <p className={styles.heroMeta}>{t('memberCentre.home.guestText')}</p>
      </div>
      <Link to="/login?fromPage=%2Fapp%2Fmember" className={buttonClass({ size: 'sm' })} data-testid="member-login">
        {t('common.login')}
      </Link>
    </section>
  );
}

function ProfileCard() {
  const { t } = useTranslation();
  const profile = useMemberProfile();

  if (profile.isPending) {
    return (
      <section className={styles.hero} aria-busy="true" data-testid="member-card-loading">
        <Skeleton className={styles.heroSkeletonAvatar} />
        <div className={styles.heroText}>
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonLine} />
        </div>
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section className={styles.hero}>
        <ErrorState compact onRetry={() => profile.refetch()} testId="member-card-error" />
      </section>
    );
  }
  const member = profile.data;
  return (
    <section className={styles.hero} data-testid="member-card">
      <MemberAvatar url={member.avatarUrl} alt={t('memberCentre.home.avatarAlt')} />
      <div className={styles.heroText}>
        <p className={styles.heroName}>
          <span className={styles.heroNameText} data-testid="member-nickname">
            {member.nickname || member.name}
          </span>
          <Badge tone="vip" data-testid="member-vip">
            {t('memberCentre.home.vip', { level: member.vipLevel })}
          </Badge>
        </p>
        <p className={styles.heroMeta}>
          {t('memberCentre.home.account', { name: member.name })}
          {member.realNameBound && ` · ${member.realName}`}
        </p>
        <p className={styles.heroMeta} data-testid="member-phone">
          {member.phoneBound ? t('memberCentre.home.phone', { phone: member.phone }) : t('memberCentre.home.noPhone')}
        </p>
      </div>
      <Link to="/app/member/profile" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {t('memberCentre.home.edit')}
      </Link>
    </section>
  );
}

/** The member centre home: the member's card (or a guest card), shortcuts and the account pages. */
export function MemberCentrePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.memberCentre'));
  const loggedIn = useSession((state) => state.loggedIn);

  return (
    <div className={styles.page} data-testid="member-centre">
      <PageHeader title={t('nav.memberCentre')} />
      {loggedIn ? <ProfileCard /> : <GuestCard />}
      <h2 className={styles.sectionTitle}>{t('memberCentre.home.quickLinks')}</h2>
      <nav className={styles.links} aria-label={t('memberCentre.home.quickLinks')}>
        {memberLinks.map((link) => (
          <Link key={link.to} to={link.to} className={styles.link} data-testid={link.testId}>
            <span className={styles.linkIcon}>
              <Icon name={link.icon} />
            </span>
            {t(link.label)}
          </Link>
        ))}
        {loggedIn && <AgentCentreLink className={styles.link} iconClassName={styles.linkIcon} />}
      </nav>
      <h2 className={styles.sectionTitle}>{t('memberCentre.home.accountPages')}</h2>
      <nav className={styles.menu} aria-label={t('memberCentre.home.accountPages')}>
        {memberPages.map((page) => (
          <Link key={page.path} to={`/app/member/${page.path}`} className={styles.menuItem} data-testid={page.testId}>
            <span className={styles.menuIcon}>
              <Icon name={page.icon} />
            </span>
            <span className={styles.menuText}>
              <p className={styles.menuLabel}>{t(`memberCentre.pages.${page.path}`)}</p>
              <p className={styles.menuHint}>{t(`memberCentre.pageHints.${page.path}`)}</p>
            </span>
            <Icon name="chevronRight" className={styles.chevron} />
          </Link>
        ))}
      </nav>
      {loggedIn && (
        <LogoutButton
          variant="outline"
          block
          className={styles.logout}
          label={t('memberCentre.home.logout')}
          data-testid="member-logout"
        />
      )}
    </div>
  );
}
