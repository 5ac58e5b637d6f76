import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { useDeleteMessage, useMessage, useReplyMessage } from '../api/messages';
import styles from '../Messages.module.css';

/** One message, read by opening it; a private letter shows its replies and, where allowed, a reply box. */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const message = useMessage(valid ? id : 0);
  const remove = useDeleteMessage();
  const back = message.data ? `/app/messages?tab=${message.data.tab}` : '/app/messages';

  return (
    <WalletFrame
      title={t('messages.detailTitle')}
      backTo={back}
      testId="message-detail-page"
      actions={
        message.data && (
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(id, {
                onSuccess: () => {
                  notify(t('messages.deleted'));
                  navigate(back, { replace: true });
                },
              })
            }
            data-testid="message-detail-delete"
          >
            {t('messages.delete')}
          </Button>
        )
      }
    >
      {!valid || message.isError ? (
        <EmptyState
          icon="message"
          title={t('messages.gone')}
          action={
            <Link to="/app/messages" className={buttonClass()}>
              {t('messages.backToList')}
            </Link>
          }
          testId="message-gone"
        />
      ) : message.isPending ? (
        <div className={styles.detail} aria-busy="true">
          <Skeleton className={styles.skeletonRow} />
        </div>
      ) : (
        <article className={styles.detail} data-testid="message-detail">
          <header className={styles.detailHead}>
            <Badge tone="info">{t(`messages.tab.${message.data.tab}`)}</Badge>
            <h2 className={styles.detailTitle}>{message.data.title}</h2>
            <time className={styles.time} dateTime={message.data.createdAt}>
              {formatTime(message.data.createdAt)}
            </time>
          </header>
          <div className={styles.body} data-testid="message-body">
            {message.data.body}
          </div>
          {message.data.replies.length > 0 && (
            <ul className={styles.replies} data-testid="message-replies">
              {message.data.replies.map((reply) => (
                <li key={reply.id} className={styles.reply} data-author={reply.author}>
                  <span className={styles.replyWho}>{t(`messages.author.${reply.author}`)}</span>
                  <span>{reply.text}</span>
                  <time className={styles.time} dateTime={reply.at}>
                    {formatTime(reply.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
          {message.data.replyable && <ReplyBox id={id} />}
        </article>
      )}
    </WalletFrame>
  );
}

function ReplyBox({ id }: { id: number }) {
  const { t } = useTranslation();
  const reply = useReplyMessage(id);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    reply.mutate(text, {
      onSuccess: () => {
        setText('');
        notify(t('messages.replied'));
      },
    });
  };
  return (
    <form className={styles.replyForm} onSubmit={submit}>
      <textarea
        className={styles.replyInput}
        value={text}
        maxLength={500}
        rows={3}
        placeholder={t('messages.replyPlaceholder')}
        aria-label={t('messages.replyLabel')}
        onChange={(event) => setText(event.target.value)}
        data-testid="message-reply-input"
      />
      <Button type="submit" disabled={reply.isPending || text.trim() === ''} data-testid="message-reply-send">
        {t('messages.replySend')}
      </Button>
    </form>
  );
}
