import type { SportId } from '@courtside/contract';
import { mapAnchorMatch } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { videoKeys } from './keys';
import { LIVE_LIST_PAGE, VIEWERS_REFRESH_MS } from './liveList';

/** The list's venue when a raw match names none: the house sportsbook, whose matches the anchors cast. */
const ANCHOR_LIST_VENUE = 'OBTY';

/**
 * The sports page's 主播 tab: matches with a streamer on them, in the spec's raw shape, mapped by the
 * domain's `mapAnchorMatch` (spec section 3). Read again as often as the live list, for statuses.
 */
export const useAnchorMatches = (sport: SportId, enabled: boolean) =>
  useQuery({
    queryKey: videoKeys.anchorMatches(sport),
    queryFn: async () => {
      const list = await api.anchor.anchorMatches({ ...LIVE_LIST_PAGE, sport });
      return list.items.map((raw) => mapAnchorMatch(raw, ANCHOR_LIST_VENUE));
    },
    refetchInterval: VIEWERS_REFRESH_MS,
    enabled,
  });
