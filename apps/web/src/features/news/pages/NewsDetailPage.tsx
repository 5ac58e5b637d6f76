import type { NewsMatchBlock } from '@courtside/contract';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { useNewsDetail } from '../api/news';
import styles from '../News.module.css';

/** The match an article is about: teams, kickoff and the full-time 1X2 prices now. */
function MatchOdds({ match }: { match: NewsMatchBlock }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const main = match.markets.find((m) => m.type === 'fb.1x2') ?? match.markets[0];
  return (
    <section className={styles.odds} data-testid="news-match">
      <strong>
        {match.home.name} vs {match.away.name}
      </strong>
      <span className={styles.muted}>
        {match.league.name} · {t('news.kickoff', { time: formatTime(match.kickoffAt) })}
      </span>
      <span className={styles.muted}>{t('news.odds')}</span>
      {main?.outcomes.some((o) => o.odds > 0) ? (
        <div className={styles.oddsRow} data-testid="news-odds">
          {main.outcomes.map((o) => (
            <span key={o.key} className={styles.price}>
              <span className={styles.muted}>{o.name}</span>
              <strong>{(o.odds / 1000).toFixed(2)}</strong>
            </span>
          ))}
        </div>
      ) : (
        <span className={styles.muted}>{t('news.noOdds')}</span>
      )}
      <Button onClick={() => navigate(`/app/sports/match/${match.id}?tab=news`)} data-testid="news-enter-match">
        {t('news.enterMatch')}
      </Button>
    </section>
  );
}

/** One article: its sanitised body (the server's allowlist), and its match with a way in. */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useNewsDetail(id);
  return (
    <WalletFrame title={t('news.title')} backTo="/app/news" testId="news-detail-page">
      <div className={styles.page}>
        {detail.isPending ? (
          <Skeleton className={styles.skeleton} />
        ) : detail.isError ? (
          <ErrorState title={t('news.notFound')} onRetry={() => detail.refetch()} testId="news-detail-error" />
        ) : (
          <article className={styles.article} data-testid="news-article">
            <h2 className={styles.cardTitle}>{detail.data.title}</h2>
            <span className={styles.muted}>
              {t('news.by', { author: detail.data.author, time: formatTime(detail.data.publishedAt) })}
            </span>
            {detail.data.match && <MatchOdds match={detail.data.match} />}
            {/* Sanitised on the server against an allowlist (modules/news/sanitize.ts) before it is stored. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: detail.data.body }} />
          </article>
        )}
      </div>
    </WalletFrame>
  );
}
