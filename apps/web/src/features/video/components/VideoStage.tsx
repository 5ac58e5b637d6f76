import type { VideoSource } from '@courtside/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { toastAnchorStatus } from '../anchorNotice';
import { type SourcesRequest, useSources } from '../api/sources';
import { PlayerFrame } from './PlayerFrame';
import styles from './VideoStage.module.css';

/** One way to watch: the match's own stream, our tracker, or a streamer's room casting it. */
export type StageOption =
  | { kind: 'LIVE'; matchId: number }
  | { kind: 'ANIMATION' }
  | { kind: 'ANCHOR'; roomId: number; status: string; nick: string };

const keyOf = (option: StageOption) => (option.kind === 'ANCHOR' ? `ANCHOR-${option.roomId}` : option.kind);

const requestOf = (option: StageOption): SourcesRequest | null =>
  option.kind === 'LIVE'
    ? { type: 'LIVE', matchId: option.matchId }
    : option.kind === 'ANCHOR'
      ? { type: 'ANCHOR', anchorRoomId: option.roomId }
      : null;

const isStream = (source: VideoSource): source is VideoSource & { format: 'hls' | 'flv' } =>
  source.format === 'hls' || source.format === 'flv';

interface VideoStageProps {
  /** What this screen offers, in order; the switch shows when there is more than one. */
  options: StageOption[];
  /** The option shown first (its key: LIVE, ANIMATION or ANCHOR-<roomId>). */
  initial?: string | undefined;
  /** The tracker, drawn by the page: it is the ANIMATION option. */
  animation?: ReactNode;
  /**
   * Shown under the switch while a stream (not the tracker) is on screen: the PC match room puts the
   * tracker there, so video and tracker sit together in the left column.
   */
  besideStream?: ReactNode;
  matchId: number | null;
}

/** The player on top of a room: the stream chosen in the switch, played by /play.html, or the tracker. */
export function VideoStage({ options, initial, animation, besideStream, matchId }: VideoStageProps) {
  const { t } = useTranslation();
  // Until the viewer picks, the wanted option counts as soon as it is offered (a room list may come later).
  const [chosen, setChosen] = useState<string | null>(null);
  const current = options.find((o) => keyOf(o) === chosen) ?? options.find((o) => keyOf(o) === initial) ?? options[0];
  const request = current ? requestOf(current) : null;
  const sources = useSources(request);
  const stream = sources.data?.sources.find(isStream);

  const choose = (option: StageOption) => {
    if (option.kind === 'ANCHOR' && toastAnchorStatus(option.status, t)) return;
    setChosen(keyOf(option));
  };

  let screen: ReactNode;
  if (!current) {
    screen = <EmptyState title={t('live.noVideo')} compact icon="live" testId="stage-empty" />;
  } else if (current.kind === 'ANIMATION') {
    screen = <div className={styles.animation}>{animation}</div>;
  } else if (!sources.data) {
    screen = sources.isError ? (
      <ErrorState title={t('live.playerFailed')} compact onRetry={() => void sources.refetch()} testId="stage-error" />
    ) : (
      <Skeleton className={styles.frame} />
    );
  } else if (!stream) {
    screen = (
      <EmptyState
        title={t('live.noVideo')}
        description={t('live.noVideoHint')}
        compact
        icon="live"
        testId="stage-empty"
      />
    );
  } else {
    screen = (
      <PlayerFrame
        source={stream}
        expiresAt={sources.data.expiresAt}
        matchId={current.kind === 'LIVE' ? current.matchId : matchId}
        roomId={current.kind === 'ANCHOR' ? current.roomId : null}
        label={t('live.player')}
      />
    );
  }

  return (
    <section className={styles.stage} data-testid="video-stage" data-kind={current?.kind ?? 'none'}>
      <div className={current?.kind === 'ANIMATION' ? styles.screenAuto : styles.screen}>{screen}</div>
      {options.length > 1 && (
        <fieldset className={styles.switch} aria-label={t('live.switchLabel')}>
          {options.map((option) => (
            <button
              key={keyOf(option)}
              type="button"
              className={styles.choice}
              aria-pressed={option === current}
              data-testid={`video-kind-${option.kind}`}
              data-status={option.kind === 'ANCHOR' ? option.status : undefined}
              onClick={() => choose(option)}
            >
              {option.kind === 'ANCHOR'
                ? t('live.anchorOption', { nick: option.nick })
                : t(`live.kinds.${option.kind}`)}
            </button>
          ))}
        </fieldset>
      )}
      {besideStream && current && current.kind !== 'ANIMATION' && (
        <div className={styles.beside} data-testid="stage-beside">
          {besideStream}
        </div>
      )}
    </section>
  );
}
