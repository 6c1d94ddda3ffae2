import { describe, expect, it, vi } from 'vitest';
import { click, render } from '../../test/render.tsx';
import type { PubPage } from './api.ts';
import { lineKey, parseLineKey } from './cart.ts';
import { DishSheet } from './dish-sheet.tsx';
import { cartLines, unavailableLines } from './ordering.ts';
import { emptyCheckoutForm, orderBody } from './checkout-rules.ts';
import { searchDishes } from './search.ts';
import { aDish, aGroup, anOption } from './test-pub.ts';

/** Browsing and the guest half of the menu model: search, the dish sheet's rules, cart lines with options. */
const dish = aDish;

const pizza = dish({
  id: 7,
  name: 'Pizza',
  price: 120,
  modifier_groups: [
    aGroup({
      id: 1,
      name: 'Size',
      min_select: 1,
      max_select: 1,
      options: [
        anOption({ id: 11, name: 'Small', price_delta: 0, available: true }),
        anOption({ id: 12, name: 'Large', price_delta: 35.5, available: true }),
      ],
    }),
    aGroup({
      id: 2,
      name: 'Extras',
      min_select: 0,
      max_select: 2,
      options: [
        anOption({ id: 21, name: 'Cheese', price_delta: 10, available: true }),
        anOption({ id: 22, name: 'Ham', price_delta: 15, available: true }),
        anOption({ id: 23, name: 'Truffle', price_delta: 90, available: false }),
      ],
    }),
  ],
});

describe('search', () => {
  const menu = [
    dish({ id: 1, name: 'Plăcintă cu brânză', ingredients: 'aluat, brânză de oi' }),
    dish({ id: 2, name: 'Сырники', ingredients: 'творог, мёд' }),
    dish({ id: 3, name: 'Zeamă', ingredients: 'găină, tăiței' }),
  ];
  it('ignores case and diacritics, in Romanian and Russian, and looks in the ingredients too', () => {
    expect(searchDishes(menu, 'placinta').map((d) => d.id)).toEqual([1]);
    expect(searchDishes(menu, 'BRANZA').map((d) => d.id)).toEqual([1]);
    expect(searchDishes(menu, 'мед').map((d) => d.id)).toEqual([2]);
    expect(searchDishes(menu, 'taitei').map((d) => d.id)).toEqual([3]);
    // Every word must match somewhere.
    expect(searchDishes(menu, 'zeama, branza')).toEqual([]);
    expect(searchDishes(menu, '   ')).toEqual([]);
  });
});

describe('cart lines with options', () => {
  const data = {
    pub: { shipping: { add_commission_to_dish_prices: false } },
    dishes: [pizza, dish({ id: 8, name: 'Water', price: 15 })],
  } as unknown as PubPage;
  it('the same options make one line whatever the order they were picked in; other options another line', () => {
    expect(lineKey(7, [21, 12])).toBe(lineKey(7, [12, 21]));
    expect(lineKey(7, [12])).not.toBe(lineKey(7, [11]));
    expect(parseLineKey('7:12.21')).toEqual({ dishId: 7, optionIds: [12, 21] });
    expect(parseLineKey('8')).toEqual({ dishId: 8, optionIds: [] });
    expect(parseLineKey('x:1')).toBeNull();
  });

  it('prices a line with its deltas, and sends modifier_option_ids only for lines that have options', () => {
    const cart = { [lineKey(7, [12, 21])]: 2, [lineKey(7, [11])]: 1, '8': 3 };
    const lines = cartLines(cart, data.dishes, data.pub, 'in_place');
    const byKey = Object.fromEntries(lines.map((l) => [l.key, l]));
    expect(lines.map((l) => [l.key, l.count, l.price]).sort()).toEqual([
      ['7:11', 1, 120],
      ['7:12.21', 2, 165.5],
      ['8', 3, 15],
    ]);
    expect(byKey['7:12.21'].options.map((o) => o.name)).toEqual(['Large', 'Cheese']);
    const body = orderBody(
      {
        ...emptyCheckoutForm('in_place', 'cash'),
        table: '4',
        client_name: 'Ana',
      },
      lines,
    );
    expect(body.dishes).toEqual(
      expect.arrayContaining([
        { dish_id: 7, count: 2, modifier_option_ids: [12, 21] },
        { dish_id: 7, count: 1, modifier_option_ids: [11] },
        { dish_id: 8, count: 3 },
      ]),
    );
    expect(body.dishes).toHaveLength(3);
  });

  it('drops a line whose option left the dish', () => {
    expect(cartLines({ '7:99': 1 }, data.dishes, data.pub, 'in_place')).toEqual([]);
  });

  it('a 409 naming an option takes out only the lines with it; naming a dish alone, all its lines', () => {
    const lines = cartLines({ '7:12.21': 1, '7:11': 1, '8': 1 }, data.dishes, data.pub, 'in_place');
    expect(unavailableLines(lines, [7], [21]).map((l) => l.key)).toEqual(['7:12.21']);
    expect(unavailableLines(lines, [7], []).map((l) => l.key)).toEqual(['7:12.21', '7:11']);
    expect(unavailableLines(lines, [8], []).map((l) => l.key)).toEqual(['8']);
  });
});

describe('the dish sheet', () => {
  const open = (onAdd = vi.fn()) => ({
    ...render(<DishSheet dish={pizza} symbol="Lei" canOrder withCommission={false} onAdd={onAdd} onClose={() => {}} />),
    onAdd,
  });
  const text = (c: HTMLElement) => (c.textContent ?? '').replace(/\s/g, ' ');
  const addButton = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('.guest-sheet-add')!;
  const input = (c: HTMLElement, name: string) =>
    [...c.querySelectorAll('label')].find((l) => l.textContent?.includes(name))!.querySelector('input')!;

  it('one choice as radios (the first preselected), several as checkboxes, with the rules in words; sold-out options disabled', () => {
    const { container } = open();
    expect(input(container, 'Small').type).toBe('radio');
    expect(input(container, 'Small').checked).toBe(true);
    expect(input(container, 'Cheese').type).toBe('checkbox');
    expect(input(container, 'Truffle').disabled).toBe(true);
    expect(container.textContent).toContain('Choose 1');
    expect(container.textContent).toContain('Optional, up to 2');
    expect(container.textContent).toContain('Sold out');
  });

  it('the price follows the options and the quantity; the maximum is kept; the line key carries the options', () => {
    const { container, onAdd } = open();
    click(input(container, 'Large'));
    click(input(container, 'Cheese'));
    click(input(container, 'Ham'));
    // Two extras at most: Truffle is sold out anyway, and nothing else can be added.
    expect(
      [...container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]
        .filter((i) => !i.checked)
        .every((i) => i.disabled),
    ).toBe(true);
    click(container.querySelector<HTMLButtonElement>('button[aria-label="One more"]')!);
    expect(text(addButton(container))).toBe('Add · 361.00 Lei'); // (120 + 35.50 + 10 + 15) × 2
    click(addButton(container));
    expect(onAdd).toHaveBeenCalledWith('7:12.21.22', 2);
  });

  it('a required group left empty keeps the dish out of the cart and says why', () => {
    const required = dish({
      id: 9,
      name: 'Soup',
      modifier_groups: [
        aGroup({
          id: 3,
          name: 'Bread',
          min_select: 1,
          max_select: 2,
          options: [anOption({ id: 31, name: 'White', price_delta: 0, available: true })],
        }),
      ],
    });
    const onAdd = vi.fn();
    const { container } = render(
      <DishSheet dish={required} symbol="Lei" canOrder withCommission={false} onAdd={onAdd} onClose={() => {}} />,
    );
    expect(container.textContent).toContain('Choose 1 to 2');
    expect(text(addButton(container))).toBe('Add · 100.00 Lei');
    click(addButton(container));
    expect(onAdd).not.toHaveBeenCalled();
    expect(container.querySelector('[role=alert]')?.textContent).toContain('Choose the options marked above first.');
  });
});
