import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { StaffLogins } from './staff-logins.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A tiny in-memory staff API behind fetch, recording every call. */
let staff: { id: number; login: string; created_time: string }[];
let calls: { method: string; url: string; body?: unknown }[];
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  staff = [{ id: 1, login: 'kitchen@pub-one', created_time: '2026-01-02 10:00:00' }];
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET') return json(200, { ok: true, staff });
    if (method === 'POST') {
      const created = { id: staff.length + 1, login: `${body.name}@pub-one`, created_time: '2026-01-03 10:00:00' };
      staff = [...staff, created];
      return json(201, { ok: true, staff: { id: created.id, login: created.login } });
    }
    staff = staff.filter((s) => !url.endsWith(`/${s.id}`));
    return json(200, { ok: true });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <StaffLogins companyId={7} pubId={3} />
        </QueryClientProvider>
      </I18nProvider>,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
function type(el: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
  act(() => void el.dispatchEvent(new Event('input', { bubbles: true })));
}
const button = (text: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === text)!;
const input = (label: string) => {
  const l = [...container.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(l.htmlFor)}`)!;
};

describe('StaffLogins', () => {
  it('lists the logins of the pub', async () => {
    await settle();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/company/7/pubs/3/staff' });
    expect(container.textContent).toContain('kitchen@pub-one');
  });

  it('checks the name and password before sending, then creates and shows the new login', async () => {
    await settle();
    type(input('Name'), 'Bar Tender');
    type(input('Password'), 'short');
    act(() => button('Create login').click());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(container.querySelector('[aria-invalid="true"]')).not.toBeNull();
    expect(container.textContent).toContain('The password needs at least 8 characters');

    type(input('Name'), 'bar');
    type(input('Password'), 'long-enough-1');
    act(() => button('Create login').click());
    await settle();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/company/7/pubs/3/staff', body: { name: 'bar', password: 'long-enough-1' } });
    expect(container.querySelector('[role="status"]')?.textContent).toContain('bar@pub-one');
    expect(container.querySelector('ul')?.textContent).toContain('bar@pub-one');
  });

  it('revokes only after confirmation', async () => {
    await settle();
    act(() => button('Revoke').click());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    act(() => button('Yes, revoke').click());
    await settle();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/company/7/pubs/3/staff/1');
    expect(container.textContent).toContain('No staff logins yet.');
  });
});
