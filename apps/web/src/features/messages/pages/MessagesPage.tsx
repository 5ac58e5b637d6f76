import type { MessageItem, MessageTab } from '@courtside/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import {
  MESSAGE_PAGE_SIZE,
  useDeleteAll,
  useDeleteMessage,
  useMessageList,
  useReadAll,
  useStickyMessage,
} from '../api/messages';
import { useUnreadCount } from '../api/unread';
import styles from '../Messages.module.css';

const TABS: MessageTab[] = ['notice', 'private', 'activity'];
const isTab = (value: string | null): value is MessageTab => TABS.includes(value as MessageTab);

/**
 * 消息中心: 公告 / 私信 / 活动, pinned messages first and then the newest, ten to a page; a message
 * opens on its own page (which reads it). The tab and page live in the address, so back returns to them.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: MessageTab = isTab(params.get('tab')) ? (params.get('tab') as MessageTab) : 'notice';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMessageList(tab, page);
  const unread = useUnreadCount(true);
  const readAll = useReadAll();
  const deleteAll = useDeleteAll();
  const [confirmClear, setConfirmClear] = useState(false);

  const go = (next: { tab?: MessageTab; page?: number }) =>
    setParams({ tab: next.tab ?? tab, page: String(next.page ?? 1) }, { replace: true });
  const counts = unread.data ?? list.data?.unread;

  return (
    <WalletFrame
      title={t('messages.title')}
      backTo="/app/member"
      testId="messages-page"
      actions={
        <Button
          variant="ghost"
          size="sm"
          disabled={!counts || counts.total === 0 || readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onSuccess: () => notify(t('messages.allRead')) })}
          data-testid="messages-read-all"
        >
          {t('messages.readAll')}
        </Button>
      }
    >
      <div className={styles.centre}>
        <div className={styles.tabs} role="tablist" aria-label={t('messages.tabsLabel')}>
          {TABS.map((value) => {
            const n = counts?.[value] ?? 0;
            return (
              <button
                key={value}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={tab === value}
                aria-current={tab === value ? 'page' : undefined}
                onClick={() => go({ tab: value })}
                data-testid={`messages-tab-${value}`}
              >
                {t(`messages.tab.${value}`)}
                {n > 0 && (
                  <span className={styles.tabCount} data-testid={`messages-tab-${value}-count`}>
                    {n > 99 ? '99+' : n}
                  </span>
                )}
              </button>
            );
          })}
        </div>

        {list.isPending ? (
          <div className={styles.list} aria-busy="true" data-testid="messages-loading">
            <Skeleton className={styles.skeletonRow} />
            <Skeleton className={styles.skeletonRow} />
            <Skeleton className={styles.skeletonRow} />
          </div>
        ) : list.isError ? (
          <ErrorState onRetry={() => list.refetch()} testId="messages-error" />
        ) : list.data.list.length === 0 ? (
          <EmptyState
            icon="message"
            title={t(`messages.empty.${tab}`)}
            description={t('messages.emptyText')}
            action={
              <Link to="/app/promotions" className={styles.emptyLink}>
                {t('messages.goPromotions')}
              </Link>
            }
            testId="messages-empty"
          />
        ) : (
          <>
            <ul className={styles.list} data-testid="messages-list" aria-busy={list.isFetching}>
              {list.data.list.map((item) => (
                <MessageRow key={item.id} item={item} />
              ))}
            </ul>
            {list.data.total > MESSAGE_PAGE_SIZE && (
              <Pager
                page={page}
                pageSize={MESSAGE_PAGE_SIZE}
                total={list.data.total}
                busy={list.isFetching}
                onPage={(next) => go({ page: next })}
                label={t('messages.pager')}
                testId="messages"
              />
            )}
            <div className={styles.footer}>
              <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)} data-testid="messages-clear">
                {t('messages.clear', { tab: t(`messages.tab.${tab}`) })}
              </Button>
            </div>
          </>
        )}
      </div>

      <Modal
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('messages.clearTitle')}
        testId="messages-clear-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={deleteAll.isPending}
              onClick={() =>
                deleteAll.mutate(tab, {
                  onSuccess: (result) => {
                    setConfirmClear(false);
                    notify(t('messages.cleared', { count: result.changed }));
                    go({ page: 1 });
                  },
                })
              }
              data-testid="messages-clear-confirm"
            >
              {t('messages.clearConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('messages.clearText', { tab: t(`messages.tab.${tab}`) })}</p>
      </Modal>
    </WalletFrame>
  );
}

/** One message in the list: opens it; pins or unpins it; deletes it. */
function MessageRow({ item }: { item: MessageItem }) {
  const { t } = useTranslation();
  const sticky = useStickyMessage();
  const remove = useDeleteMessage();
  return (
    <li
      className={[styles.row, !item.read && styles.unread].filter(Boolean).join(' ')}
      data-testid="message-row"
      data-read={item.read}
    >
      <Link to={`/app/messages/${item.id}`} className={styles.rowMain} data-testid={`message-open-${item.id}`}>
        <span className={styles.rowTitle}>
          {!item.read && <span className={styles.dot} role="img" aria-label={t('messages.unreadLabel')} />}
          {item.sticky && (
            <Badge tone="warning" data-testid="message-sticky">
              {t('messages.sticky')}
            </Badge>
          )}
          <span className={styles.titleText}>{item.title}</span>
        </span>
        <span className={styles.summary}>{item.summary}</span>
        <time className={styles.time} dateTime={item.createdAt}>
          {formatTime(item.createdAt)}
        </time>
      </Link>
      <div className={styles.rowActions}>
        <Button
          variant="ghost"
          size="sm"
          disabled={sticky.isPending}
          onClick={() => sticky.mutate({ id: item.id, sticky: !item.sticky })}
          data-testid={`message-pin-${item.id}`}
        >
          {t(item.sticky ? 'messages.unpin' : 'messages.pin')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.id, { onSuccess: () => notify(t('messages.deleted')) })}
          data-testid={`message-delete-${item.id}`}
        >
          {t('messages.delete')}
        </Button>
      </div>
    </li>
  );
}
