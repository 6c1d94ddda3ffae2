import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, render, settle, type, type Rendered } from '../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';
import type { CourierProfile } from './types.ts';

const loaded: CourierProfile = {
  id: 5,
  full_name: 'Ana',
  phone_number: '37369123456',
  birth_date: '0001-01-01',
  gender: 'female',
  location: '',
  telegram_username: '',
  image_file_name: '',
  on_shift: false,
  balance: 0,
};
let sent: unknown[];
let screen: Rendered;

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body));
    sent.push(body);
    return new Response(JSON.stringify({ ok: true, courier: { ...loaded, ...body } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  screen = render(<ProfileForm profile={loaded} />);
});
afterEach(() => vi.unstubAllGlobals());

const input = (label: string) => screen.field(label);
const saveButton = () => [...screen.container.querySelectorAll('button')].find((b) => b.textContent === 'Save');

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
    click(saveButton()!);
    await settle();
    expect(sent).toEqual([
      {
        full_name: 'Ana',
        phone_number: '37369123456',
        gender: 'female',
        birth_date: '0001-01-01',
        location: '',
        telegram_username: 'ana_r',
      },
    ]);
  });

  it('shows the phone as people write it and sends the digits', async () => {
    expect(input('Phone').value).toBe('+373 69 123 456');
    type(input('Phone'), '069 123 456');
    expect(saveButton()).toBeUndefined();
    type(input('Phone'), '+373 69 123 457');
    click(saveButton()!);
    await settle();
    expect(sent).toEqual([expect.objectContaining({ phone_number: '37369123457' })]);
  });

  it('sends nothing while the phone is invalid', async () => {
    type(input('Phone'), '12ab');
    click(saveButton()!);
    await settle();
    expect(sent).toEqual([]);
    expect(screen.container.querySelector('.field-error')).not.toBeNull();
  });
});
