import { describe, expect, it } from 'vitest';
import { boardSince } from './kitchen.ts';
import { ageMinutes } from './time.ts';

const at = (wire: string) => new Date(`${wire.replace(' ', 'T')}Z`).getTime();

describe('boardSince: where a kitchen ticket starts counting', () => {
  it('an order paid online counts from when its payment put it on the board, not from when it was placed', () => {
    const order = { created_time: '2026-11-27 12:00:00', on_board_time: '2026-11-27 12:10:00', fires_at: null };
    expect(boardSince(order)).toBe('2026-11-27 12:10:00');
    expect(ageMinutes(boardSince(order), at('2026-11-27 12:15:00'))).toBe(5);
  });

  it('a scheduled order counts from the later of its fire time and its payment', () => {
    const placed = '2026-11-27 10:00:00';
    expect(
      boardSince({ created_time: placed, fires_at: '2026-11-27 12:30:00', on_board_time: '2026-11-27 10:05:00' }),
    ).toBe('2026-11-27 12:30:00');
    expect(
      boardSince({ created_time: placed, fires_at: '2026-11-27 12:30:00', on_board_time: '2026-11-27 12:40:00' }),
    ).toBe('2026-11-27 12:40:00');
  });

  it('an order paid in person counts from its fire time, else from when it was placed', () => {
    expect(boardSince({ created_time: '2026-11-27 12:00:00' })).toBe('2026-11-27 12:00:00');
    expect(
      boardSince({ created_time: '2026-11-27 12:00:00', fires_at: '2026-11-27 13:00:00', on_board_time: null }),
    ).toBe('2026-11-27 13:00:00');
  });
});
