import { z } from 'zod';

/** An id as the answers carry it: a row's own, and each `…_id` that names a row (or a currency) elsewhere. */
export const id = z.number().int();
