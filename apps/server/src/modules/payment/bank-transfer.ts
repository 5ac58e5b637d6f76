import { z } from 'zod';
import { DomainError } from '../../platform/errors';
import type { ChannelAdapter } from './channel';

const receiverConfig = z.object({ bankName: z.string(), accountName: z.string(), cardNumber: z.string() });

/**
 * Fast-to-card (speedPay): the member transfers an exact, slightly odd sum to the channel's
 * receiving card, says so, and finance confirms the money arrived. The odd cents are what let
 * finance tell two transfers of the same round sum apart, so they are always added here.
 */
export const bankTransferChannel: ChannelAdapter = {
  kind: 'bankTransfer',
  confirmedBy: 'finance',
  instruct(draft) {
    const receiver = receiverConfig.safeParse(draft.config);
    if (!receiver.success) throw new DomainError('notFound', { msg: '该渠道暂不可用，请选择其他存款方式' });
    return { payAmount: draft.amount + draft.oddCents(), payUrl: '', receiver: receiver.data, crypto: null };
  },
};
