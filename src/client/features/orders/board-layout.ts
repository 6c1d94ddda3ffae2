import { useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';

/** The filtered list of docs/product.md S2, or columns (new / preparing / ready) for a landscape tablet; remembered per device. */
export type BoardLayout = 'list' | 'columns';

export function useBoardLayout(): [BoardLayout, (layout: BoardLayout) => void] {
  const [layout, setLayout] = useState<BoardLayout>(() =>
    readStored(STORAGE_KEYS.boardLayout) === 'columns' ? 'columns' : 'list',
  );
  return [
    layout,
    (next) => {
      writeStored(STORAGE_KEYS.boardLayout, next);
      setLayout(next);
    },
  ];
}
