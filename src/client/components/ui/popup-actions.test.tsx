import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { cleanup, render } from '../../test/render.tsx';
import { ActionRow } from './popup-actions.tsx';

afterEach(() => cleanup());

describe('ActionRow', () => {
  it('puts the action first and the leaving button second; a click on each calls its own handler', () => {
    const calls: string[] = [];
    const screen = render(
      <ActionRow label="Save" onAction={() => calls.push('save')} leave="cancel" onLeave={() => calls.push('leave')} />,
    );
    const row = screen.container.querySelector('div.row') as HTMLDivElement;
    const [action, leave] = [...row.querySelectorAll('button')];
    expect(action.outerHTML).toBe('<button type="button" class="button">Save</button>');
    expect(leave.outerHTML).toBe('<button type="button" class="button button-secondary">Cancel</button>');
    act(() => action.click());
    act(() => leave.click());
    expect(calls).toEqual(['save', 'leave']);
  });

  it('without a handler the action submits its form; danger, disabled and the courier size show in the markup', () => {
    const screen = render(<ActionRow big danger disabled label="Cancel the order" leave="back" onLeave={() => {}} />);
    const row = screen.container.querySelector('div.courier-confirm') as HTMLDivElement;
    const [action, leave] = [...row.querySelectorAll('button')];
    expect(action.outerHTML).toBe(
      '<button type="submit" class="button button-danger courier-big-button" disabled="">Cancel the order</button>',
    );
    expect(leave.outerHTML).toBe(
      '<button type="button" class="button button-secondary courier-big-button">Back</button>',
    );
  });
});
