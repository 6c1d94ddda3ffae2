import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { cleanup, render } from '../../test/render.tsx';
import { SelectField, SwitchField } from './choice-fields.tsx';

afterEach(() => cleanup());

describe('SwitchField', () => {
  it('is a checkbox with the switch role inside its label, and hands back the new state', () => {
    const seen: boolean[] = [];
    const screen = render(<SwitchField label="Card payment" checked={false} onChange={(on) => seen.push(on)} />);
    const label = screen.container.querySelector('label.checkbox') as HTMLLabelElement;
    const input = label.querySelector('input[type="checkbox"][role="switch"]') as HTMLInputElement;
    expect(label.textContent).toBe('Card payment');
    expect(input.disabled).toBe(false);
    act(() => input.click());
    expect(seen).toEqual([true]);
  });
});

describe('SelectField', () => {
  it('labels its select, shows the options and hands back the picked value', () => {
    const seen: string[] = [];
    const screen = render(
      <SelectField
        label="Currency"
        value={2}
        onChange={(v) => seen.push(v)}
        options={[
          { value: 1, label: 'MDL (lei)' },
          { value: 2, label: 'EUR (€)' },
        ]}
      />,
    );
    const label = screen.container.querySelector('.field label') as HTMLLabelElement;
    const select = screen.container.querySelector(`select#${CSS.escape(label.htmlFor)}`) as HTMLSelectElement;
    expect(label.textContent).toBe('Currency');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['1', 'MDL (lei)'],
      ['2', 'EUR (€)'],
    ]);
    expect(select.value).toBe('2');
    act(() => {
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(seen).toEqual(['1']);
  });
});
