import type { PushLanguage } from '#shared/schemas/push.ts';

/**
 * Push texts in the subscription's language. Server-side texts, so a small typed table like the Telegram
 * alerts rather than the client's Lingui catalogs. A courier's message names the town and the distance only;
 * a guest's names nothing but the order's state.
 */
export type PushMessage =
  | { kind: 'courier_available'; number: number; town: string; distanceM: number; pubName: string }
  | { kind: 'courier_reopened'; number: number; pubName: string }
  | { kind: 'courier_canceled'; number: number; pubName: string }
  | { kind: 'courier_prepared'; number: number; pubName: string }
  | { kind: 'kitchen_unacknowledged'; number: number }
  | { kind: 'kitchen_fire'; number: number; time: string }
  | { kind: 'guest_accepted'; number: number; time: string }
  | { kind: 'guest_later'; number: number; time: string }
  | { kind: 'guest_ready'; number: number; table: string }
  | { kind: 'guest_picked_up'; number: number }
  | { kind: 'guest_delivered'; number: number }
  | { kind: 'guest_canceled'; number: number; reason: string };

export interface PushText {
  title: string;
  body: string;
}

/** Metres as the courier's card shows them: "850 m", "2,4 km". */
export function distanceText(metres: number, lang: PushLanguage): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = (metres / 1000).toFixed(1);
  return `${lang === 'en' ? km : km.replace('.', ',')} km`;
}

type Table = { [K in PushMessage['kind']]: (m: Extract<PushMessage, { kind: K }>) => PushText };

const ru: Table = {
  courier_available: (m) => ({
    title: `Новый заказ №${m.number} — ${m.pubName}`,
    body: `${m.town || 'Город не указан'} · ${distanceText(m.distanceM, 'ru')}`,
  }),
  courier_reopened: (m) => ({ title: `Заказ №${m.number} снят с вас`, body: `${m.pubName} вернуло заказ в работу.` }),
  courier_canceled: (m) => ({ title: `Заказ №${m.number} отменён`, body: `${m.pubName} отменило заказ.` }),
  courier_prepared: (m) => ({ title: `Заказ №${m.number} готов`, body: `Можно забирать в ${m.pubName}.` }),
  kitchen_unacknowledged: (m) => ({
    title: `Новый заказ №${m.number} ждёт`,
    body: 'Заказ не принят уже больше минуты.',
  }),
  kitchen_fire: (m) => ({ title: `Пора готовить заказ №${m.number}`, body: `Заказ на ${m.time}.` }),
  guest_accepted: (m) => ({ title: `Заказ №${m.number} принят`, body: `Ориентировочное время: ${m.time}.` }),
  guest_later: (m) => ({ title: `Заказ №${m.number} задерживается`, body: `Новое время: ${m.time}.` }),
  guest_ready: (m) => ({
    title: `Заказ №${m.number} готов`,
    body: m.table ? `Несём к столику ${m.table}.` : 'Можно забирать.',
  }),
  guest_picked_up: (m) => ({ title: `Заказ №${m.number} в пути`, body: 'Курьер забрал заказ и едет к вам.' }),
  guest_delivered: (m) => ({ title: `Заказ №${m.number} доставлен`, body: 'Приятного аппетита!' }),
  guest_canceled: (m) => ({ title: `Заказ №${m.number} отменён`, body: m.reason || 'Заведение отменило заказ.' }),
};

const ro: Table = {
  courier_available: (m) => ({
    title: `Comandă nouă nr. ${m.number} — ${m.pubName}`,
    body: `${m.town || 'Localitate nespecificată'} · ${distanceText(m.distanceM, 'ro')}`,
  }),
  courier_reopened: (m) => ({
    title: `Comanda nr. ${m.number} nu mai este a dvs.`,
    body: `${m.pubName} a redeschis comanda.`,
  }),
  courier_canceled: (m) => ({
    title: `Comanda nr. ${m.number} a fost anulată`,
    body: `${m.pubName} a anulat comanda.`,
  }),
  courier_prepared: (m) => ({
    title: `Comanda nr. ${m.number} este gata`,
    body: `O puteți ridica de la ${m.pubName}.`,
  }),
  kitchen_unacknowledged: (m) => ({
    title: `Comanda nouă nr. ${m.number} așteaptă`,
    body: 'Comanda nu este acceptată de peste un minut.',
  }),
  kitchen_fire: (m) => ({
    title: `E timpul să pregătiți comanda nr. ${m.number}`,
    body: `Comanda este pentru ora ${m.time}.`,
  }),
  guest_accepted: (m) => ({ title: `Comanda nr. ${m.number} a fost acceptată`, body: `Ora estimată: ${m.time}.` }),
  guest_later: (m) => ({ title: `Comanda nr. ${m.number} întârzie`, body: `Ora nouă: ${m.time}.` }),
  guest_ready: (m) => ({
    title: `Comanda nr. ${m.number} este gata`,
    body: m.table ? `O aducem la masa ${m.table}.` : 'O puteți ridica.',
  }),
  guest_picked_up: (m) => ({
    title: `Comanda nr. ${m.number} este pe drum`,
    body: 'Curierul a ridicat comanda și vine spre dvs.',
  }),
  guest_delivered: (m) => ({ title: `Comanda nr. ${m.number} a fost livrată`, body: 'Poftă bună!' }),
  guest_canceled: (m) => ({
    title: `Comanda nr. ${m.number} a fost anulată`,
    body: m.reason || 'Localul a anulat comanda.',
  }),
};

const en: Table = {
  courier_available: (m) => ({
    title: `New order #${m.number} — ${m.pubName}`,
    body: `${m.town || 'Town not given'} · ${distanceText(m.distanceM, 'en')}`,
  }),
  courier_reopened: (m) => ({
    title: `Order #${m.number} is no longer yours`,
    body: `${m.pubName} reopened the order.`,
  }),
  courier_canceled: (m) => ({ title: `Order #${m.number} was canceled`, body: `${m.pubName} canceled the order.` }),
  courier_prepared: (m) => ({ title: `Order #${m.number} is ready`, body: `Pick it up at ${m.pubName}.` }),
  kitchen_unacknowledged: (m) => ({
    title: `New order #${m.number} is waiting`,
    body: 'Not accepted for over a minute.',
  }),
  kitchen_fire: (m) => ({ title: `Time to start order #${m.number}`, body: `The order is for ${m.time}.` }),
  guest_accepted: (m) => ({ title: `Order #${m.number} accepted`, body: `Expected at ${m.time}.` }),
  guest_later: (m) => ({ title: `Order #${m.number} is running late`, body: `New time: ${m.time}.` }),
  guest_ready: (m) => ({
    title: `Order #${m.number} is ready`,
    body: m.table ? `On its way to table ${m.table}.` : 'Ready to pick up.',
  }),
  guest_picked_up: (m) => ({ title: `Order #${m.number} is on its way`, body: 'The courier picked up your order.' }),
  guest_delivered: (m) => ({ title: `Order #${m.number} delivered`, body: 'Enjoy your meal!' }),
  guest_canceled: (m) => ({
    title: `Order #${m.number} was canceled`,
    body: m.reason || 'The venue canceled the order.',
  }),
};

const TABLES: Record<PushLanguage, Table> = { ru, ro, en };

export function pushText(lang: PushLanguage, m: PushMessage): PushText {
  const table = TABLES[lang] ?? ro;
  return (table[m.kind] as (m: PushMessage) => PushText)(m);
}

const REASONS: Record<PushLanguage, Record<string, string>> = {
  ru: {
    sold_out: 'Блюда закончились.',
    too_busy: 'Заведение перегружено.',
    closing: 'Заведение закрывается.',
    address: 'Не удаётся доставить по адресу.',
    no_answer: 'Не удалось до вас дозвониться.',
    client_refused: 'Заказ не был принят при доставке.',
    wrong_address: 'Неверный адрес.',
    venue_closed: 'Заведение закрылось.',
  },
  ro: {
    sold_out: 'Preparatele s-au terminat.',
    too_busy: 'Localul este supraaglomerat.',
    closing: 'Localul se închide.',
    address: 'Nu putem livra la această adresă.',
    no_answer: 'Nu am reușit să vă contactăm.',
    client_refused: 'Comanda nu a fost primită la livrare.',
    wrong_address: 'Adresa este greșită.',
    venue_closed: 'Localul s-a închis.',
  },
  en: {
    sold_out: 'Some dishes sold out.',
    too_busy: 'The venue is too busy.',
    closing: 'The venue is closing.',
    address: 'The address cannot be served.',
    no_answer: 'We could not reach you.',
    client_refused: 'The order was refused at delivery.',
    wrong_address: 'The address was wrong.',
    venue_closed: 'The venue has closed.',
  },
};

/** The cancel reason as the guest reads it: the venue's own words for `other`, else the reason's sentence. */
export function reasonText(lang: PushLanguage, code: string, text: string): string {
  if (code === 'other') return text.trim().slice(0, 140);
  return (REASONS[lang] ?? REASONS.ro)[code] ?? '';
}
