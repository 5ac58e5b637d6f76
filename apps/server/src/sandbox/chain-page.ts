import { fromMinorUnits } from '@courtside/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderRow } from '../modules/payment';
import type { SandboxChain } from './chain';
import { actionButton, notFoundPage, sandboxPage } from './html';

export const SANDBOX_CHAIN_PATH = '/sandbox/chain';

const params = z.object({ orderNo: z.string().regex(/^D[0-9A-Z]{8,32}$/) });
const actionParams = params.extend({ action: z.enum(['send', 'sendWrong']) });

/**
 * The sandbox chain wallet: stands in for the member's crypto wallet app. Sending puts a transfer
 * on the sandbox chain, where the watcher confirms it block by block and matches it to the order.
 */
export const registerSandboxChainPage = (
  app: FastifyInstance,
  findOrder: (orderNo: string) => Promise<OrderRow | null>,
  chain: SandboxChain,
): void => {
  app.get(`${SANDBOX_CHAIN_PATH}/:orderNo`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const order = parsed.success ? await findOrder(parsed.data.orderNo) : null;
    if (order?.kind !== 'usdt' || order.usdtAmount === null) {
      return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage);
    }
    const button = (action: string, label: string) =>
      actionButton(`${SANDBOX_CHAIN_PATH}/${order.orderNo}/${action}`, label, `chain-${action}`);
    const actions =
      order.state === 'pending'
        ? `${button('send', '发送转账')}${button('sendWrong', '模拟金额错误的转账')}`
        : '<p>该订单已完成或已关闭</p>';
    return reply.type('text/html; charset=utf-8').send(
      sandboxPage(
        '沙盒链上钱包',
        'sandbox-chain',
        `<p>沙盒链上钱包 · 仅供开发与演示</p><p>${order.network} 网络</p>
<p class="mono" data-testid="chain-address">${order.address}</p>
<p class="amount" data-testid="chain-amount">${fromMinorUnits(order.usdtAmount)} USDT</p>${actions}`,
      ),
    );
  });

  app.post(`${SANDBOX_CHAIN_PATH}/:orderNo/:action`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = actionParams.safeParse(request.params);
    const order = parsed.success ? await findOrder(parsed.data.orderNo) : null;
    if (!parsed.success || !order?.network || !order.address || order.usdtAmount === null) {
      return reply.status(404).send();
    }
    // The wrong sum is one USDT over: the watcher must leave it unmatched for finance.
    const amount = parsed.data.action === 'send' ? order.usdtAmount : order.usdtAmount + 100n;
    await chain.send(order.network === 'ERC20' ? 'ERC20' : 'TRC20', order.address, amount);
    return reply.redirect(`/app/deposit?order=${parsed.data.orderNo}`, 303);
  });
};
