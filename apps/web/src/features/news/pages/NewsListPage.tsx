import { type NewsCategory, newsCategories } from '@courtside/contract';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { NEWS_PAGE_SIZE, useNewsList } from '../api/news';
import { NewsList } from '../components/NewsList';
import styles from '../News.module.css';

const isCategory = (value: string | null): value is NewsCategory =>
  value !== null && (newsCategories as readonly string[]).includes(value);

/** 资讯: category tabs over the site's articles, newest first, a page at a time. */
export function NewsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const named = params.get('category');
  const category = isCategory(named) ? named : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useNewsList(category, null, page);
  const choose = (next: NewsCategory | null) => setParams(next ? { category: next } : {}, { replace: true });

  return (
    <WalletFrame title={t('news.title')} backTo="/app/home" testId="news-page">
      <div className={styles.page}>
        <div className={styles.tabs} role="tablist">
          {[null, ...newsCategories].map((key) => (
            <button
              key={key ?? 'all'}
              type="button"
              role="tab"
              aria-selected={key === category}
              className={styles.tab}
              data-testid={`news-tab-${key ?? 'all'}`}
              onClick={() => choose(key)}
            >
              {key ? t(`news.categories.${key}`) : t('news.all')}
            </button>
          ))}
        </div>
        {list.isPending ? (
          <div className={styles.list} aria-busy="true">
            <Skeleton className={styles.skeleton} />
            <Skeleton className={styles.skeleton} />
          </div>
        ) : list.isError ? (
          <ErrorState onRetry={() => list.refetch()} testId="news-error" />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon="compass" title={t('news.empty')} description={t('news.emptyText')} testId="news-empty" />
        ) : (
          <>
            <NewsList items={list.data.items} />
            <Pager
              page={page}
              pageSize={NEWS_PAGE_SIZE}
              total={list.data.total}
              busy={list.isFetching}
              onPage={(next) => setParams({ ...(category ? { category } : {}), page: String(next) })}
              label={t('news.title')}
              testId="news"
            />
          </>
        )}
      </div>
    </WalletFrame>
  );
}
