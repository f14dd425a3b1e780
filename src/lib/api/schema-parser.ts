import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { Parser } from '../../../contract/first-paint-parsers.ts';

/**
 * A parser from a contract schema, for the answers screens fetch after the first paint (their
 * chunks carry zod/mini); the first paint's own answers use contract/first-paint-parsers.ts. A
 * refused answer is logged with zod's first issue, so a shape mismatch names its field.
 */
export function schemaParser<S extends $ZodType>(schema: S): Parser<output<S>> {
  return (value) => {
    const parsed = z.safeParse(schema, value);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    console.error(`Feed answer refused at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`);
    return null;
  };
}
