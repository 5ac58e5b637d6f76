import { useTranslation } from '../../../../i18n';
import { Badge, type BadgeTone } from '../../../../ui/Badge';
import { Icon } from '../../../../ui/Icon';
import type { QuizInfo } from '../api/info';
import styles from '../Guess.module.css';
import { formatCountdown, type GuessMatch, type GuessState, kickoffText, matchStateAt } from '../questions';
import { QuestionCard } from './QuestionCard';

const tones: Record<GuessState, BadgeTone> = { open: 'danger', closed: 'warning', settled: 'success', void: 'muted' };

/** A match's questions under its league, teams, kickoff (Beijing time) and the countdown to close. */
export function MatchCard({
  match,
  info,
  nowMs,
  loginTo,
}: {
  match: GuessMatch;
  info: QuizInfo;
  nowMs: number;
  loginTo: string;
}) {
  const { t } = useTranslation();
  const state = matchStateAt(match, nowMs);
  const left = Date.parse(match.kickoffAt) - nowMs;
  return (
    <section
      className={styles.match}
      data-testid="guess-match"
      data-match-id={match.matchId}
      data-state={state}
      data-kickoff={match.kickoffAt}
      aria-label={`${match.home} vs ${match.away}`}
    >
      <header className={styles.matchHead}>
        <span className={styles.league}>
          <Icon name="sports" />
          {match.league}
        </span>
        <Badge tone={tones[state]} data-testid="guess-match-state">
          {t(`promo.guess.matchStates.${state}`)}
        </Badge>
      </header>
      <div className={styles.teams}>
        <span className={styles.team}>{match.home}</span>
        <span className={styles.vs}>VS</span>
        <span className={styles.team}>{match.away}</span>
      </div>
      <p className={styles.when}>
        <span>{t('promo.guess.kickoff', { time: kickoffText(match.kickoffAt) })}</span>
        {state === 'open' ? (
          <span className={styles.countdown} role="timer" data-testid="guess-countdown">
            <Icon name="clock" />
            {t('promo.guess.closesIn', { time: formatCountdown(left) })}
          </span>
        ) : left <= 0 && state === 'closed' ? (
          <span className={styles.hint}>{t('promo.guess.started')}</span>
        ) : null}
      </p>
      <ol className={styles.questions}>
        {match.questions.map((question) => (
          <QuestionCard
            key={question.id}
            question={question}
            nowMs={nowMs}
            reason={info.reason}
            buffCardsLeft={info.buffCardsLeft}
            buffFactor={info.rules?.buffFactor ?? 1}
            loginTo={loginTo}
          />
        ))}
      </ol>
    </section>
  );
}
