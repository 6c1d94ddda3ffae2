/** "Now", refreshed every `stepMs`: ticket ages, the undo countdown and pause ends move with it. */
export { useNow } from '../../lib/use-now.ts';
