import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT, DEFAULT_TEXT_COLOR, isHexColor, sixDigitColor } from './constants.ts';

/** A pub's colour as the pages read it (docs/product.md S9): hex colours accent, anything else is the default. */
describe('pub colours', () => {
  it('takes #rgb and #rrggbb in any case, nothing else', () => {
    expect(['#f80', '#FF8800', '#1d4ed8'].map(isHexColor)).toEqual([true, true, true]);
    expect(['', 'red', '#ff88', '#gg0000', 'rgb(0,0,0)', ' #ff8800'].map(isHexColor)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('gives a colour picker six digits, the default accent (or the given fallback) for the rest', () => {
    expect(sixDigitColor('#F80')).toBe('#ff8800');
    expect(sixDigitColor('#1D4ED8')).toBe('#1d4ed8');
    expect(sixDigitColor('')).toBe(DEFAULT_ACCENT);
    expect(sixDigitColor('crimson', DEFAULT_TEXT_COLOR)).toBe('#ffffff');
  });
});
