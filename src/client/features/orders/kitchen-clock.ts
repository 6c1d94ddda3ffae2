// The clock moved to lib/ so that the platform admin's order ages share it.
export { useNow } from '../../lib/use-now.ts';
