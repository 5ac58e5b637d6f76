import type { AnchorEarnings } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { giftKeys } from './keys';

export const fetchAnchorEarnings = (): Promise<AnchorEarnings> => api.gift.anchorEarnings({});

/** What the anchors linked to this member account have earned; empty for everyone else. */
export const useAnchorEarnings = () => useQuery({ queryKey: giftKeys.earnings(), queryFn: fetchAnchorEarnings });
