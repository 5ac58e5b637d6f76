import { formatShanghaiDateTime } from '@courtside/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { useHelpCategories } from './api/categories';
import { useHelpList } from './api/list';
import styles from './Help.module.css';

export const helpDate = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatShanghaiDateTime(ms).slice(0, 10);
};

function ArticleList({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const list = useHelpList(categoryId);

  if (list.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className={styles.skeletonItem} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return <ErrorState onRetry={() => list.refetch()} />;
  }
  const items = list.data.pages.flatMap((page) => page.list);
  const total = list.data.pages[0]?.total ?? 0;
  if (items.length === 0) return <EmptyState icon="help" title={t('help.empty')} testId="help-empty" />;

  return (
    <>
      <p className={styles.total}>{t('help.total', { count: total })}</p>
      <ul className={styles.list} data-testid="help-list">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={`/app/help/article/${item.id}`} className={styles.link} data-testid="help-item">
              <span className={styles.linkText}>
                <p className={styles.itemTitle}>{item.title}</p>
                <p className={styles.itemSummary}>{item.summary}</p>
              </span>
              <Icon name="chevronRight" className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t('common.loading') : t('common.more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Help centre: categories and the chosen category's articles (`?category=id`). */
export function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.help'));
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const categories = useHelpCategories();
  const wanted = Number(search.get('category'));
  const active = categories.data?.find((c) => c.id === wanted) ?? categories.data?.[0];

  return (
    <div className={styles.page} data-testid="help-page">
      <PageHeader
        title={t('help.title')}
        subtitle={t('help.subtitle')}
        onBack={() => navigate(-1)}
        backLabel={t('common.back')}
      />
      {categories.isError ? (
        <ErrorState description={t('common.errorText')} onRetry={() => categories.refetch()} />
      ) : (
        <div className={styles.layout}>
          <nav className={styles.categories} aria-label={t('help.categories')} data-testid="help-categories">
            {categories.isPending
              ? [0, 1, 2, 3].map((i) => <Skeleton key={i} className={styles.category} />)
              : categories.data.map((category) => (
                  <button
                    key={category.id}
                    type="button"
                    className={[styles.category, category.id === active?.id && styles.categoryActive]
                      .filter(Boolean)
                      .join(' ')}
                    aria-pressed={category.id === active?.id}
                    onClick={() => setSearch({ category: String(category.id) }, { replace: true })}
                  >
                    {category.name}
                  </button>
                ))}
          </nav>
          <div className={styles.content}>
            {active ? (
              <ArticleList categoryId={active.id} />
            ) : categories.isPending ? null : (
              <EmptyState icon="help" title={t('help.empty')} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
