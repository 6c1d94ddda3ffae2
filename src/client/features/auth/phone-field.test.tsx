import { describe, expect, it, vi } from 'vitest';
import { render, type } from '../../test/render.tsx';
import { PhoneField } from './phone-field.tsx';

const show = (onChange: (digits: string) => void) =>
  render(<PhoneField label="Phone" onChange={onChange} />, { locale: 'ru' }).container;

describe('PhoneField', () => {
  it('is preset to Moldova and emits digits only with the country code and no +', () => {
    const onChange = vi.fn();
    const container = show(onChange);
    const select = container.querySelector('select')!;
    expect(select.value).toBe('MD');
    type(container.querySelector('input')!, '069 12-34-56');
    expect(onChange).toHaveBeenLastCalledWith('37369123456');
  });

  it('re-emits with the newly selected country code', () => {
    const onChange = vi.fn();
    const container = show(onChange);
    type(container.querySelector('input')!, '0721234567');
    type(container.querySelector('select')!, 'RO');
    expect(onChange).toHaveBeenLastCalledWith('40721234567');
  });
});
