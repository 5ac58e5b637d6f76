import { isVenueOpenLoose, sportsbookEntrance } from '@courtside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { requireLogin } from '../../shared/modals/requireLogin';
import { useSession } from '../../shared/sessionStore';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button, buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { mediaSize } from '../../ui/media';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { notify } from '../../ui/toast';
import { tileLobbyCode, tilesForLobby, useNavigation } from '../site';
import { launchVenue } from '../venue';
import {
  type GameCategory,
  type GameItem,
  useBrands,
  useCategories,
  useFavouriteGames,
  useGames,
  useHotGames,
  useRecentGames,
  useToggleFavourite,
} from './api/catalogue';
import { egameKeys } from './api/keys';
import { demoGame, type GameEntryState, launchGame } from './api/launch';
import { GameRow } from './components/GameRow';
import { GameTile } from './components/GameTile';
import styles from './EgameLobbyPage.module.css';

const PAGE_SIZE = 24;
/** A row of the lobby's first screen holds this many tiles on PC; the hot row is never shorter. */
const ROW = 6;
type Chip = 'all' | 'hot' | 'favourites' | GameCategory;

/**
 * The hot row: the games marked hot, then the catalogue's next games in its own order, up to a full
 * row, so a venue with two hot games does not open on a row of empty space.
 */
export function fillRow(hot: readonly GameItem[], list: readonly GameItem[], size = ROW): GameItem[] {
  const key = (g: GameItem) => `${g.venueCode}/${g.gameCode}`;
  const taken = new Set(hot.map(key));
  return [...hot, ...list.filter((g) => !taken.has(key(g)))].slice(0, Math.max(size, hot.length));
}

/** A game lobby (`/app/egame/{code}`): the venues of the navigation item, their brands and games. */
export function EgameLobbyPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const nav = useNavigation();
  const loggedIn = useSession((s) => s.loggedIn);
  const matches = nav.data ? tilesForLobby(nav.data, code) : [];
  const item = matches[0]?.item;
  const venueCodes = matches.map((m) => m.tile.venueCode);
  const names = [...new Set(matches.map((m) => m.tile.name))];
  const title = names.length === 1 ? t('egame.namedTitle', { name: names[0] }) : t('egame.title');
  usePageTitle(title);

  const [brandCode, setBrandCode] = useState('');
  const [chip, setChip] = useState<Chip>('all');
  const [keyword, setKeyword] = useState('');
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const searched = useDeferredValue(keyword.trim());
  const category = chip === 'all' || chip === 'hot' || chip === 'favourites' ? undefined : chip;

  const brands = useBrands(venueCodes);
  const categories = useCategories(venueCodes);
  const hot = useHotGames(venueCodes);
  const recent = useRecentGames(venueCodes);
  const favourites = useFavouriteGames(venueCodes, chip === 'favourites');
  const games = useGames({
    venueCodes,
    pageSize,
    ...(brandCode ? { brandCode } : {}),
    ...(category ? { category } : {}),
    ...(searched ? { keyword: searched } : {}),
  });
  const toggle = useToggleFavourite();

  const onFavourite = (game: GameItem) => {
    if (!requireLogin()) return;
    toggle.mutate(game);
  };
  const client = useQueryClient();
  // A launched game is recently played now: the row is read again when the member comes back.
  const open = (url: string, transferredIn?: string) => {
    void client.invalidateQueries({ queryKey: egameKeys.recent() });
    if (url.startsWith('/app/')) {
      const entry: GameEntryState | undefined = transferredIn ? { transferredIn } : undefined;
      return navigate(url, { state: entry });
    }
    if (transferredIn) notify(t('egame.autoTransferred', { amount: transferredIn }));
    return window.location.assign(url);
  };
  const onDemo = (game: GameItem) => {
    void demoGame(game.venueCode, game.gameCode)
      .then(({ url }) => open(url))
      .catch(() => {
        // The transport has shown the refusal.
      });
  };
  const onPlay = (game: GameItem) => {
    if (!requireLogin()) return;
    void launchGame(game.venueCode, game.gameCode)
      .then((launched) => open(launched.url, launched.state === 'none' ? undefined : launched.transferred))
      .catch(() => {
        // Refusals (venue closed, session gone) were shown by the transport.
      });
  };
  /** A venue tile with no catalogue behind it (the house sportsbook, an outside lobby) opens as before. */
  const enterVenue = (venueCode: string, name: string, isOpen: boolean) => {
    if (!isOpen) return notify(t('home.venueMaintenance', { name }));
    const house = sportsbookEntrance(venueCode);
    if (house) return navigate(house);
    if (!requireLogin()) return;
    void launchVenue(venueCode)
      .then((launched) => window.location.assign(launched.url))
      .catch(() => {
        // Shown by the transport.
      });
  };
  const tileProps = { onDemo, onPlay, onFavourite };

  const showRows = chip === 'all' && !searched && !brandCode;
  // A venue with no game catalogue of its own: its entrance card, no search or chips over nothing.
  const noCatalogue = showRows && games.data?.total === 0;
  const grid: GameItem[] | undefined =
    chip === 'hot' ? hot.data : chip === 'favourites' ? favourites.data : games.data?.list;
  const total = chip === 'hot' || chip === 'favourites' ? (grid?.length ?? 0) : (games.data?.total ?? 0);
  const chips: Chip[] = [
    'all',
    'hot',
    ...(loggedIn ? (['favourites'] as const) : []),
    ...(categories.data ?? []).map((c) => c.category),
  ];
  const chipLabel = (c: Chip) =>
    c === 'all'
      ? t('casino.lobby.all')
      : c === 'hot'
        ? t('casino.lobby.hot')
        : c === 'favourites'
          ? t('casino.lobby.favourites')
          : t(`casino.category.${c}`);

  return (
    <div className={styles.page} data-testid="egame-page" data-code={code}>
      <PageHeader
        title={title}
        onBack={() => navigate(-1)}
        backLabel={t('common.back')}
        actions={
          loggedIn ? (
            <Link to="/app/egame/records" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              {t('casino.lobby.records')}
            </Link>
          ) : undefined
        }
      />
      {nav.isPending ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : nav.isError ? (
        <ErrorState description={t('common.errorText')} onRetry={() => nav.refetch()} />
      ) : !item ? (
        <EmptyState
          icon="game"
          title={t('egame.empty')}
          description={t('egame.emptyText')}
          testId="egame-empty"
          action={
            <Link to="/app/home" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('common.backHome')}
            </Link>
          }
        />
      ) : (
        <>
          <nav className={styles.venues} aria-label={t('casino.lobby.venues')}>
            {item.tiles.map((tile, index) => {
              const lobby = tileLobbyCode(item, index, tile);
              const active = venueCodes.includes(tile.venueCode);
              return (
                <Link
                  key={tile.id}
                  to={`/app/egame/${lobby}`}
                  className={[styles.venue, active && styles.venueActive].filter(Boolean).join(' ')}
                  aria-current={active ? 'page' : undefined}
                  data-testid="egame-venue-tab"
                >
                  <img src={tile.imageUrl} alt="" {...mediaSize.icon} />
                  {tile.name}
                  {!isVenueOpenLoose(tile) && <Icon name="wrench" />}
                </Link>
              );
            })}
          </nav>
          <div className={[styles.toolbar, noCatalogue && styles.toolbarNone].filter(Boolean).join(' ')}>
            <label className={styles.search}>
              <Icon name="compass" />
              <input
                type="search"
                value={keyword}
                maxLength={20}
                placeholder={t('casino.lobby.search')}
                aria-label={t('casino.lobby.searchLabel')}
                onChange={(e) => {
                  setKeyword(e.target.value);
                  setPageSize(PAGE_SIZE);
                }}
                data-testid="egame-search"
              />
            </label>
            {(brands.data?.length ?? 0) > 1 && (
              <div className={styles.chips} role="tablist" aria-label={t('casino.lobby.brands')}>
                {[{ brandCode: '', brandName: t('casino.lobby.allBrands') }, ...(brands.data ?? [])].map((b) => (
                  <button
                    key={b.brandCode}
                    type="button"
                    role="tab"
                    aria-selected={brandCode === b.brandCode}
                    className={[styles.chip, brandCode === b.brandCode && styles.chipActive].filter(Boolean).join(' ')}
                    onClick={() => setBrandCode(b.brandCode)}
                  >
                    {b.brandName}
                  </button>
                ))}
              </div>
            )}
            <div className={styles.chips} role="tablist" aria-label={t('casino.lobby.categories')}>
              {chips.map((c) => (
                <button
                  key={c}
                  type="button"
                  role="tab"
                  aria-selected={chip === c}
                  className={[styles.chip, chip === c && styles.chipActive].filter(Boolean).join(' ')}
                  onClick={() => {
                    setChip(c);
                    setPageSize(PAGE_SIZE);
                  }}
                  data-testid={`egame-chip-${c}`}
                >
                  {chipLabel(c)}
                </button>
              ))}
            </div>
          </div>
          {games.data && games.data.total === 0 && !searched && chip === 'all' ? (
            // A venue with no game catalogue of its own (a sportsbook, an outside lobby) is entered,
            // not browsed: its card says what it is and opens it, never an empty list of games.
            <div className={styles.venueOnly}>
              {matches.map(({ tile }) => {
                const isOpen = isVenueOpenLoose(tile);
                return (
                  <section key={tile.id} className={styles.entrance} data-testid="egame-entrance">
                    <img className={styles.entranceArt} src={tile.imageUrl} alt="" />
                    <div className={styles.entranceBody}>
                      <h2 className={styles.sideTitle}>{tile.name}</h2>
                      <p className={styles.sideNote}>
                        {isOpen
                          ? t('egame.entranceText', { name: tile.name })
                          : t('home.venueMaintenance', { name: tile.name })}
                      </p>
                      <Button
                        size="lg"
                        disabled={!isOpen}
                        onClick={() => enterVenue(tile.venueCode, tile.name, isOpen)}
                        data-testid="egame-enter"
                      >
                        {loggedIn ? t('egame.enterNamed', { name: tile.name }) : t('egame.enterLogin')}
                      </Button>
                    </div>
                  </section>
                );
              })}
            </div>
          ) : (
            <>
              {showRows && (
                <section className={styles.first} data-testid="egame-first">
                  <div className={styles.firstMain}>
                    <GameRow
                      title={t('casino.lobby.hotGames')}
                      games={fillRow(hot.data ?? [], games.data?.list ?? [])}
                      testId="egame-hot"
                      {...tileProps}
                    />
                    <GameRow
                      title={t('casino.lobby.newGames')}
                      games={(games.data?.list ?? []).filter((g) => g.isNew)}
                      testId="egame-new"
                      {...tileProps}
                    />
                  </div>
                  <aside className={styles.firstSide}>
                    <h2 className={styles.sideTitle}>{t('casino.lobby.categories')}</h2>
                    <ul className={styles.categoryList} data-testid="egame-categories">
                      {(categories.data ?? []).map((c) => (
                        <li key={c.category}>
                          <button type="button" className={styles.category} onClick={() => setChip(c.category)}>
                            <Icon name="game" />
                            <span>{t(`casino.category.${c.category}`)}</span>
                            <span className={styles.count}>{c.count}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                    <h2 className={styles.sideTitle}>{t('casino.lobby.recent')}</h2>
                    {(recent.data?.length ?? 0) > 0 ? (
                      <ul className={styles.recentList} data-testid="egame-recent">
                        {(recent.data ?? []).slice(0, 4).map((game) => (
                          <li key={`${game.venueCode}/${game.gameCode}`} className={styles.recentItem}>
                            {game.image && <img src={game.image} alt="" width={40} height={40} loading="lazy" />}
                            <span className={styles.recentName}>{game.name}</span>
                            <Button size="sm" onClick={() => onPlay(game)}>
                              {t('casino.lobby.play')}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className={styles.sideNote} data-testid="egame-recent-empty">
                        {loggedIn ? t('casino.lobby.recentNone') : t('casino.lobby.recentGuest')}
                      </p>
                    )}
                  </aside>
                </section>
              )}
              <h2 className={styles.heading}>
                {searched ? t('casino.lobby.results', { count: total }) : chipLabel(chip === 'all' ? 'all' : chip)}
              </h2>
              {!grid ? (
                <div className={styles.grid} aria-busy="true">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} className={styles.skeleton} />
                  ))}
                </div>
              ) : grid.length === 0 ? (
                <EmptyState
                  icon={chip === 'favourites' ? 'star' : 'game'}
                  title={chip === 'favourites' ? t('casino.lobby.noFavourites') : t('casino.lobby.noResults')}
                  description={
                    chip === 'favourites' ? t('casino.lobby.noFavouritesText') : t('casino.lobby.noResultsText')
                  }
                  testId="egame-no-results"
                />
              ) : (
                <ul className={styles.grid} data-testid="egame-grid">
                  {grid.map((game) => (
                    <GameTile key={`${game.venueCode}/${game.gameCode}`} game={game} {...tileProps} />
                  ))}
                </ul>
              )}
              {chip !== 'hot' && chip !== 'favourites' && (games.data?.total ?? 0) > pageSize && (
                <div className={styles.more}>
                  <Button variant="secondary" onClick={() => setPageSize((n) => n + PAGE_SIZE)}>
                    {t('casino.lobby.more')}
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
