import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, render, settle, type, type Rendered } from '../../test/render.tsx';
import { StaffLogins } from './staff-logins.tsx';

/** A tiny in-memory staff API behind fetch, recording every call. */
let staff: { id: number; login: string; created_time: string }[];
let calls: { method: string; url: string; body?: unknown }[];
let screen: Rendered;

beforeEach(() => {
  staff = [{ id: 1, login: 'kitchen@pub-one', created_time: '2026-01-02 10:00:00' }];
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const json = (status: number, data: unknown) =>
      new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET') return json(200, { ok: true, staff });
    if (method === 'POST') {
      const created = { id: staff.length + 1, login: `${body.name}@pub-one`, created_time: '2026-01-03 10:00:00' };
      staff = [...staff, created];
      return json(201, { ok: true, staff: { id: created.id, login: created.login } });
    }
    staff = staff.filter((s) => !url.endsWith(`/${s.id}`));
    return json(200, { ok: true });
  });
  screen = render(<StaffLogins companyId={7} pubId={3} />);
});
afterEach(() => vi.unstubAllGlobals());

describe('StaffLogins', () => {
  it('lists the logins of the pub', async () => {
    await settle();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/company/7/pubs/3/staff' });
    expect(screen.container.textContent).toContain('kitchen@pub-one');
  });

  it('checks the name and password before sending, then creates and shows the new login', async () => {
    await settle();
    type(screen.field('Name'), 'Bar Tender');
    type(screen.field('Password'), 'short');
    click(screen.button('Create login'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.container.querySelector('[aria-invalid="true"]')).not.toBeNull();
    expect(screen.container.textContent).toContain('The password needs at least 8 characters');

    type(screen.field('Name'), 'bar');
    type(screen.field('Password'), 'long-enough-1');
    click(screen.button('Create login'));
    await settle();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/company/7/pubs/3/staff',
      body: { name: 'bar', password: 'long-enough-1' },
    });
    expect(screen.container.querySelector('[role="status"]')?.textContent).toContain('bar@pub-one');
    expect(screen.container.querySelector('ul')?.textContent).toContain('bar@pub-one');
  });

  it('revokes only after confirmation', async () => {
    await settle();
    click(screen.button('Revoke'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    click(screen.button('Yes, revoke'));
    await settle();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/company/7/pubs/3/staff/1');
    expect(screen.container.textContent).toContain('No staff logins yet.');
  });
});
