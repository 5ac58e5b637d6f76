import type { WheelSpinResult } from '@courtside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { moneyRetry } from '../../../../shared/requestId';

export type { WheelSpinResult };

export const spinWheel = (requestId: string): Promise<WheelSpinResult> => api.wheel.spin({ requestId });

/**
 * One spin. The server draws and pays; the page only animates its answer. A spin whose answer was
 * lost is asked again with the same requestId, so it is answered with the same draw, never a second one.
 * The page refreshes the chances and the history once the wheel has landed (not before: the history
 * would give the prize away while the wheel still turns).
 */
export const useSpinWheel = () => useMutation({ mutationFn: spinWheel, ...moneyRetry });
