import type { FastifyInstance } from 'fastify';
import { slotsQuery } from '#shared/schemas/order-time.ts';
import { choosableSlots } from '#shared/slots.ts';
import { toWireTime } from '#shared/time.ts';
import { AppError, E, parse } from '../../http.ts';
import { scheduleRules } from './schedule.ts';
import { freePlaces } from './slot-capacity.ts';
import { findPubByUrlName } from './repository/pubs.ts';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { slotsAnswer } from '#shared/schemas/guest-page-answers.ts';

/**
 * `GET /api/client/pub/{url_name}/slots?type=&date=` (docs/product.md D16): the slot starts a guest may choose
 * on that local date, each with the places left (`free`, null = unlimited; a full slot is listed with 0). An
 * order takes a place in the slot holding its promised time, whatever its status, unless canceled. Delivery
 * travel is not known before the address, so a delivery's earliest slot here counts preparation only; the
 * order itself checks travel too.
 */
export async function slotRoutes(app: FastifyInstance) {
  const options = { config: { access: 'public' }, schema: answers(slotsAnswer) } as const;
  app.withTypeProvider<AnswerTypeProvider>().get('/api/client/pub/:urlName/slots', options, async (request) => {
    const { type, date } = parse(slotsQuery, request.query);
    const pub = await findPubByUrlName(app.db, (request.params as { urlName: string }).urlName);
    if (!pub) throw new AppError(E.notFound);
    const starts = choosableSlots(date, scheduleRules(pub, app.clock.now(), null));
    const free = await freePlaces(app.db, pub.id, type, pub.slotCapacity[type] ?? null, starts);
    return { ok: true, slots: starts.map((s, i) => ({ start: toWireTime(s), free: free[i] })) };
  });
}
