import type { FastifyInstance } from 'fastify';
import {
  availabilitySchema,
  commissionSchema,
  deliveryTypeSchema,
  geolocationSchema,
  preorderSchema,
  pricesSchema,
  shapesSchema,
  shippingTimeSchema,
  workHoursSchema,
  workRangesSchema,
} from '#shared/schemas/shipping.ts';
import { AppError, E, parse } from '../../http.ts';
import { workHoursFromRanges } from '#shared/open-hours.ts';
import { findPub, preorderJson, shippingJson, updatePub, type PubChanges, type PubRow } from '../pubs/index.ts';
import { pricesForShapes, unknownZoneFields } from './zone-prices.ts';
import { scopedRoutes, type ScopedRequest } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import { geolocationAnswer, preorderOneAnswer, shippingOneAnswer } from '#shared/schemas/shipping-answers.ts';

const owner = { access: { roles: ['company'] } } as const;
const shippingAnswer = { config: owner, schema: answers(shippingOneAnswer) } as const;
const located = { config: owner, schema: answers(geolocationAnswer) } as const;
type Changes = PubChanges;

/** The owner's shipping calls (docs/product.md S7, all POST under {pubID}/ but geolocation GET). */
export async function shippingSettingsRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID';

  const load = async (request: ScopedRequest<typeof base>): Promise<PubRow> =>
    (await findPub(app.db, request.scope.pubId))!;
  const save = async (request: ScopedRequest<typeof base>, changes: Changes): Promise<PubRow> =>
    (await updatePub(app.db, request.scope.pubId, changes))!;
  /** Every shipping call answers the whole shipping block, so the page can refresh from any answer. */
  const shippingCall = (path: string, handler: (request: ScopedRequest<typeof base>) => Promise<Changes>) =>
    route.post(`${base}/${path}`, shippingAnswer, async (request) => {
      const pub = await save(request, await handler(request));
      return { ok: true, ...shippingJson(pub) };
    });

  shippingCall('shipping', async (request) => {
    const { shapes } = parse(shapesSchema, request.body);
    const pub = await load(request);
    // Deleting a zone removes its prices; a new zone gets 0 in both maps, since the original client
    // draws one price input per key of them (docs/product.md D6).
    return {
      shapes,
      shippingPrices: pricesForShapes(pub.shippingPrices, shapes),
      freeDeliveryPrices: pricesForShapes(pub.freeDeliveryPrices, shapes),
    };
  });
  shippingCall('shipping-availability', async (request) => ({
    shippingAvailable: parse(availabilitySchema, request.body).available,
  }));
  shippingCall('shipping-time', async (request) => {
    const { from, to } = parse(shippingTimeSchema, request.body);
    return { shippingTimeFrom: from, shippingTimeTo: to };
  });
  shippingCall('shipping-work-hours', async (request) => {
    const { work_hours } = parse(workHoursSchema, request.body);
    // The original one range per day replaces each day's ranges (docs/product.md D15), so older clients keep working.
    return { workHours: work_hours.map(({ start, end }) => ({ start, end })), workRanges: null };
  });
  // Two ranges a day and closing days (docs/product.md D15); the first range mirrors into the original one-range hours.
  route.post(`${base}/work-ranges`, shippingAnswer, async (request) => {
    const body = parse(workRangesSchema, request.body);
    const week = body.work_ranges_for_week.map((d) => ({
      closed: d.closed,
      ranges: d.closed ? [] : d.ranges.map(({ start, end }) => ({ start, end })),
    }));
    const closedDates = [...new Set(body.closed_dates)].sort();
    const pub = await save(request, { workRanges: week, workHours: workHoursFromRanges(week), closedDates });
    // Like every shipping call, the whole shipping block (which carries the ranges and closing days).
    return { ok: true, ...shippingJson(pub) };
  });
  const pricesCall = (path: string, column: 'shippingPrices' | 'freeDeliveryPrices') =>
    shippingCall(path, async (request) => {
      const { prices } = parse(pricesSchema, request.body);
      const pub = await load(request);
      const unknown = unknownZoneFields(prices, pub.shapes);
      if (unknown) throw new AppError(E.validation, unknown);
      return { [column]: prices };
    });
  pricesCall('shipping-price', 'shippingPrices');
  pricesCall('shipping-free-delivery-prices', 'freeDeliveryPrices');
  shippingCall('delivery-type', async (request) => ({
    deliveryType: parse(deliveryTypeSchema, request.body).delivery_type,
  }));
  shippingCall('add-commission-to-dish-prices', async (request) => ({
    addCommissionToDishPrices: parse(commissionSchema, request.body).add_commission_to_dish_prices,
  }));

  route.post(`${base}/preorder`, { config: owner, schema: answers(preorderOneAnswer) }, async (request) => {
    const body = parse(preorderSchema, request.body);
    const pub = await save(request, { cardPreorder: body.card_preorder, cashPreorder: body.cash_preorder });
    return { ok: true, ...preorderJson(pub) };
  });

  // An unset location answers 0, 0 (as the original client reads it).
  route.get(`${base}/geolocation`, located, async (request) => {
    const pub = await load(request);
    return { ok: true, lat: pub.lat ?? 0, lng: pub.lng ?? 0 };
  });
  route.post(`${base}/geolocation`, located, async (request) => {
    const { lat, lng } = parse(geolocationSchema, request.body);
    const pub = await save(request, { lat, lng });
    return { ok: true, lat: pub.lat ?? lat, lng: pub.lng ?? lng };
  });
}
