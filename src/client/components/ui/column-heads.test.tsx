import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../test/render.tsx';
import { ColumnHeads } from './column-heads.tsx';

afterEach(() => cleanup());

describe('ColumnHeads', () => {
  it('writes one column header per column, numeric ones with the class num', () => {
    const screen = render(
      <table>
        <ColumnHeads columns={[{ label: 'Dish' }, { label: 'Sum', numeric: true }]} />
      </table>,
    );
    expect(screen.container.querySelector('thead')?.innerHTML).toBe(
      '<tr><th scope="col">Dish</th><th scope="col" class="num">Sum</th></tr>',
    );
  });
});
