import { liveRooms } from '@courtside/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../shared/usePageTitle';
import { PC_QUERY, useMediaQuery } from '../../../ui/hooks';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { ChatPanel, DanmakuStage, useChatRoom } from '../../chat';
import { playRoomGiftPush, RankBoard, RoomGifts } from '../../gift';
import { BetSlip, copyPicks, MarketsPanel, MatchFacts, Scoreboard, Tracker, useLiveMatchDetail } from '../../sports';
import { type StageOption, VideoStage } from '../../video';
import { useRoom } from '../api/room';
import { AnchorCard } from '../components/AnchorCard';
import styles from './AnchorRoomPage.module.css';

const TABS = ['chat', 'anchor', 'match', 'bets', 'rank'] as const;
type Tab = (typeof TABS)[number];

/**
 * An anchor room: the anchor's stream on top with 弹幕 over it and the gift bar under it, the room's
 * chat, the anchor card with 关注, the room's gift rank board, and the match it casts with its score and
 * markets (the slip works here, and 跟单 fills it). H5: tabs under the video (聊天 first); PC: video and
 * match left, chat, anchor, ranks and markets right.
 */
export function AnchorRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roomId = Number(useParams().roomId);
  const pc = useMediaQuery(PC_QUERY);
  const room = useRoom(roomId);
  const [tab, setTab] = useState<Tab>('chat');
  const chat = useChatRoom(
    { kind: 'anchor', id: roomId },
    { onGiftPush: (push) => playRoomGiftPush(push, push.username) },
  );
  const [viewers, setViewers] = useState<number | null>(null);
  const [pushedStatus, setPushedStatus] = useState<string | null>(null);
  const matchId = room.data?.matchId ?? null;
  const detail = useLiveMatchDetail(matchId, room.data ? [liveRooms.anchorRoom(roomId)] : [], {
    viewers: (push) => {
      if (push.room === liveRooms.anchorRoom(roomId)) setViewers(push.viewers);
    },
    roomStatus: (push) => {
      if (push.roomId === roomId) setPushedStatus(push.status);
    },
  });
  usePageTitle(room.data ? room.data.title : t('live.room.title'));

  const header = (
    <PageHeader title={t('live.room.title')} onBack={() => navigate('/app/live')} backLabel={t('live.room.back')} />
  );
  if (room.isPending) {
    return (
      <div className={styles.page}>
        {header}
        <Skeleton className={styles.stageSkeleton} />
      </div>
    );
  }
  // Only a room that never loaded is an error: a failed background read keeps the room and its player.
  if (!room.data) {
    return (
      <div className={styles.page}>
        {header}
        <ErrorState title={t('live.room.notFound')} onRetry={() => void room.refetch()} />
      </div>
    );
  }
  const data = room.data;
  const status = pushedStatus ?? data.status;
  const match = detail.data;
  const options: StageOption[] = [
    ...(status === 'On1' ? [{ kind: 'ANCHOR' as const, roomId, status, nick: data.anchor.nick }] : []),
    ...(match ? [{ kind: 'ANIMATION' as const }] : []),
  ];

  const stage =
    status === 'On1' || match ? (
      <DanmakuStage chat={chat}>
        <VideoStage options={options} matchId={matchId} animation={match && <Tracker match={match} />} />
      </DanmakuStage>
    ) : null;
  const chatPanel = <ChatPanel chat={chat} onCopy={copyPicks} />;
  const away =
    status === 'On1' ? null : (
      <EmptyState
        title={status === 'On2' ? t('live.room.interrupted') : t('live.room.notStarted')}
        icon="live"
        compact
        testId="room-away"
      />
    );
  const anchorPanel = <AnchorCard room={data} viewers={viewers ?? data.viewers} />;
  const matchPanel = !matchId ? (
    <EmptyState title={t('live.room.noMatch')} icon="sports" compact />
  ) : match ? (
    <>
      <Scoreboard match={match} />
      <MatchFacts match={match} />
    </>
  ) : detail.isPending ? (
    <Skeleton className={styles.stageSkeleton} />
  ) : (
    <ErrorState compact onRetry={() => void detail.refetch()} />
  );
  const betsPanel = match ? <MarketsPanel match={match} /> : matchPanel;
  const giftRoom = { roomType: 'anchor', roomId } as const;
  const rankPanel = <RankBoard room={giftRoom} />;

  return (
    <div className={`${styles.page} ${styles.withSlip}`} data-testid="anchor-room" data-status={status}>
      <BetSlip />
      {header}
      <div className={styles.layout}>
        <div className={styles.main}>
          {away}
          {stage}
          <RoomGifts room={giftRoom} closeOn={pc ? 'pc' : tab} />
          {pc && matchPanel}
        </div>
        {pc ? (
          <div className={styles.side}>
            {chatPanel}
            {anchorPanel}
            {rankPanel}
            {match && betsPanel}
          </div>
        ) : (
          <div className={styles.tabsArea}>
            <div className={styles.tabs} role="tablist">
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={name === tab}
                  className={styles.tab}
                  data-testid={`room-tab-${name}`}
                  onClick={() => setTab(name)}
                >
                  {t(`live.room.tabs.${name}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel">
              {tab === 'chat' && chatPanel}
              {tab === 'anchor' && anchorPanel}
              {tab === 'match' && matchPanel}
              {tab === 'bets' && betsPanel}
              {tab === 'rank' && rankPanel}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
