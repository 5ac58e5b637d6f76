import { paymentRoutes } from '@courtside/contract';
import { fromMinorUnits } from '@courtside/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderRow } from '../modules/payment';
import type { SandboxGateway } from './gateway';
import { SANDBOX_PAY_PATH } from './gateway-channel';
import { actionButton, notFoundPage, sandboxPage } from './html';

const params = z.object({ orderNo: z.string().regex(/^D[0-9A-Z]{8,32}$/) });
const actionParams = params.extend({ action: z.enum(['pay', 'fail', 'twice', 'lost']) });

/**
 * The sandbox gateway's pay page: what a member would see at a payment provider. Its buttons make
 * the gateway send its signed callback (once, failed, or twice at once) through the real callback
 * route, then return to the deposit page.
 */
export const registerSandboxPayPage = (
  app: FastifyInstance,
  findOrder: (orderNo: string) => Promise<OrderRow | null>,
  gateway: SandboxGateway,
): void => {
  app.get(`${SANDBOX_PAY_PATH}/:orderNo`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const order = parsed.success ? await findOrder(parsed.data.orderNo) : null;
    if (order?.kind !== 'gateway') return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage);
    const button = (action: string, label: string) =>
      actionButton(`${SANDBOX_PAY_PATH}/${order.orderNo}/${action}`, label, `sandbox-${action}`);
    const actions =
      order.state === 'pending'
        ? `${button('pay', '确认支付')}${button('fail', '模拟支付失败')}${button('twice', '模拟重复回调')}${button('lost', '支付成功但回调丢失')}`
        : '<p>该订单已完成或已关闭</p>';
    return reply.type('text/html; charset=utf-8').send(
      sandboxPage(
        '沙盒支付',
        'sandbox-pay',
        `<p>沙盒支付网关 · 仅供开发与演示</p><p>订单号 ${order.orderNo}</p>
<p class="amount" data-testid="sandbox-amount">¥${fromMinorUnits(order.payAmount)}</p>${actions}`,
      ),
    );
  });

  app.post(`${SANDBOX_PAY_PATH}/:orderNo/:action`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = actionParams.safeParse(request.params);
    const order = parsed.success ? await findOrder(parsed.data.orderNo) : null;
    if (!parsed.success || order?.kind !== 'gateway') return reply.status(404).send();
    const amount = fromMinorUnits(order.payAmount);
    const status = parsed.data.action === 'fail' ? 'failed' : 'paid';
    await gateway.charge(order.orderNo, amount, status);
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: paymentRoutes.sandboxCallback.path,
        payload: gateway.callback(order.orderNo, amount, status),
      });
    // 'lost' is a charge whose callback never arrives: the sweep's status query has to find it.
    if (parsed.data.action === 'twice') await Promise.all([deliver(), deliver()]);
    else if (parsed.data.action !== 'lost') await deliver();
    return reply.redirect(`/app/deposit?order=${order.orderNo}`, 303);
  });
};
