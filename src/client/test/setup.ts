import { afterEach } from 'vitest';
import { cleanup } from './render.tsx';

// React's act() warnings are on for every client test; whatever a test rendered is removed after it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);
