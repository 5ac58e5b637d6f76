import type { ChatSelection, ChatWireMessage, GiftPushData, OrderPushData } from '@courtside/contract';
import { MUTE_MINUTES } from '@courtside/domain/chat';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../i18n';
import { requireLogin } from '../../../shared/modals/requireLogin';
import { useSession } from '../../../shared/sessionStore';
import { Modal } from '../../../ui/Modal';
import { notify } from '../../../ui/toast';
import type { ChatRoom } from '../api/useChatRoom';
import styles from './ChatPanel.module.css';
import { type CopyToSlip, OrderCard } from './OrderCard';

const EMOJIS = ['😀', '😂', '😍', '👍', '👏', '🔥', '⚽', '🏀', '🎉', '💪', '😭', '😡', '🙏', '❤️', '🤔', '😎'];
/** How close to the bottom (px of scroll) still counts as "at the bottom" for following new lines. */
const FOLLOW_SLACK = 48;
const ROW_ESTIMATE = 32;

function LevelBadge({ level }: { level: number | null }) {
  const { t } = useTranslation();
  const value = level ?? 0;
  return (
    <span className={styles.level} data-high={value > 4 ? 'true' : 'false'}>
      {t('live.chat.level', { level: value })}
    </span>
  );
}

function Line({
  message,
  onName,
  onCopy,
}: {
  message: ChatWireMessage;
  onName: (message: ChatWireMessage) => void;
  onCopy: CopyToSlip;
}) {
  const { t } = useTranslation();
  const { msgType, data, username, level } = message.content;
  if (msgType === 'welcome') {
    return <div className={styles.system}>{typeof data === 'string' ? data : ''}</div>;
  }
  if (msgType === 'gift') {
    const gift = data as GiftPushData;
    return (
      <div className={styles.gift} data-testid="chat-gift">
        {gift.giftIcon && <img src={gift.giftIcon} alt="" className={styles.giftIcon} />}
        {t('live.chat.gift', { name: username ?? '', gift: gift.giftName, count: gift.count })}
        {gift.combo > 1 && <span className={styles.combo}>{t('live.chat.combo', { combo: gift.combo })}</span>}
      </div>
    );
  }
  const name = (
    <button type="button" className={styles.name} onClick={() => onName(message)}>
      {username}
    </button>
  );
  if (msgType === 'order') {
    const order = data as { memberName: string; stake: string; legs: ChatSelection[] };
    return (
      <div className={styles.line}>
        <LevelBadge level={level} />
        {name}
        <OrderCard
          title={t('live.chat.order.title', { name: order.memberName })}
          legs={order.legs}
          stake={order.stake}
          testId="chat-order"
          onCopy={onCopy}
        />
      </div>
    );
  }
  return (
    <div className={styles.line} data-testid="chat-line">
      <LevelBadge level={level} />
      {name}
      <span className={styles.text}>{typeof data === 'string' ? data : ''}</span>
    </div>
  );
}

function ModerationMenu({ chat, target, onClose }: { chat: ChatRoom; target: ChatWireMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const memberId = target.content.userId;
  const mute = async (minutes: number) => {
    if (memberId === null) return;
    await api.chatWeb.mute({ room: chat.room, memberId, minutes, reason: '' });
    notify(t('live.chat.moderate.muted'));
    onClose();
  };
  const remove = async () => {
    await api.chatWeb.remove({ room: chat.room, messageId: target.id });
    notify(t('live.chat.moderate.removed'));
    onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('live.chat.moderate.title', { name: target.content.username ?? '' })}
      closeLabel={t('common.close')}
      testId="chat-moderate"
    >
      <div className={styles.menu}>
        {memberId !== null &&
          MUTE_MINUTES.map((minutes) => (
            <button key={minutes} type="button" className={styles.menuItem} onClick={() => void mute(minutes)}>
              {t('live.chat.moderate.mute', { label: t(`live.chat.moderate.durations.${minutes}`) })}
            </button>
          ))}
        <button type="button" className={styles.menuItem} onClick={() => void remove()}>
          {t('live.chat.moderate.remove')}
        </button>
      </div>
    </Modal>
  );
}

function ShareSheet({ chat, onClose }: { chat: ChatRoom; onClose: () => void }) {
  const { t } = useTranslation();
  const bets = useQuery({
    queryKey: ['sportsbook', 'chatShare'],
    queryFn: () => api.sportsbook.bets({ tab: 'open', pageNum: 1, pageSize: 10 }),
  });
  const list = bets.data?.list ?? [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('live.chat.share.title')}
      closeLabel={t('common.close')}
      testId="chat-share"
    >
      <div className={styles.menu}>
        {bets.isSuccess && list.length === 0 && <p className={styles.muted}>{t('live.chat.share.empty')}</p>}
        {list.map((bet) => (
          <button
            key={bet.id}
            type="button"
            className={styles.menuItem}
            data-testid="chat-share-bet"
            onClick={() =>
              void chat.share(bet.id).then((ok) => {
                if (ok) notify(t('live.chat.share.shared'));
                onClose();
              })
            }
          >
            {bet.typeName} · {bet.legs.map((leg) => `${leg.home} vs ${leg.away} ${leg.outcomeName}`).join(' / ')} ·{' '}
            {bet.stake}
          </button>
        ))}
      </div>
    </Modal>
  );
}

function PinnedPush({ chat, push, onCopy }: { chat: ChatRoom; push: ChatWireMessage; onCopy: CopyToSlip }) {
  const { t } = useTranslation();
  const data = push.content.data as OrderPushData;
  const revert = chat.detail?.permissions.isAnchor ? (
    <button
      type="button"
      className={styles.ghost}
      onClick={() => void api.chatWeb.revertOrderPush({ room: chat.room, pushId: push.id })}
    >
      {t('live.chat.push.revert')}
    </button>
  ) : null;
  return (
    <OrderCard
      title={`${t('live.chat.push.title')} · ${data.categoryName} · ${data.score}`}
      legs={[data.selection]}
      testId="chat-push"
      action={revert}
      onCopy={onCopy}
    />
  );
}

/**
 * The room's chat: a virtualised list that follows new lines while the member is at the bottom and
 * shows a "new messages" pill when they scrolled up; level badges, welcome and gift lines, shared
 * bets as cards with 跟单; the input with emoji and 晒单. A visitor tapping the input gets the
 * warm-reminder login prompt; an administrator taps a name for the moderation menu.
 */
export function ChatPanel({ chat, onCopy }: { chat: ChatRoom; onCopy: CopyToSlip }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.loggedIn);
  const lines = chat.feed.lines;
  const scroller = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [target, setTarget] = useState<ChatWireMessage | null>(null);
  const lastId = lines.at(-1)?.id;
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => lines[index]?.id ?? index,
  });

  // New lines: followed when at the bottom, counted on the pill otherwise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the newest line's arrival matters
  useLayoutEffect(() => {
    if (lines.length === 0) return;
    if (atBottom) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
    else setUnseen((n) => n + 1);
  }, [lastId]);
  useEffect(() => {
    if (atBottom) setUnseen(0);
  }, [atBottom]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) setAtBottom(el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK);
  };
  const toBottom = () => {
    virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
    setAtBottom(true);
  };
  const permissions = chat.detail?.permissions;
  const canSpeak = permissions?.canSpeak ?? false;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireLogin() || !text.trim()) return;
    if (await chat.send(text)) {
      setText('');
      setEmoji(false);
      toBottom();
    }
  };
  const openModeration = (message: ChatWireMessage) => {
    if (permissions?.canModerate && message.content.userId !== null) setTarget(message);
  };

  return (
    <section className={styles.panel} data-testid="chat-panel" aria-label={t('live.chat.title')}>
      {chat.push && <PinnedPush chat={chat} push={chat.push} onCopy={onCopy} />}
      <div className={styles.scroller} ref={scroller} onScroll={onScroll} data-testid="chat-list">
        {chat.hasOlder && (
          <button type="button" className={styles.older} onClick={() => void chat.loadOlder()}>
            {t('live.chat.older')}
          </button>
        )}
        {lines.length === 0 && <p className={styles.empty}>{t('live.chat.empty')}</p>}
        <div className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = lines[item.index];
            if (!message) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.row}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Line message={message} onName={openModeration} onCopy={onCopy} />
              </div>
            );
          })}
        </div>
      </div>
      {!atBottom && unseen > 0 && (
        <button type="button" className={styles.pill} onClick={toBottom} data-testid="chat-new-pill">
          {t('live.chat.newMessages')}
        </button>
      )}
      {emoji && (
        <div className={styles.emojis}>
          {EMOJIS.map((e) => (
            <button key={e} type="button" className={styles.emoji} onClick={() => setText((v) => v + e)}>
              {e}
            </button>
          ))}
        </div>
      )}
      <form className={styles.input} onSubmit={(event) => void submit(event)}>
        <button
          type="button"
          className={styles.ghost}
          aria-label={t('live.chat.emoji')}
          onClick={() => loggedIn && setEmoji((v) => !v)}
        >
          😀
        </button>
        <input
          className={styles.field}
          data-testid="chat-input"
          value={text}
          maxLength={200}
          readOnly={!loggedIn}
          disabled={loggedIn && !canSpeak}
          placeholder={
            !loggedIn ? t('live.chat.loginToSpeak') : canSpeak ? t('live.chat.placeholder') : permissions?.reason
          }
          onChange={(event) => setText(event.target.value)}
          onClick={() => !loggedIn && requireLogin()}
        />
        {loggedIn && (
          <button type="button" className={styles.ghost} data-testid="chat-share-open" onClick={() => setSharing(true)}>
            {t('live.chat.share.button')}
          </button>
        )}
        <button type="submit" className={styles.send} data-testid="chat-send" disabled={loggedIn && !canSpeak}>
          {t('live.chat.send')}
        </button>
      </form>
      {sharing && <ShareSheet chat={chat} onClose={() => setSharing(false)} />}
      {target && <ModerationMenu chat={chat} target={target} onClose={() => setTarget(null)} />}
    </section>
  );
}
