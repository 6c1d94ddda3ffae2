import { useSyncExternalStore } from 'react';
import type { BoardStep } from './board-steps.ts';

/**
 * The last step taken on THIS tablet (decision 110), kept in memory only: a reload or another tablet has
 * nothing to undo. The server checks the rest (same account, same step, 30 s).
 */
export interface TakenStep {
  pubId: number;
  orderId: number;
  number: number;
  name: BoardStep['name'] | 'reject';
  undo: { kind: 'status'; to: string } | { kind: 'prepared'; to: boolean };
  /** When the tap's answer came (ms): the undo is offered for 30 s from then. */
  at: number;
}

let last: TakenStep | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function rememberStep(step: TakenStep): void {
  last = step;
  emit();
}

export function forgetStep(): void {
  last = null;
  emit();
}

export function useLastStep(pubId: number): TakenStep | null {
  const step = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => last,
  );
  return step && step.pubId === pubId ? step : null;
}
