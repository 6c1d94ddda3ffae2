import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render.tsx';
import { aPublicPub } from '../test-pub.ts';
import { PauseNotice } from './pause-notice.tsx';
import { orderingOptions } from '../ordering.ts';
import { pauseEnd } from '../pause.ts';

const inAnHour = new Date(Date.now() + 3_600_000);
const wire = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const pub = aPublicPub;
const time = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Chisinau', hour: '2-digit', minute: '2-digit' }).format(d);

describe('pause and busy on the guest page (docs/product.md D13)', () => {
  it('reads false, null, a time to come and a time past', () => {
    const now = new Date();
    expect(pauseEnd(false, now)).toBe(false);
    expect(pauseEnd(undefined, now)).toBe(false);
    expect(pauseEnd(null, now)).toBeNull();
    expect(pauseEnd(wire(inAnHour), now)).toEqual(new Date(Math.floor(inAnHour.getTime() / 1000) * 1000));
    expect(pauseEnd(wire(new Date(Date.now() - 60_000)), now)).toBe(false);
  });

  it('says "Delivery is paused until …" and no longer offers delivery, while table orders go on', () => {
    const p = pub({ paused: { delivery: wire(inAnHour), in_place: false } });
    const { container } = render(<PauseNotice pub={p} />);
    // After 23:00 in Chișinău the hour ends tomorrow, said with the weekday ("until Thu 00:11").
    expect(container.textContent).toMatch(
      new RegExp(`^Delivery is paused until (?:[A-Z][a-z]{2} )?${time(inAnHour)}\\.$`),
    );
    expect(orderingOptions(p)).toMatchObject({
      delivery: false,
      pausedDelivery: true,
      inPlace: true,
      pausedInPlace: false,
    });
  });

  it('one sentence when the venue takes nothing until resumed; the longer wait when busy', () => {
    const { container } = render(
      <PauseNotice pub={pub({ paused: { delivery: null, in_place: null }, busy_extra_minutes: 20 })} />,
    );
    expect(container.textContent).toBe(
      'The venue is not accepting orders until further notice.The kitchen is very busy: orders take about 20 minutes longer.',
    );
  });

  it('nothing when the venue takes orders and is not busy (older servers send neither field)', () => {
    expect(render(<PauseNotice pub={pub({})} />).container.textContent).toBe('');
    expect(
      render(<PauseNotice pub={pub({ paused: { delivery: false, in_place: false }, busy_extra_minutes: 0 })} />)
        .container.textContent,
    ).toBe('');
  });
});
