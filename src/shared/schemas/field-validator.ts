import type { z } from 'zod';
import type { Validator } from '../validators.ts';

/**
 * Turns one field's shared zod schema into a form validator, so a form shows exactly the key the
 * server would answer for that field (`admin.validation_errors.company.email.invalid`, …): one
 * definition of each rule on both sides (docs/architecture.md A9 "Only one way").
 */
export function fieldValidator(schema: z.ZodType): Validator {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'errors.validation_error');
  };
}
