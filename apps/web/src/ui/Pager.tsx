import { useTranslation } from '../i18n';
import { Button } from './Button';
import { Icon } from './Icon';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  busy?: boolean;
  onPage: (page: number) => void;
  label: string;
  /** Prefix of the test ids: `${testId}-prev`, `-next`, `-page-info`. */
  testId?: string;
}

/** Previous / next under a paged list, with "第 n / m 页 · 共 k 条". */
export function Pager({ page, pageSize, total, busy = false, onPage, label, testId = 'records' }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-prev`}
      >
        <Icon name="chevronLeft" />
        {t('common.pagerPrevious')}
      </Button>
      <span className={styles.pageInfo} data-testid={`${testId}-page-info`}>
        {t('common.pagerPage', { page, pages })}
        <span className={styles.pageTotal}>{t('common.pagerTotal', { count: total })}</span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('common.pagerNext')}
        <Icon name="chevronRight" />
      </Button>
    </nav>
  );
}
