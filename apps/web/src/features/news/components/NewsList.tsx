import type { NewsItem } from '@courtside/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import styles from '../News.module.css';

/** Article rows, each opening its article. */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} data-testid="news-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`/app/news/${item.id}`} className={styles.card} data-testid={`news-item-${item.id}`}>
            <span className={styles.muted}>
              {t(`news.categories.${item.category}`)}
              {item.leagueName ? ` · ${item.leagueName}` : ''}
            </span>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <span className={styles.muted}>{item.summary}</span>
            <span className={styles.muted}>
              {t('news.by', { author: item.author, time: formatTime(item.publishedAt) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
