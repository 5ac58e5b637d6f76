import { liveRooms } from '@courtside/contract';
import { formatCount } from '@courtside/domain';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../shared/usePageTitle';
import { PC_QUERY, useMediaQuery } from '../../../ui/hooks';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { ChatPanel, DanmakuStage, useChatRoom } from '../../chat';
import { playRoomGiftPush, RankBoard, RoomGifts } from '../../gift';
import { loadMatchNews } from '../../news';
import { SessionClock } from '../../rg';
import { type StageOption, useLiveList, VideoStage } from '../../video';
import { useLiveMatchDetail } from '../api/liveDetail';
import { MarketsPanel } from '../components/MarketsPanel';
import { MatchFacts } from '../components/MatchFacts';
import { Scoreboard } from '../components/Scoreboard';
import styles from '../Sports.module.css';
import { BetSlip } from '../slip/BetSlip';
import { copyPicks } from '../slip/store';

const TABS = ['chat', 'anchor', 'match', 'bets', 'news'] as const;
type Tab = (typeof TABS)[number];

// The tracker draws only here: its code loads with the match page, not the list.
const Tracker = lazy(async () => ({ default: (await import('../components/Tracker')).Tracker }));
// 资讯 (the match's articles) loads when its tab is opened.
const MatchNews = lazy(loadMatchNews);

/**
 * The phone's chat tab fills the screen between the stuck player and the tab bar, so its input sits at
 * the bottom as in a messaging app; the player's height (its notes and controls wrap) is measured and
 * handed to the room as `--room-top-height`. A ref callback's returned function runs when it goes.
 */
const measureRoomTop = (top: HTMLDivElement | null) => {
  const room = top?.parentElement;
  if (!top || !room || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => room.style.setProperty('--room-top-height', `${top.offsetHeight}px`));
  observer.observe(top);
  return () => observer.disconnect();
};

/**
 * The match room: the player on top (the match's stream, the tracker, or a streamer casting it) with
 * 弹幕 over it, the gift bar, the scoreboard, statistics, events, the match's chat and its gift ranks,
 * and every market by tab beside the slip. H5: as the anchor room, tabs (聊天 主播 赛事 投注) under a
 * player that stays on screen (sticky, with the tabs) while the member chats or bets; PC: one page.
 */
export function MatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matchId = Number(useParams().id);
  const [search] = useSearchParams();
  const [viewers, setViewers] = useState<number | null>(null);
  // Arriving from a live page (a stream to watch, ?video=) the room opens on 聊天; from the sports
  // list, a result or a bet, on 投注; ?tab= names one.
  const [tab, setTab] = useState<Tab>(() => {
    const named = search.get('tab');
    if (named && (TABS as readonly string[]).includes(named)) return named as Tab;
    return search.has('video') ? 'chat' : 'bets';
  });
  const room = useRef<HTMLDivElement>(null);
  // A new tab starts at its top, right under the player: a page scrolled far into the markets would
  // otherwise show the chat's tab at the footer.
  const openTab = (next: Tab) => {
    setTab(next);
    const box = room.current?.getBoundingClientRect();
    const stuckAt =
      Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--topbar-bottom')) || 0;
    if (box && box.top < stuckAt) window.scrollTo({ top: window.scrollY + box.top - stuckAt });
  };
  const pc = useMediaQuery(PC_QUERY);
  const detail = useLiveMatchDetail(matchId, [], {
    viewers: (push) => {
      if (push.room === liveRooms.match(matchId)) setViewers(push.viewers);
    },
  });
  // The rooms casting this match come with the live list, read by the live page too.
  const live = useLiveList(null);
  const chat = useChatRoom(
    { kind: 'match', id: matchId },
    { onGiftPush: (push) => playRoomGiftPush(push, push.username) },
  );
  const match = detail.data;
  usePageTitle(match ? `${match.home.name} ${t('sports.match.vs')} ${match.away.name}` : t('sports.match.title'));

  const isLive = match?.status === 'live';
  const options = useMemo<StageOption[]>(() => {
    const casting = (live.data?.rooms ?? []).filter((room) => room.matchId === matchId);
    return [
      ...(isLive ? [{ kind: 'LIVE' as const, matchId }] : []),
      { kind: 'ANIMATION' as const },
      ...casting
        .slice(0, 3)
        .map((room) => ({ kind: 'ANCHOR' as const, roomId: room.roomId, status: room.status, nick: room.anchor.nick })),
    ];
  }, [live.data, matchId, isLive]);
  const wanted = search.get('video');
  const initial = wanted === 'ANCHOR' ? options.find((o) => o.kind === 'ANCHOR' && o.status === 'On1') : undefined;
  const initialKey = initial?.kind === 'ANCHOR' ? `ANCHOR-${initial.roomId}` : (wanted ?? undefined);

  // A live push (a clock, a price) changes the match object: the parts of the room that do not show
  // what it changed keep their elements, so React skips them and a push redraws only what moved.
  const id = match?.id;
  const hasAnimation = match?.hasAnimation ?? false;
  const sport = match?.sport;
  const status = match?.status;
  const incidents = match?.incidents;
  const home = match?.home;
  const away = match?.away;
  const tracker = useMemo(
    () =>
      sport && status && incidents && home && away ? (
        <Suspense fallback={<Skeleton className={styles.rowSkeleton} />}>
          <Tracker match={{ sport, status, incidents, home, away }} />
        </Suspense>
      ) : null,
    [sport, status, incidents, home, away],
  );
  const stage = useMemo(
    () =>
      id === undefined ? null : (
        <DanmakuStage chat={chat}>
          <VideoStage
            options={options}
            initial={initialKey}
            matchId={id}
            animation={tracker}
            besideStream={pc && hasAnimation ? tracker : undefined}
          />
        </DanmakuStage>
      ),
    [chat, options, initialKey, id, tracker, pc, hasAnimation],
  );
  const slip = useMemo(() => <BetSlip />, []);
  const chatPanel = useMemo(() => <ChatPanel chat={chat} onCopy={copyPicks} />, [chat]);
  // The gift tray closes when its tab (聊天) is left.
  const giftsKey = pc ? 'pc' : tab;
  const gifts = useMemo(
    () => (id === undefined ? null : <RoomGifts room={{ roomType: 'match', roomId: id }} closeOn={giftsKey} />),
    [id, giftsKey],
  );
  const casting = useMemo(
    () => (live.data?.rooms ?? []).filter((room) => room.matchId === matchId && room.status === 'On1'),
    [live.data, matchId],
  );
  const ranks = useMemo(() => (id === undefined ? null : <RankBoard room={{ roomType: 'match', roomId: id }} />), [id]);

  const header = (
    <PageHeader
      title={t('sports.match.title')}
      onBack={() => navigate('/app/sports')}
      backLabel={t('sports.back')}
      actions={<SessionClock />}
    />
  );
  if (detail.isPending) {
    return (
      <div className={styles.page}>
        {header}
        <Skeleton className={styles.rowSkeleton} />
        <Skeleton className={styles.rowSkeleton} />
      </div>
    );
  }
  // A background read that failed (a network blip, a busy server) keeps the room as it was: only a
  // match that never loaded is an error, so the player is not torn down mid-play.
  if (!match) {
    return (
      <div className={styles.page}>
        {header}
        <ErrorState title={t('sports.match.notFound')} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const viewersNote = viewers !== null && (
    <span className={styles.note} data-testid="room-viewers">
      {t('sports.match.viewers', { count: formatCount(viewers) })}
    </span>
  );
  const anchorsPanel =
    casting.length === 0 ? (
      <EmptyState title={t('sports.match.noAnchors')} icon="live" compact />
    ) : (
      <ul className={styles.castList} data-testid="match-anchors">
        {casting.map((room) => (
          <li key={room.roomId}>
            <Link to={`/app/live/anchor/${room.roomId}`} className={styles.cast}>
              <img src={room.anchor.logo} alt="" className={styles.castLogo} width={40} height={40} />
              <span className={styles.castText}>
                <strong>{room.anchor.nick}</strong>
                <small>{room.title}</small>
              </span>
              <span className={styles.castGo}>{t('sports.match.watchAnchor')}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <div
      className={`${styles.page} ${styles.withSlip}`}
      data-testid="match-page"
      data-match-id={match.id}
      data-status={match.status}
    >
      {slip}
      {header}
      {pc ? (
        <div className={styles.matchLayout}>
          <div className={styles.list}>
            {stage}
            {viewersNote}
            {gifts}
            <Scoreboard match={match} />
            <MatchFacts match={match} />
            {chatPanel}
            {ranks}
            <section data-testid="match-panel-news" aria-label={t('sports.match.roomTabs.news')}>
              <Suspense fallback={<Skeleton className={styles.rowSkeleton} />}>
                <MatchNews matchId={match.id} />
              </Suspense>
            </section>
          </div>
          <MarketsPanel match={match} />
        </div>
      ) : (
        <div className={styles.roomH5} ref={room}>
          <div className={styles.roomTop} data-testid="match-player" ref={measureRoomTop}>
            {stage}
            <div className={styles.roomTabs} role="tablist">
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={name === tab}
                  className={styles.roomTab}
                  data-testid={`match-tab-${name}`}
                  onClick={() => openTab(name)}
                >
                  {t(`sports.match.roomTabs.${name}`)}
                </button>
              ))}
            </div>
          </div>
          <div role="tabpanel" className={styles.roomPanel} data-testid={`match-panel-${tab}`}>
            {tab === 'chat' && (
              <>
                <div className={styles.roomChat} data-testid="match-room-chat">
                  {viewersNote}
                  {gifts}
                  {chatPanel}
                </div>
                {ranks}
              </>
            )}
            {tab === 'anchor' && anchorsPanel}
            {tab === 'match' && (
              <>
                <Scoreboard match={match} />
                <MatchFacts match={match} />
              </>
            )}
            {tab === 'bets' && <MarketsPanel match={match} />}
            {tab === 'news' && (
              <Suspense fallback={<Skeleton className={styles.rowSkeleton} />}>
                <MatchNews matchId={match.id} />
              </Suspense>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
