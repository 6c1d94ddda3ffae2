import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { PhoneField } from './phone-field.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.loadAndActivate({ locale: 'ru', messages: {} });

let container: HTMLDivElement;
afterEach(() => container?.remove());

function render(onChange: (digits: string) => void) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <PhoneField label="Phone" onChange={onChange} />
      </I18nProvider>,
    ),
  );
  return root;
}

/** Sets a value the way typing does, so React's onChange fires. */
function type(el: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  act(() => void el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true })));
}

describe('PhoneField', () => {
  it('is preset to Moldova and emits digits only with the country code and no +', () => {
    const onChange = vi.fn();
    render(onChange);
    const select = container.querySelector('select')!;
    expect(select.value).toBe('MD');
    type(container.querySelector('input')!, '069 12-34-56');
    expect(onChange).toHaveBeenLastCalledWith('37369123456');
  });

  it('re-emits with the newly selected country code', () => {
    const onChange = vi.fn();
    render(onChange);
    type(container.querySelector('input')!, '0721234567');
    type(container.querySelector('select')!, 'RO');
    expect(onChange).toHaveBeenLastCalledWith('40721234567');
  });
});
