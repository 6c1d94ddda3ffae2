import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render, settle } from '../../test/render.tsx';
import { TelegramSection } from './telegram-section.tsx';

/**
 * The Telegram card of the pub settings (docs/product.md D15). The browser test (e2e/owner-insight.spec.ts) runs the
 * whole link against a server with a bot; a server without one is this card's other state, shown here.
 */
const state = (over: object) => ({
  ok: true,
  configured: true,
  linked: false,
  chat_title: '',
  language: 'ru',
  not_accepted_minutes: 5,
  bot_username: 'venue_bot',
  ...over,
});
const json = (data: unknown) =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('TelegramSection', () => {
  it('says Telegram is not set up on a server without a bot token, and offers nothing to click', async () => {
    vi.stubGlobal('fetch', async () => json(state({ configured: false, bot_username: '' })));
    const screen = render(<TelegramSection companyId={7} pubId={3} />);
    await settle();
    expect(screen.container.textContent).toContain('Telegram is not set up on this server.');
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('shows the code with links that send it, and waits for the chat', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) =>
      init.method === 'POST' && url.endsWith('/link') ? json({ ok: true, code: 'AB12CD34' }) : json(state({})),
    );
    const screen = render(<TelegramSection companyId={7} pubId={3} />);
    await settle();
    click(screen.button('Connect Telegram'));
    await settle();
    const links = [...screen.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://t.me/venue_bot?start=AB12CD34', 'https://t.me/venue_bot?startgroup=AB12CD34']);
    expect(screen.container.querySelector('code')?.textContent).toBe('/start AB12CD34');
    expect(screen.container.querySelector('[role="status"]')?.textContent).toBe(
      'Waiting for your message… This page updates by itself.',
    );
  });
});
