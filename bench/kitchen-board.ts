import crypto from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { http, inPlaceOrder, seed } from '../src/test/seed-http.ts';

/**
 * The kitchen board under load: time from an UPDATE_EVENT arriving on the socket to the ticket
 * showing the new status in the DOM, on a 1024×768 board holding `orders` active orders, median of `runs`.
 * The baseline is the same measurement on a board with one order, in the same run.
 */
async function boardWith(baseUrl: string, count: number) {
  const s = await seed(baseUrl, { dishes: 20 });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await http<{ order: { id: number } }>(
      baseUrl,
      'POST',
      `/api/client/pub/${s.urlName}/orders`,
      { ...inPlaceOrder(s, i), comments: i % 5 ? '' : 'аллергия на орехи' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    ids.push(res.body.order.id);
  }
  return { s, ids };
}

export async function measureBoardUpdate(baseUrl: string, count: number, runs = 7): Promise<number> {
  const { s, ids } = await boardWith(baseUrl, count);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1024, height: 768 } });
    await context.addInitScript(() => {
      const Native = window.WebSocket;
      const marks: Record<number, number> = {};
      (window as unknown as { __updateArrived: Record<number, number> }).__updateArrived = marks;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          this.addEventListener('message', (e) => {
            if (typeof e.data === 'string' && e.data.startsWith('{"event_type":"UPDATE_EVENT"'))
              marks[JSON.parse(e.data).order.id] = performance.now();
          });
        }
      } as typeof WebSocket;
    });
    await context.request.post('/api/auth/login', { data: { email: s.email, password: s.password } });
    const page = await context.newPage();
    await page.goto(`/admin/pub/${s.pubId}/orders`);
    await page.waitForSelector('li.ticket', { timeout: 60_000 });
    await page.waitForFunction((n) => document.querySelectorAll('li.ticket').length === n, count, { timeout: 60_000 });
    const times: number[] = [];
    for (let i = 0; i < Math.min(runs, ids.length); i++) {
      const id = ids[i];
      const shown = page.evaluate(
        (orderId) =>
          new Promise<number>((resolve) => {
            const done = () => {
              const el = document.querySelector(`li.ticket[data-order-id="${orderId}"]`);
              if (el?.getAttribute('data-status') !== 'preparing') return false;
              const arrived = (window as unknown as { __updateArrived: Record<number, number> }).__updateArrived[
                orderId
              ];
              resolve(performance.now() - arrived);
              return true;
            };
            new MutationObserver((_, observer) => {
              if (done()) observer.disconnect();
            }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
          }),
        id,
      );
      await http(
        baseUrl,
        'PUT',
        `/api/company/${s.companyId}/pubs/${s.pubId}/orders/${id}/update-status?status=preparing`,
        undefined,
        { accesstoken: s.token },
      );
      times.push(await shown);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('../e2e/server.ts');
  const server = await startServer();
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const baseline = await measureBoardUpdate(base, 1);
    const loaded = await measureBoardUpdate(base, 200);
    console.log(
      `board: UPDATE_EVENT to the ticket updated in the DOM, 200 active orders: ${loaded.toFixed(1)} ms (baseline, 1 order: ${baseline.toFixed(1)} ms)`,
    );
  } finally {
    await server.stop();
  }
}
