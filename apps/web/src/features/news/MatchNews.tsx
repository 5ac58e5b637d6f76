import { useTranslation } from '../../i18n';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState } from '../../ui/States';
import { useMatchNews } from './api/news';
import { NewsList } from './components/NewsList';
import styles from './News.module.css';

/** The match page's 资讯 tab: the match's published articles. */
export function MatchNews({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const news = useMatchNews(matchId);
  if (news.isPending) return <Skeleton className={styles.skeleton} />;
  if (news.isError || news.data.items.length === 0) {
    return <EmptyState title={t('sports.match.newsEmpty')} icon="compass" compact testId="match-news-empty" />;
  }
  return <NewsList items={news.data.items} />;
}
