import { afterEach, describe, expect, it } from 'vitest';
import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { cleanup, render } from '../../test/render.tsx';
import { GuestDetails } from './guest-details.tsx';
import type { CourierOrder } from './types.ts';

afterEach(() => cleanup());

const order = (over: Partial<CourierOrder> = {}): CourierOrder => ({
  id: 9,
  created_time: '2026-11-25 18:00:00',
  status: 'at_courier',
  pub_name: 'La Plăcinte',
  pub_id: 3,
  version: 4,
  number: 12,
  pub: {
    url_name: 'la-placinte',
    lat: 47.02,
    lng: 28.83,
    address: 'str. Pușkin 1',
    phone_number: '37322000000',
    proof_of_delivery: false,
    timezone: 'Europe/Chisinau',
  },
  lat: 47.03,
  lng: 28.85,
  town: 'Chișinău',
  full_address: 'bd. Ștefan cel Mare 12, ap. 5',
  client_name: 'Ion Popescu',
  main_phone_number: '37369123456',
  second_phone_number: '',
  comments: 'Alergie la nuci',
  payment_type: 'cash',
  payment_status: '',
  delivery_price: 30,
  total_dishes_price: 271,
  total_dishes_price_without_commission: 271,
  prepared: true,
  approximate_preparation_time: '',
  eta: null,
  scheduled_for: null,
  fires_at: null,
  cancel_reason: '',
  canceled_by: '',
  proof_image_file_name: '',
  courier_info: {
    is_reserved: true,
    reserver_courier_id: 5,
    distance: 1.2,
    courier_reward: 30,
    courier_debit: 0,
    courier_stage: 'reserved',
  },
  dishes: [
    {
      position_id: 1,
      dish_id: 7,
      name: 'Pizza',
      count: 2,
      dish_price: 135.5,
      modifiers: [
        { group_id: 1, group_name: 'Mărime', option_id: 11, name: 'Mare', price_delta: 25.5 },
        { group_id: 2, group_name: 'Fără', option_id: 12, name: 'Fără ceapă', price_delta: -5 },
      ],
    },
    { position_id: 2, dish_id: 7, name: 'Pizza', count: 1, dish_price: 100, modifiers: [] },
    { position_id: 3, dish_id: 8, name: 'Compot', count: 1, dish_price: 0, modifiers: [] },
  ],
  ...over,
});

const lines = (container: HTMLElement) =>
  [...container.querySelectorAll('.courier-positions > li')].map((li) => {
    const dish = li.firstElementChild!.cloneNode(true) as HTMLElement;
    dish.querySelector('.line-modifiers')?.remove();
    const options = [...li.querySelectorAll('.line-modifiers li')].map((m) => ` [${m.textContent}]`).join('');
    return { text: dish.textContent!.trim() + options, total: li.lastElementChild?.textContent };
  });

describe('the guest details on the courier card (docs/product.md D12, D14)', () => {
  it('lists each line with its own options: two configurations of one dish stay two lines', () => {
    const screen = render(<GuestDetails order={order()} />, { locale: 'ro' });
    const shown = lines(screen.container);
    expect(shown.map((l) => l.text)).toEqual(['2 × Pizza [Mare] [Fără ceapă]', '1 × Pizza', '1 × Compot']);
    expect(shown.map((l) => l.total?.replace(/\s/g, ' '))).toEqual(['271,00 lei', '100,00 lei', '0,00 lei']);
  });

  it('shows the name, a tap-to-call phone, the address and the allergy note; never the web-menu marker as a name', () => {
    const screen = render(<GuestDetails order={order()} />);
    const call = screen.container.querySelector<HTMLAnchorElement>('a.courier-tel-button')!;
    expect(call.getAttribute('href')).toBe('tel:+37369123456');
    expect(screen.container.textContent).toContain('Ion Popescu');
    expect(screen.container.textContent).toContain('Chișinău, bd. Ștefan cel Mare 12, ap. 5');
    expect(screen.container.textContent).toContain('Alergie la nuci');
    cleanup();
    const anonymous = render(<GuestDetails order={order({ client_name: WEB_MENU_DELIVERY_MARKER, dishes: [] })} />);
    expect(anonymous.container.textContent).not.toContain(WEB_MENU_DELIVERY_MARKER);
    expect(anonymous.container.querySelector('.courier-positions')).toBeNull();
  });
});
