import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import walletStyles from '../../../shared/Money.module.css';
import { useSession } from '../../../shared/sessionStore';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { type QuizInfo, useGuessInfo } from './api/info';
import { Board } from './components/Board';
import { BuffCard } from './components/BuffCard';
import { MatchCard } from './components/MatchCard';
import { MyEntries } from './components/MyEntries';
import { RulesCard } from './components/RulesCard';
import styles from './Guess.module.css';
import { useServerNow } from './hooks/useServerNow';
import { groupByMatch } from './questions';

const PAGE = '/app/activity/guess';
const LOGIN = `/login?fromPage=${encodeURIComponent(PAGE)}`;
const TABS = ['questions', 'mine', 'board'] as const;
type Tab = (typeof TABS)[number];

/** The matches and their questions, ticking their countdowns on the server's clock. */
function Questions({ info }: { info: QuizInfo }) {
  const { t } = useTranslation();
  const matches = groupByMatch(info.questions);
  const nowMs = useServerNow(matches.length > 0);
  if (matches.length === 0)
    return (
      <EmptyState
        icon="sports"
        title={t('promo.guess.empty')}
        description={t('promo.guess.emptyHint')}
        action={
          <Link to="/app/sports" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
            {t('nav.sports')}
          </Link>
        }
        testId="guess-empty"
      />
    );
  return (
    <div className={styles.matches} data-testid="guess-matches">
      {matches.map((match) => (
        <MatchCard key={match.matchId} match={match} info={info} nowMs={nowMs} loginTo={LOGIN} />
      ))}
    </div>
  );
}

/**
 * 赛事竞猜 (/app/activity/guess): free questions on the football matches about to kick off, for anyone
 * to read; a member answers each once before kickoff (a buff card multiplies a right answer) and sees
 * the result when the match ends. 我的竞猜 lists the member's answers, 排行榜 the best guessers.
 */
export function GuessPage() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useGuessInfo(loggedIn);
  const [tab, setTab] = useState<Tab>('questions');
  return (
    <WalletFrame
      title={info.data?.title ?? t('promo.guess.title')}
      subtitle={info.data?.summary ?? t('promo.guess.subtitle')}
      backTo="/app/promotions"
      testId="guess-page"
    >
      {info.isPending ? (
        <div className={styles.layout} aria-busy="true" data-testid="guess-loading">
          <Skeleton className={styles.cardSkeleton} />
          <Skeleton className={styles.matchSkeleton} />
        </div>
      ) : info.isError ? (
        <ErrorState title={t('promo.guess.loadFailed')} onRetry={() => info.refetch()} testId="guess-error" />
      ) : info.data.reason === 'noOffer' ? (
        <EmptyState
          icon="gift"
          title={t('promo.guess.noOffer')}
          action={
            <Link to="/app/promotions" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              {t('promo.wall.title')}
            </Link>
          }
          testId="guess-no-offer"
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.areaBuff}>
            <BuffCard info={info.data} loginTo={LOGIN} />
          </div>
          {info.data.rules ? (
            <div className={styles.areaRules}>
              <RulesCard rules={info.data.rules} />
            </div>
          ) : null}
          <div className={styles.main}>
            <div className={walletStyles.tabs} role="tablist" aria-label={t('promo.guess.tabsLabel')}>
              {TABS.map((value) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={tab === value}
                  aria-current={tab === value ? 'page' : undefined}
                  onClick={() => setTab(value)}
                  data-testid={`guess-tab-${value}`}
                >
                  {t(`promo.guess.tabs.${value}`)}
                </button>
              ))}
            </div>
            {tab === 'questions' ? (
              <Questions info={info.data} />
            ) : tab === 'mine' ? (
              loggedIn && info.data.reason !== 'notLoggedIn' ? (
                <MyEntries />
              ) : (
                <section className={styles.card} data-testid="guess-entries">
                  <h2 className={styles.cardTitle}>{t('promo.guess.mine.title')}</h2>
                  <p className={styles.hint}>{t('promo.guess.mine.visitor')}</p>
                  <Link to={LOGIN} className={buttonClass({ size: 'sm' }, styles.start)}>
                    {t('common.login')}
                  </Link>
                </section>
              )
            ) : (
              <Board loggedIn={loggedIn} />
            )}
          </div>
        </div>
      )}
    </WalletFrame>
  );
}
