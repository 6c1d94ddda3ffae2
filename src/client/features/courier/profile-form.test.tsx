import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { ProfileForm } from './profile-form.tsx';
import type { CourierProfile } from './types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.loadAndActivate({ locale: 'en', messages: {} });

const loaded: CourierProfile = {
  id: 5, full_name: 'Ana', phone_number: '37369123456', birth_date: '0001-01-01', gender: 'female',
  location: '', telegram_username: '', image_file_name: '', balance: 0,
};
let sent: unknown[];
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body));
    sent.push(body);
    return new Response(JSON.stringify({ ok: true, courier: { ...loaded, ...body } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ProfileForm profile={loaded} />
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

const input = (label: string) => {
  const l = [...container.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(l.htmlFor)}`)!;
};
function type(el: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
  act(() => void el.dispatchEvent(new Event('input', { bubbles: true })));
}
const saveButton = () => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Save');

describe('courier profile form', () => {
  it('shows the unset birth date as 2000-01-01 and no Save until something differs', () => {
    expect(input('Birth date').value).toBe('2000-01-01');
    expect(saveButton()).toBeUndefined();
    type(input('Area where I deliver'), 'Botanica');
    expect(saveButton()).toBeDefined();
    type(input('Area where I deliver'), '');
    expect(saveButton()).toBeUndefined();
  });

  it('drops the @ of a Telegram handle and keeps an untouched birth date unset', async () => {
    type(input('Telegram username'), '@ana_r');
    expect(input('Telegram username').value).toBe('ana_r');
    await act(async () => saveButton()!.click());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(sent).toEqual([{ full_name: 'Ana', phone_number: '37369123456', gender: 'female', birth_date: '0001-01-01', location: '', telegram_username: 'ana_r' }]);
  });

  it('sends nothing while the phone is invalid', async () => {
    type(input('Phone'), '12ab');
    await act(async () => saveButton()!.click());
    expect(sent).toEqual([]);
    expect(container.querySelector('.field-error')).not.toBeNull();
  });
});
