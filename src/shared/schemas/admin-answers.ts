import { z } from 'zod';
import { id } from './answer-id.ts';
import { okAnswer } from './ok-answer.ts';
import { companyInfoAnswer } from './company-answers.ts';
import { staffOrderAnswer } from './order-answers.ts';

/** What the server answers the platform admin: every pub's orders, companies, pubs and couriers. */

/** An order of any pub, as the staff see it, with the pub and company it belongs to. */
export const platformAdminOrderAnswer = staffOrderAnswer.extend({
  pub_name: z.string(),
  pub_url_name: z.string(),
  company_id: id,
});
export type PlatformAdminOrder = z.output<typeof platformAdminOrderAnswer>;
export const platformAdminOrdersAnswer = okAnswer.extend({ orders: z.array(platformAdminOrderAnswer) });

/** A company: the fields its owner reads, with when it was made and how many pubs it has. */
export const platformAdminCompanyAnswer = companyInfoAnswer
  .pick({ id: true, name: true, email: true, phone: true, tariff: true })
  .extend({ created_time: z.string(), pubs_count: z.number().int() });
export type PlatformAdminCompany = z.output<typeof platformAdminCompanyAnswer>;
export const platformAdminCompaniesAnswer = okAnswer.extend({
  companies: z.array(platformAdminCompanyAnswer),
});
/** A tariff change names the company and the tariff it now has. */
export const tariffSetAnswer = okAnswer.extend({
  company: platformAdminCompanyAnswer.pick({ id: true, name: true, tariff: true }),
});

/** A pub and until when it is paid for. */
const platformAdminPubBase = z.object({
  id,
  name: z.string(),
  url_name: z.string(),
  company_id: id,
  expiration_time_utc: z.string(),
  expired: z.boolean(),
});
export const platformAdminPubAnswer = platformAdminPubBase.extend({ company_name: z.string() });
export type PlatformAdminPub = z.output<typeof platformAdminPubAnswer>;
export const platformAdminPubsAnswer = okAnswer.extend({ pubs: z.array(platformAdminPubAnswer) });
export const pubExtendedAnswer = okAnswer.extend({ pub: platformAdminPubBase });

export const platformAdminCourierAnswer = z.object({
  id,
  full_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  telegram_username: z.string(),
  balance: z.number(),
});
export type PlatformAdminCourier = z.output<typeof platformAdminCourierAnswer>;
export const platformAdminCouriersAnswer = okAnswer.extend({
  couriers: z.array(platformAdminCourierAnswer),
});
/** A top-up answers the courier's new balance. */
export const courierBalanceAnswer = okAnswer.extend({ balance: z.number() });

/** The original client's way into a pub: the pub and company whose owner session the cookie now holds. */
export const pubRefreshTokenAnswer = okAnswer.extend({
  pub_id: id,
  company_id: id,
});

/** Viewing a pub as its owner: a short-lived owner token and the names for the view's bar. */
export const viewAsOwnerAnswer = okAnswer.extend({
  accesstoken: z.string(),
  pub_id: id,
  pub_name: z.string(),
  company_id: id,
  company_name: z.string(),
});
export type ViewAsOwner = z.output<typeof viewAsOwnerAnswer>;
