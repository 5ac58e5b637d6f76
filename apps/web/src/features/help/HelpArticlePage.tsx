import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { useHelpDetail } from './api/detail';
import styles from './Help.module.css';
import { helpDate } from './HelpPage';

/** One help article. */
export function HelpArticlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useHelpDetail(Number.isInteger(id) ? id : 0);
  usePageTitle(detail.data?.title ?? t('title.help'));
  const back = (
    <Link
      to={detail.data ? `/app/help?category=${detail.data.categoryId}` : '/app/help'}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      <Icon name="chevronLeft" />
      {t('help.backToList')}
    </Link>
  );

  const missing = !Number.isInteger(id) || id <= 0 || (isApiError(detail.error) && detail.error.status === 404);

  return (
    <div className={styles.page} data-testid="help-article-page">
      <PageHeader
        title={detail.data?.title ?? t('help.title')}
        onBack={() => navigate(-1)}
        backLabel={t('common.back')}
      />
      {missing ? (
        <EmptyState icon="help" title={t('help.notFound')} action={back} />
      ) : detail.isPending ? (
        <article className={styles.article} aria-busy="true">
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonLine} />
        </article>
      ) : detail.isError ? (
        <ErrorState onRetry={() => detail.refetch()} />
      ) : (
        <article className={styles.article} data-testid="help-article">
          <p className={styles.articleMeta}>{t('help.updatedAt', { time: helpDate(detail.data.updatedAt) })}</p>
          <div className={styles.articleBody}>{detail.data.content}</div>
          <div className={styles.articleFooter}>{back}</div>
        </article>
      )}
    </div>
  );
}
