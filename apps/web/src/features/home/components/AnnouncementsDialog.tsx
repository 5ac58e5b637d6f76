import { formatShanghaiDateTime } from '@courtside/domain';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { PageSpinner } from '../../../ui/Spinner';
import { EmptyState, ErrorState } from '../../../ui/States';
import type { Announcement } from '../api/announcements';
import styles from './Announcements.module.css';

export interface AnnouncementsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  list: Announcement[] | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

const publishedAt = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatShanghaiDateTime(ms).slice(0, 16);
};

/** The announcement list, also used for the once-per-session popup. */
export function AnnouncementsDialog({
  open,
  onOpenChange,
  title,
  list,
  loading,
  error,
  onRetry,
}: AnnouncementsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('common.close')}
      wide
      testId="announcement-dialog"
      footer={
        <Button block onClick={() => onOpenChange(false)} data-testid="announcement-ok">
          {t('home.noticeDismiss')}
        </Button>
      }
    >
      {loading ? (
        <PageSpinner label={t('common.loading')} />
      ) : error ? (
        <ErrorState compact onRetry={onRetry} />
      ) : !list || list.length === 0 ? (
        <EmptyState compact icon="bell" title={t('home.announcementsEmpty')} />
      ) : (
        <ul className={styles.list}>
          {list.map((item) => (
            <li key={item.id} className={styles.item} data-testid="announcement-item">
              <p className={styles.itemTitle}>{item.title}</p>
              <p className={styles.date}>{publishedAt(item.publishedAt)}</p>
              <p className={styles.content}>{item.content}</p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
