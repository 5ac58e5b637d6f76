/** The frame of the sandbox pages (gateway pay page, chain wallet): a plain card, no app bundle. */
export const sandboxPage = (title: string, testId: string, body: string): string => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5fa;font-family:system-ui,"Noto Sans CJK SC",sans-serif;color:#1d2433}
main{width:min(22rem,90vw);padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 8px 30px #0001;text-align:center}
.amount{font-size:2.25rem;font-weight:700;margin:.5rem 0 1.5rem}.mono{font-family:ui-monospace,monospace;word-break:break-all;font-size:.85rem}
button{width:100%;margin:.35rem 0;padding:.8rem;border:0;border-radius:.6rem;font-size:1rem;cursor:pointer;background:#e8ecf5}
form:first-of-type button{background:#1677ff;color:#fff}</style></head><body><main data-testid="${testId}">
${body}
</main></body></html>`;

export const notFoundPage = sandboxPage('订单不存在', 'sandbox-missing', '<p>订单不存在</p>');

// text/plain: Fastify parses it out of the box, while a browser's default urlencoded form post
// has no parser and was refused as 10400 before the route ran.
export const actionButton = (action: string, label: string, testPrefix: string) =>
  `<form method="post" action="${action}" enctype="text/plain"><button data-testid="${testPrefix}">${label}</button></form>`;
