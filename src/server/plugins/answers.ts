import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, E } from '../http.ts';

/**
 * Serialises a route's answer through its `schema.response` zod schema (shared/schemas/*-answers.ts).
 *
 * - Strict (the test helper's app): an answer missing a field, with a field of the wrong type, or with a field
 *   the schema does not name fails as 500 whose body says which field drifted, so a server test catches it.
 * - Otherwise (production): fields the schema does not name are left out of the answer; an answer that does not
 *   match is logged with its drift and sent as the handler built it, so a kitchen never loses its board to it.
 *
 * Routes without `schema.response` keep Fastify's plain JSON.
 */
export function answerSerializer(policy: AnswerPolicy): FastifySerializerCompiler<z.ZodType> {
  return (route) =>
    checkedWriter(serializerCompiler(route), `${route.method} ${route.url} (${route.httpStatus})`, policy);
}

/** Strict or not, and where a drift is reported when not (buildApp's `strictAnswers`). */
export interface AnswerPolicy {
  strict: boolean;
  onDrift: (drift: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How this app treats an answer that drifts from its schema. */
    answerPolicy: AnswerPolicy;
  }
}

/**
 * The JSON text of an answer that is built once and sent as text later (a cached page), through `schema` with
 * the app's policy, as a route's answer would be: `where` names the route in a drift.
 */
export function answerText<S extends z.ZodType>(
  app: FastifyInstance,
  schema: S,
  where: string,
  data: LooseOk<z.input<S>>,
): string {
  return checkedWriter(serializerCompiler({ schema, method: 'GET', url: where }), where, app.answerPolicy)(data);
}

function checkedWriter(serialize: (data: unknown) => string, where: string, policy: AnswerPolicy) {
  return (data: unknown): string => {
    let text: string;
    try {
      text = serialize(data);
    } catch (error) {
      if (!(error instanceof Error) || !isResponseSerializationError(error)) throw error;
      const drift = `${where}: ${issuesOf(error.cause)}`;
      if (policy.strict) throw driftError(drift);
      policy.onDrift(drift);
      return JSON.stringify(data);
    }
    if (policy.strict) {
      const extra = extraField(JSON.parse(JSON.stringify(data)), JSON.parse(text), '');
      if (extra !== null) throw driftError(`${where}: \`${extra}\` is not in the answer's schema`);
    }
    return text;
  };
}

function driftError(drift: string): AppError {
  return new AppError(E.internal, undefined, 500, { drift });
}

function issuesOf(cause: unknown): string {
  const issues = (cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues ?? [];
  return issues.map((i) => `\`${i.path.map(String).join('.')}\` ${i.message}`).join('; ') || String(cause);
}

/** The first path present in `sent` (the handler's answer) and absent from `kept` (what the schema let through). */
function extraField(sent: unknown, kept: unknown, path: string): string | null {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    for (let i = 0; i < sent.length; i++) {
      const found = extraField(sent[i], kept[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isObject(sent) || !isObject(kept)) return null;
  for (const key of Object.keys(sent)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in kept)) return at;
    const found = extraField(sent[key], kept[key], at);
    if (found !== null) return found;
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The library's zod type provider, except that `ok: true` reads as a boolean on the handler's side: TypeScript
 * widens the literal a handler returns inside a generic call, and the schema still checks it when the answer is
 * sent. `app.withTypeProvider<AnswerTypeProvider>().get(url, { schema: answers(x) }, handler)` types the
 * handler's answer.
 */
export interface AnswerTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? LooseOk<z.input<this['schema']>> : unknown;
}
export type LooseOk<T> = T extends { ok: true } ? Omit<T, 'ok'> & { ok: boolean } : T;

/** A route's `schema` whose 200 answer is `answer`: `{ config, schema: answers(staffOrderOneAnswer) }`. */
export function answers<S extends z.ZodType>(answer: S) {
  return { response: { 200: answer } };
}

/** A route's `schema` whose 201 answer is `answer`. */
export function created<S extends z.ZodType>(answer: S) {
  return { response: { 201: answer } };
}
