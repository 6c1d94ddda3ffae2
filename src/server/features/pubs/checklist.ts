import type { FastifyInstance } from 'fastify';
import { findPub, firstDayFacts, markQrPrinted } from './repository.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import { CHECKLIST_STEPS, checklistAnswer, type ChecklistStep } from '#shared/schemas/pub-answers.ts';

const owner = { access: { roles: ['company'] } } as const;

/**
 * `GET …/checklist` → `{ok, steps:[{key, done}], complete}`; `POST …/qr-printed` marks the QR code printed
 * (the QR popup calls it on print and on download). A test order counts once someone on the board
 * (owner or staff) changed an order of the pub: it was placed and seen.
 */
export async function checklistRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID';

  route.get(`${base}/checklist`, { config: owner, schema: answers(checklistAnswer) }, async (request) => {
    const pubId = request.scope.pubId;
    const pub = (await findPub(app.db, pubId))!;
    const { hasDish, boardSawOrder } = await firstDayFacts(app.db, pubId);
    const done: Record<ChecklistStep, boolean> = {
      location: pub.lat !== null && pub.lng !== null,
      dish: hasDish,
      ordering: pub.shippingAvailable || pub.hasInPlaceOrder,
      qr_printed: pub.qrPrintedAt !== null,
      test_order: boardSawOrder,
    };
    const steps = CHECKLIST_STEPS.map((key) => ({ key, done: done[key] }));
    return { ok: true, steps, complete: steps.every((s) => s.done) };
  });

  route.post(`${base}/qr-printed`, { config: owner, schema: answers(okAnswer) }, async (request) => {
    await markQrPrinted(app.db, request.scope.pubId);
    return { ok: true };
  });
}
