import { convertAtUsdtRate } from '@courtside/domain';
import { z } from 'zod';
import { DomainError } from '../../platform/errors';
import type { ChannelAdapter } from './channel';

export const usdtConfig = z.object({
  addresses: z.object({ TRC20: z.string().optional(), ERC20: z.string().optional() }),
  confirmations: z.number().int().min(1).max(64),
});

/**
 * A USDT transfer to the channel's receiving address. The member sends an exact USDT sum with odd
 * cents, which is how the chain watcher matches the transfer to this order; the site is credited
 * that sum at the rate of the moment. The pay URL is where the member's wallet opens (in development,
 * the sandbox wallet that "sends" it).
 */
export const usdtChannel = (walletUrl: (orderNo: string) => string): ChannelAdapter => ({
  kind: 'usdt',
  confirmedBy: 'chain',
  instruct(draft) {
    const config = usdtConfig.safeParse(draft.config);
    const network = draft.network;
    if (!network) throw new DomainError('invalidParameter', { msg: '请选择转账网络' });
    const address = config.success ? config.data.addresses[network] : undefined;
    if (!address) throw new DomainError('notFound', { msg: '该网络暂不可用，请选择其他网络' });
    const usdtAmount = convertAtUsdtRate('RMB', draft.amount, draft.rate) + draft.oddCents();
    return {
      payAmount: convertAtUsdtRate('USDT', usdtAmount, draft.rate),
      payUrl: walletUrl(draft.orderNo),
      receiver: null,
      crypto: { network, address, usdtAmount, rate: draft.rate },
    };
  },
});
