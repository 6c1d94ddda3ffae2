import { describe, expect, it } from 'vitest';
import { staffOrderAnswer } from '#shared/schemas/order-answers.ts';
import { render } from '../../test/render.tsx';
import { OrderSummary } from './order-summary.tsx';

/** A staff order as the server answers it: the fixture passes the answer's own schema. */
const canceled = staffOrderAnswer.parse({
  id: 7,
  number: 41,
  pub_id: 1,
  client_name: 'Ana',
  status: 'canceled',
  created_time: '2026-11-27 10:00:00',
  total_dishes_price_without_commission: 90,
  total_dishes_price: 90,
  commission: 0,
  total_price: 120,
  order_type: 'delivery',
  dishes: [{ position_id: 1, dish_id: 3, name: 'Zeamă', count: 1, dish_price: 90, modifiers: [] }],
  delivery_price: 30,
  prepared: false,
  approximate_preparation_time: '',
  scheduled_for: null,
  fires_at: null,
  on_board_time: null,
  town: 'Chișinău',
  full_address: 'str. Pușkin 1',
  main_phone_number: '37369123456',
  second_phone_number: '',
  payment_type: 'online',
  payment_status: 'expired',
  table_for_in_place_order: '',
  comments: '',
  cancel_reason: 'payment_expired',
  cancel_reason_text: '',
  canceled_by: '',
  callback: false,
  commission_applied: false,
  lat: null,
  lng: null,
  version: 3,
  courier_info: { is_reserved: false, reserver_courier_id: 0, reserver_name: '', courier_stage: '' },
  proof_image_file_name: '',
  history: [{ status: 'not_handled', time: '2026-11-27 10:00:00' }],
});

describe('the order summary of a canceled order', () => {
  it('names why an unpaid online order was canceled', () => {
    const screen = render(<OrderSummary order={canceled} currency="lei" />);
    expect(screen.container.querySelector('.order-cancel-reason')?.textContent).toBe('Not paid online in time');
  });
});
