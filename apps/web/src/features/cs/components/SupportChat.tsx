import type { SupportConversation } from '@courtside/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { useSupportChat } from '../api/chat';
import { useCloseSupport, useSendSupport } from '../api/send';
import styles from './SupportChat.module.css';

const TEXT_MAX = 500;

/** One line about where the conversation stands: in the queue, with an operator, or ended. */
function StatusLine({ conversation }: { conversation: SupportConversation | null }) {
  const { t } = useTranslation();
  let text = t('cs.chat.idle');
  if (conversation?.state === 'waiting') {
    text = conversation.queueAhead ? t('cs.chat.queued', { count: conversation.queueAhead }) : t('cs.chat.next');
  } else if (conversation?.state === 'active') {
    text = conversation.agentName ? t('cs.chat.serving', { name: conversation.agentName }) : t('cs.chat.servingAnon');
  } else if (conversation?.state === 'closed') {
    text = t('cs.chat.ended');
  }
  return (
    <p className={styles.status} data-testid="cs-chat-status" data-state={conversation?.state ?? 'none'}>
      <span className={styles.statusDot} aria-hidden="true" />
      {text}
    </p>
  );
}

/** The member's conversation with customer service: the queue, the lines, and the input. */
export function SupportChat() {
  const { t } = useTranslation();
  const chat = useSupportChat(true);
  const send = useSendSupport();
  const close = useCloseSupport();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const lines = chat.data?.messages ?? [];
  const conversation = chat.data?.conversation ?? null;
  const open = conversation !== null && conversation.state !== 'closed';

  // The newest line stays in view, as in any messenger.
  const newest = lines.at(-1)?.id;
  useEffect(() => {
    if (newest === undefined) return;
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line || send.isPending) return;
    send.mutate(line, { onSuccess: () => setText('') });
  };

  if (chat.isError) return <ErrorState description={t('common.errorText')} onRetry={() => void chat.refetch()} />;

  return (
    <section className={styles.chat} aria-label={t('cs.chat.title')} data-testid="cs-chat">
      <header className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name="headset" />
        </span>
        <div className={styles.headText}>
          <h2 className={styles.title}>{t('cs.chat.title')}</h2>
          <StatusLine conversation={conversation} />
        </div>
        {open && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => close.mutate()}
            disabled={close.isPending}
            data-testid="cs-chat-end"
          >
            {t('cs.chat.end')}
          </Button>
        )}
      </header>
      <ol className={styles.lines} ref={list} aria-live="polite" data-testid="cs-chat-lines">
        <li className={`${styles.line} ${styles.agent}`}>
          <p className={styles.bubble}>{t('cs.chat.greeting')}</p>
        </li>
        {chat.isPending && (
          <li className={styles.line}>
            <Skeleton className={styles.lineSkeleton} />
          </li>
        )}
        {lines.map((line) => (
          <li
            key={line.id}
            className={`${styles.line} ${styles[line.author]}`}
            data-testid="cs-chat-line"
            data-author={line.author}
          >
            {line.author === 'system' ? (
              <p className={styles.system}>{line.text}</p>
            ) : (
              <>
                {line.author === 'agent' && (
                  <span className={styles.name}>
                    {line.name ? t('cs.chat.agentName', { name: line.name }) : t('cs.title')}
                  </span>
                )}
                <p className={styles.bubble}>{line.text}</p>
                <time className={styles.time} dateTime={line.at}>
                  {formatTime(line.at).slice(11, 16)}
                </time>
              </>
            )}
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={handleSubmit}>
        <label className={styles.srOnly} htmlFor="cs-chat-input">
          {t('cs.chat.placeholder')}
        </label>
        <input
          id="cs-chat-input"
          className={styles.input}
          value={text}
          maxLength={TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('cs.chat.placeholder')}
          autoComplete="off"
          enterKeyHint="send"
          data-testid="cs-chat-input"
        />
        <Button type="submit" disabled={!text.trim() || send.isPending} data-testid="cs-chat-send">
          <Icon name="send" />
          {t('cs.chat.send')}
        </Button>
      </form>
    </section>
  );
}
