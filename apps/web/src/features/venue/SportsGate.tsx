import { isVenueOpenLoose } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { useTranslation } from '../../i18n';
import { alertThenHome } from '../../shared/modals/requireLogin';

/**
 * The sports gate (spec section 2): a sports venue that is not open sends the member home with the
 * warm-tips alert. `?venue=CODE` names the venue; without it, the gate needs any sports venue open.
 * The page shows while the venues are read (they are almost always open): the match list must not
 * wait for the check, and a closed venue still takes the member home as soon as it is known.
 */
export function SportsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const wanted = search.get('venue');
  const venues = useQuery({ queryKey: ['venue', 'list'], queryFn: () => api.venue.list({}), staleTime: 60_000 });

  let closed: string | null = null;
  if (venues.data) {
    const sports = venues.data.filter((v) => v.kind === 'sports');
    const chosen = wanted ? sports.find((v) => v.venueCode === wanted) : undefined;
    if (wanted && (!chosen || !isVenueOpenLoose(chosen))) {
      closed = t('venueGate.closed', { venue: chosen?.venueName ?? wanted });
    } else if (!wanted && !sports.some(isVenueOpenLoose)) {
      closed = t('venueGate.noneOpen');
    }
  }

  useEffect(() => {
    if (closed) alertThenHome(closed);
  }, [closed]);

  return closed ? null : children;
}
