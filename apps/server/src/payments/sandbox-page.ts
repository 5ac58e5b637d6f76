import { paymentRoutes } from '@courtside/contract';
import { fromMinorUnits } from '@courtside/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type PaymentService, SANDBOX_PAY_PATH } from '../modules/payment/service';
import type { SandboxGateway } from './sandbox-gateway';

const params = z.object({ orderNo: z.string().regex(/^D[0-9A-Z]{8,32}$/) });
const actionParams = params.extend({ action: z.enum(['pay', 'fail', 'twice']) });

/**
 * The sandbox gateway's pay page: what a member would see at a payment provider. Its buttons make
 * the gateway send its signed callback (once, failed, or twice at once) through the real callback
 * route, then return to the deposit page.
 */
export const registerSandboxPayPage = (
  app: FastifyInstance,
  payments: PaymentService,
  gateway: SandboxGateway,
): void => {
  app.get(`${SANDBOX_PAY_PATH}/:orderNo`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const order = parsed.success ? await payments.findOrder(parsed.data.orderNo) : null;
    if (!order)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>订单不存在</title><p>订单不存在</p>');
    const amount = fromMinorUnits(order.payAmount);
    const open = order.state === 'pending';
    const button = (action: string, label: string) =>
      `<form method="post" action="${SANDBOX_PAY_PATH}/${order.orderNo}/${action}"><button data-testid="sandbox-${action}">${label}</button></form>`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙盒支付</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5fa;font-family:system-ui,"Noto Sans CJK SC",sans-serif;color:#1d2433}
main{width:min(22rem,90vw);padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 8px 30px #0001;text-align:center}
.amount{font-size:2.25rem;font-weight:700;margin:.5rem 0 1.5rem}button{width:100%;margin:.35rem 0;padding:.8rem;border:0;border-radius:.6rem;font-size:1rem;cursor:pointer;background:#e8ecf5}
form:first-of-type button{background:#1677ff;color:#fff}</style></head><body><main data-testid="sandbox-pay">
<p>沙盒支付网关 · 仅供开发与演示</p><p>订单号 ${order.orderNo}</p><p class="amount" data-testid="sandbox-amount">¥${amount}</p>
${open ? `${button('pay', '确认支付')}${button('fail', '模拟支付失败')}${button('twice', '模拟重复回调')}` : '<p>该订单已完成或已关闭</p>'}
</main></body></html>`);
  });

  app.post(`${SANDBOX_PAY_PATH}/:orderNo/:action`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = actionParams.safeParse(request.params);
    const order = parsed.success ? await payments.findOrder(parsed.data.orderNo) : null;
    if (!parsed.success || !order) return reply.status(404).send();
    const amount = fromMinorUnits(order.payAmount);
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: paymentRoutes.sandboxCallback.path,
        payload: gateway.callback(order.orderNo, amount, parsed.data.action === 'fail' ? 'failed' : 'paid'),
      });
    if (parsed.data.action === 'twice') await Promise.all([deliver(), deliver()]);
    else await deliver();
    return reply.redirect(`/app/deposit?order=${order.orderNo}`, 303);
  });
};
