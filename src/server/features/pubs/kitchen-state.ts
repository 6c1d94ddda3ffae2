import type { FastifyInstance } from 'fastify';
import { PAUSE_ORDER_TYPES, type PauseOrderType } from '#shared/kitchen.ts';
import { busySchema, pauseSchema } from '#shared/schemas/kitchen.ts';
import { nextEndOfDay } from '#shared/time.ts';
import { AppError, E, parse } from '../../http.ts';
import { findPubForUpdate, updatePub, type PubChanges } from './repository.ts';
import { recordPubEvent } from '../../realtime/bus.ts';
import { scopedRoutes, type ScopedRequest } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import { kitchenStateOneAnswer } from '#shared/schemas/pub-answers.ts';
import { kitchenStateJson, type PubRow } from './json.ts';

const kitchen = { access: { roles: ['company', 'staff'] } } as const;
const answer = answers(kitchenStateOneAnswer);
type Changes = PubChanges;

/** The columns a pause of one order type sets (`all` sets both). */
function pauseColumns(type: PauseOrderType, paused: boolean, until: Date | null): Changes {
  const delivery: Changes = { deliveryPaused: paused, deliveryPausedUntil: until };
  const inPlace: Changes = { inPlacePaused: paused, inPlacePausedUntil: until };
  if (type === 'delivery') return delivery;
  if (type === 'in_place') return inPlace;
  return { ...delivery, ...inPlace };
}

/**
 * Pause and busy mode from the board or the owner (docs/product.md D13): `POST …/pause` {order_type, until},
 * `DELETE …/pause/{order_type}`, `POST …/busy` {extra_minutes, until}, `DELETE …/busy`. Each answers
 * `{ok, paused, busy_extra_minutes, busy_until}` and tells every open board of the pub through the outbox
 * (a `pub` event), so other tablets and the owner's screen change at once. Nothing runs to end a pause:
 * its end time is stored and every read compares it with now.
 */
export async function kitchenStateRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID';

  const save = async (request: ScopedRequest<typeof base>, changes: (pub: PubRow) => Changes) =>
    app.db.transaction(async (tx) => {
      const pub = (await findPubForUpdate(tx, request.scope.pubId))!;
      const after = (await updatePub(tx, pub.id, changes(pub)))!;
      await recordPubEvent(tx, pub.id);
      return { ok: true as const, ...kitchenStateJson(after) };
    });
  const endOf = (until: 'end_of_day' | Date | null, pub: PubRow) =>
    until === 'end_of_day' ? nextEndOfDay(pub.timezone) : until;

  route.post(`${base}/pause`, { config: kitchen, schema: answer }, async (request) => {
    const { order_type: type, until } = parse(pauseSchema, request.body);
    const answer = await save(request, (pub) => pauseColumns(type, true, endOf(until, pub)));
    // The owner hears of it in Telegram when linked (docs/product.md D15), after the commit; never fails the pause.
    await app.telegram.notify(request.scope.pubId, { kind: 'paused' }).catch(() => {});
    return answer;
  });

  route.delete(`${base}/pause/:orderType`, { config: kitchen, schema: answer }, async (request) => {
    const type = (request.params as { orderType: string }).orderType as PauseOrderType;
    if (!PAUSE_ORDER_TYPES.includes(type)) throw new AppError(E.notFound);
    return save(request, () => pauseColumns(type, false, null));
  });

  route.post(`${base}/busy`, { config: kitchen, schema: answer }, async (request) => {
    const { extra_minutes: extra, until } = parse(busySchema, request.body);
    const answer = await save(request, (pub) => ({ busyExtraMinutes: extra, busyUntil: endOf(until, pub) }));
    await app.telegram.notify(request.scope.pubId, { kind: 'busy', minutes: extra }).catch(() => {});
    return answer;
  });

  route.delete(`${base}/busy`, { config: kitchen, schema: answer }, async (request) =>
    save(request, () => ({ busyExtraMinutes: 0, busyUntil: null })),
  );
}
