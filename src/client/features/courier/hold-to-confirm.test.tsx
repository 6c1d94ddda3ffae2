import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { cleanup, render } from '../../test/render.tsx';
import { HoldToConfirm } from './order-actions.tsx';

afterEach(() => cleanup());

describe('"Delivered" (docs/product.md D14: never a single tap)', () => {
  it('a tap (a click a pointer started) does not confirm; it shows how', () => {
    let confirmed = 0;
    const screen = render(<HoldToConfirm label="Delivered" onConfirm={() => confirmed++} />);
    const button = screen.container.querySelector('button.courier-hold') as HTMLButtonElement;
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, clientX: 10 }));
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0, clientX: 10 }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    });
    expect(confirmed).toBe(0);
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(screen.container.querySelector('.courier-hold-hint.is-shown')?.textContent).toContain('Hold the button');
  });

  it('from the keyboard or a screen reader it asks in a dialog, and only "yes" confirms', () => {
    let confirmed = 0;
    const screen = render(<HoldToConfirm label="Delivered" onConfirm={() => confirmed++} />);
    const button = screen.container.querySelector('button.courier-hold') as HTMLButtonElement;
    act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })));
    expect(confirmed).toBe(0);
    const yes = [...document.querySelectorAll('dialog button')].find(
      (b) => b.textContent === 'Yes',
    ) as HTMLButtonElement;
    expect(yes).toBeDefined();
    act(() => yes.click());
    expect(confirmed).toBe(1);
    // A screen reader's activation: a click no pointer press started (detail 0).
    act(() => void button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 })));
    expect(document.querySelector('dialog button')).not.toBeNull();
    expect(confirmed).toBe(1);
  });
});
