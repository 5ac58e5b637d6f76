import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../shared/usePageTitle';
import { buttonClass } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useSponsor } from '../api/sponsor';
import { Period } from '../components/Period';
import { TierBadge } from '../components/TierBadge';
import { kickoffTime } from '../format';
import styles from '../Sponsor.module.css';

/** One sponsorship: its story and period, and its linked team's coming matches with a way into each. */
export function SponsorDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useSponsor(id);
  usePageTitle(detail.data?.sponsor.name ?? t('sponsor.title'));
  const back = () => navigate('/app/sponsors');

  if (!Number.isInteger(id) || id <= 0 || detail.isError) {
    return (
      <div className={styles.page} data-testid="sponsor-detail">
        <PageHeader title={t('sponsor.title')} onBack={back} backLabel={t('sponsor.back')} />
        <div className={styles.body}>
          <ErrorState title={t('sponsor.notFound')} testId="sponsor-missing" />
        </div>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className={styles.page} data-testid="sponsor-detail" aria-busy="true">
        <PageHeader title={t('sponsor.title')} onBack={back} backLabel={t('sponsor.back')} />
        <div className={styles.body} data-testid="sponsor-loading">
          <Skeleton className={styles.heroSkeleton} />
          <Skeleton className={styles.cardSkeleton} />
        </div>
      </div>
    );
  }

  const { sponsor, matches } = detail.data;
  return (
    <div className={styles.page} data-testid="sponsor-detail">
      <PageHeader title={sponsor.name} onBack={back} backLabel={t('sponsor.back')} />
      <div className={styles.body}>
        <section className={styles.hero}>
          <img className={styles.heroLogo} src={sponsor.logoUrl} alt="" />
          <div className={styles.heroText}>
            <TierBadge tier={sponsor.tier} />
            <h2 className={styles.heroName} data-testid="sponsor-name">
              {sponsor.name}
            </h2>
            <p className={styles.summary}>{sponsor.summary}</p>
            <p className={styles.meta}>
              {t(`sponsor.kind.${sponsor.kind}`)} · <Period startsOn={sponsor.startsOn} endsOn={sponsor.endsOn} />
            </p>
            {sponsor.team && <p className={styles.meta}>{t('sponsor.linkedTeam', { name: sponsor.team.name })}</p>}
          </div>
        </section>

        {sponsor.story && (
          <section className={styles.panel}>
            <h3 className={styles.panelTitle}>{t('sponsor.story')}</h3>
            <p className={styles.story} data-testid="sponsor-story">
              {sponsor.story}
            </p>
          </section>
        )}

        {sponsor.team && (
          <section className={styles.panel} data-testid="sponsor-matches">
            <h3 className={styles.panelTitle}>{t('sponsor.matches', { name: sponsor.team.name })}</h3>
            {matches.length === 0 ? (
              <EmptyState title={t('sponsor.noMatches')} icon="clock" compact />
            ) : (
              <ul className={styles.matches}>
                {matches.map((match) => (
                  <li key={match.id} className={styles.match} data-testid="sponsor-match">
                    <span className={styles.matchText}>
                      <span className={styles.meta}>
                        {match.league.name} · {t('sponsor.kickoff', { time: kickoffTime(match.kickoffAt) })}
                      </span>
                      <span className={styles.matchTeams}>
                        {match.home.name} <span className={styles.versus}>VS</span> {match.away.name}
                      </span>
                    </span>
                    <Link
                      to={`/app/sports/match/${match.id}`}
                      className={buttonClass({ size: 'sm' })}
                      data-testid="sponsor-match-go"
                    >
                      {t('sponsor.toMatch')}
                      <Icon name="chevronRight" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
