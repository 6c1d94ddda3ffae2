import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render } from '../../test/render.tsx';
import { KitchenControls } from './kitchen-controls.tsx';
import type { OrdersPub } from './order-queries.ts';

afterEach(() => cleanup());

const pub = {
  id: 7,
  has_in_place_order: true,
  paused: null,
  busy_extra_minutes: 0,
  busy_until: null,
} as unknown as OrdersPub;
const group = (label: string) => document.querySelector(`dialog[open] [role="group"][aria-label="${label}"]`)!;
const pressed = (label: string) =>
  [...group(label).querySelectorAll('button')]
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('kitchen controls: the pause and busy dialogs pick one choice each', () => {
  it('busy mode offers the extra minutes with 20 pressed; a tap presses another', () => {
    const screen = render(<KitchenControls pub={pub} companyId={3} now={Date.now()} />);
    click(screen.button('Busy mode'));
    const buttons = [...group('Extra minutes').querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['+10 min', '+20 min', '+30 min', '+45 min', '+60 min']);
    expect(pressed('Extra minutes')).toEqual(['+20 min']);
    click(buttons[2]);
    expect(pressed('Extra minutes')).toEqual(['+30 min']);
  });

  it('pause offers delivery, table and all orders with delivery pressed; nothing paused, nothing to resume', () => {
    const screen = render(<KitchenControls pub={pub} companyId={3} now={Date.now()} />);
    click(screen.button('Pause orders'));
    expect([...group('What to pause').querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Delivery',
      'Table orders',
      'All orders',
    ]);
    expect(pressed('What to pause')).toEqual(['Delivery']);
    expect(document.querySelector('dialog[open] .button-danger')).toBeNull();
  });

  it('offers to resume only what is paused', () => {
    const paused = { ...pub, paused: { delivery: null, in_place: false } } as unknown as OrdersPub;
    const screen = render(<KitchenControls pub={paused} companyId={3} now={Date.now()} />);
    click(screen.button('Pause: on'));
    expect([...document.querySelectorAll('dialog[open] .button-danger')].map((b) => b.textContent)).toEqual([
      'Resume delivery',
    ]);
  });
});
