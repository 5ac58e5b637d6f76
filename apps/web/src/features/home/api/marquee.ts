import type { MarqueeNoticeDto } from '@courtside/contract';
import { activeMarqueeNotices, repeatMarquee } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { homeKeys } from './keys';

export type { MarqueeNoticeDto };

export const fetchMarquee = (): Promise<MarqueeNoticeDto[]> => api.site.marquee({});

/** What scrolls at `nowMs`: the active notices (spec section 4), padded so a short list still fills the bar. */
export function marqueeLines(notices: readonly MarqueeNoticeDto[], nowMs: number): string[] {
  return repeatMarquee(activeMarqueeNotices(notices, nowMs)).map((notice) => String(notice.content).trim());
}

export const useMarquee = () => useQuery({ queryKey: homeKeys.marquee(), queryFn: fetchMarquee, staleTime: 60_000 });
