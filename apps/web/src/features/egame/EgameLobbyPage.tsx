import { isVenueOpenLoose, sportsbookEntrance } from '@courtside/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { requireLogin } from '../../shared/modals/requireLogin';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button, buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { mediaSize } from '../../ui/media';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { notify } from '../../ui/toast';
import { type GameTile, tileLobbyCode, tilesForLobby, useNavigation } from '../site';
import { launchVenue } from '../venue';
import styles from './EgameLobbyPage.module.css';

/** The first lobby code of every navigation item that has tiles: the lobbies one can switch to. */
function lobbyLinks(items: ReturnType<typeof useNavigation>['data']) {
  return (items ?? []).flatMap((item) => {
    const first = item.tiles[0];
    return first ? [{ code: tileLobbyCode(item, 0, first), item }] : [];
  });
}

/** A game lobby: the venues whose tiles open `/app/egame/{code}`. */
export function EgameLobbyPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const nav = useNavigation();
  const matches = nav.data ? tilesForLobby(nav.data, code) : [];
  const names = [...new Set(matches.map((m) => m.item.name))];
  const title = names.length === 1 ? t('egame.namedTitle', { name: names[0] }) : t('egame.title');
  usePageTitle(title);

  const enter = (tile: GameTile) => {
    if (!isVenueOpenLoose(tile)) {
      notify(t('home.venueMaintenance', { name: tile.name }));
      return;
    }
    // The house sportsbook's entrances are its own pages, open to visitors too.
    const house = sportsbookEntrance(tile.venueCode);
    if (house) {
      navigate(house);
      return;
    }
    if (!requireLogin()) return;
    void launchVenue(tile.venueCode)
      .then((launched) => {
        if (launched.state !== 'none') notify(t('egame.autoTransferred', { amount: launched.transferred }));
        window.location.assign(launched.url);
      })
      .catch(() => {
        // Refusals (venue closed, session gone) were shown by the transport.
      });
  };

  return (
    <div className={styles.page} data-testid="egame-page" data-code={code}>
      <PageHeader
        title={title}
        subtitle={nav.data ? t('egame.subtitle', { count: matches.length }) : undefined}
        onBack={() => navigate(-1)}
        backLabel={t('common.back')}
      />
      {nav.data && (
        <nav className={styles.others} aria-label={t('egame.otherLobbies')}>
          {lobbyLinks(nav.data).map(({ code: other, item }) => (
            <Link
              key={`${item.id}-${other}`}
              to={`/app/egame/${other}`}
              className={[styles.other, other === code && styles.otherActive].filter(Boolean).join(' ')}
            >
              <img src={item.iconUrl} alt="" {...mediaSize.icon} />
              {item.name}
            </Link>
          ))}
        </nav>
      )}
      {nav.isPending ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : nav.isError ? (
        <ErrorState description={t('common.errorText')} onRetry={() => nav.refetch()} />
      ) : matches.length === 0 ? (
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
        <ul className={styles.grid}>
          {matches.map(({ item, tile }) => {
            const open = isVenueOpenLoose(tile);
            return (
              <li
                key={tile.id}
                className={[styles.card, !open && styles.closed].filter(Boolean).join(' ')}
                data-testid="egame-tile"
              >
                <img className={styles.image} src={tile.imageUrl} alt="" {...mediaSize.tile} loading="lazy" />
                <div className={styles.body}>
                  <p className={styles.name}>
                    <span>
                      {tile.name}
                      <br />
                      <span className={styles.category}>{item.name}</span>
                    </span>
                    {!open && (
                      <span className={styles.badge}>
                        <Icon name="wrench" />
                        {t('egame.maintenance')}
                      </span>
                    )}
                  </p>
                  <Button
                    block
                    variant={open ? 'primary' : 'secondary'}
                    onClick={() => enter(tile)}
                    data-testid="egame-enter"
                  >
                    {t('egame.enter')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
