import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { REFUSED_RANGES } from '#test/report-ranges.ts';
import { fileOwnedPub } from '#test/factories/accounts.ts';
import { anOrder, aStaffLogin } from '#test/factories/orders.ts';
import { orderStatusHistory, orders, pubs } from '../../db/schema.ts';

const t = fileTestApp();
const pub = fileOwnedPub(t);
let urlName: string;

// Chișinău is UTC+2 in November. Two completed orders on the 21st local day, nothing on the 20th.
beforeAll(async () => {
  const [updated] = await t.app.db
    .update(pubs)
    .set({ timezone: 'Europe/Chisinau' })
    .where(eq(pubs.id, pub.pubId))
    .returning({ urlName: pubs.urlName });
  urlName = updated.urlName;
  // Card, in place: 99.99 + 3 × 10.50 = 131.49, prepared in 30 minutes.
  const a = await anOrder(t, pub.pubId, {
    createdAt: new Date('2026-11-20T22:30:00Z'),
    status: 'completed',
    orderType: 'in_place',
    dishes: [
      { dishId: 102, name: 'Борщ', count: 1, price: 99.99 },
      { dishId: 103, name: 'Mămăligă', count: 3, price: 10.5 },
    ],
  });
  await t.app.db.update(orders).set({ paymentType: 'card_offline' }).where(eq(orders.id, a.id));
  await t.app.db.insert(orderStatusHistory).values([
    { orderId: a.id, status: 'preparing', actorRole: 'staff', at: new Date('2026-11-20T22:31:00Z') },
    { orderId: a.id, status: 'completed', actorRole: 'staff', at: new Date('2026-11-20T23:01:00Z') },
  ]);
  // Cash delivery with commission: 2 × 55.00 = 110.00 → 100.00 without it.
  await anOrder(t, pub.pubId, {
    createdAt: new Date('2026-11-21T12:00:00Z'),
    status: 'completed',
    commissionApplied: true,
    dishes: [{ dishId: 101, name: 'Plăcintă cu brânză', count: 2, price: 55 }],
  });
});

const url = (query: string) => `${pub.url}/reports.xlsx?${query}`;
const get = (query: string, headers = pub.owner.headers) => t.inject({ method: 'GET', url: url(query), headers });

async function workbook(query: string) {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, book };
}
const rows = (ws: ExcelJS.Worksheet) =>
  ws
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
/**
 * The payment and order type sheets: the same numbers in every language (cash delivery, card at the table), under
 * that language's words.
 */
const paymentRows = (head: string[], cash: string, card: string, online: string) => [
  head,
  [cash, 1, 100],
  [card, 1, 131.49],
  [online, 0, 0],
];
const typeRows = (head: string[], delivery: string, inPlace: string) => [
  head,
  [delivery, 1, 100],
  [inPlace, 1, 131.49],
];

describe('GET …/reports.xlsx', () => {
  it('Romanian: a sheet per table, headers in Romanian, dates as dates, amounts as two-decimal numbers', async () => {
    const { res, book } = await workbook('from=2026-11-20&to=2026-11-21&lang=ro');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${urlName}-2026-11-20-2026-11-21.xlsx"`);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Pe zile',
      'Cele mai vândute',
      'Metode de plată',
      'Tipuri de comenzi',
    ]);
    const [days, top, payment, type] = book.worksheets;
    expect(rows(days)).toEqual([
      ['Data', 'Comenzi', 'Finalizate', 'Anulate', 'Încasări, lei', 'Preparare medie, min'],
      [new Date('2026-11-20T00:00:00Z'), 0, 0, 0, 0, 0],
      [new Date('2026-11-21T00:00:00Z'), 2, 2, 0, 231.49, 30],
    ]);
    expect(days.getCell('A3').type).toBe(ExcelJS.ValueType.Date);
    expect(days.getCell('A3').numFmt).toBe('dd.mm.yyyy');
    expect(days.getCell('E3').type).toBe(ExcelJS.ValueType.Number);
    expect(days.getCell('E3').numFmt).toBe('0.00');
    expect(rows(top)).toEqual([
      ['Preparat', 'Porții', 'Încasări, lei'],
      ['Mămăligă', 3, 31.5],
      ['Plăcintă cu brânză', 2, 100],
      ['Борщ', 1, 99.99],
    ]);
    expect(top.getCell('C4').numFmt).toBe('0.00');
    expect(rows(payment)).toEqual(
      paymentRows(['Metoda de plată', 'Finalizate', 'Încasări, lei'], 'Numerar', 'Card la livrare', 'Online'),
    );
    expect(rows(type)).toEqual(typeRows(['Tipul comenzii', 'Finalizate', 'Încasări, lei'], 'Livrare', 'La masă'));
  });

  it('Russian: the same numbers under Russian headers and labels', async () => {
    const { book } = await workbook('from=2026-11-21&to=2026-11-21&lang=ru');
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'По дням',
      'Популярные блюда',
      'Способы оплаты',
      'Типы заказов',
    ]);
    expect(rows(book.worksheets[0])).toEqual([
      ['Дата', 'Заказы', 'Выполнены', 'Отменены', 'Выручка, лей', 'Среднее приготовление, мин'],
      [new Date('2026-11-21T00:00:00Z'), 2, 2, 0, 231.49, 30],
    ]);
    expect(rows(book.worksheets[1])[0]).toEqual(['Блюдо', 'Порций', 'Выручка, лей']);
    expect(rows(book.worksheets[2])).toEqual(
      paymentRows(['Способ оплаты', 'Выполнены', 'Выручка, лей'], 'Наличные', 'Карта при получении', 'Онлайн'),
    );
    expect(rows(book.worksheets[3])).toEqual(
      typeRows(['Тип заказа', 'Выполнены', 'Выручка, лей'], 'Доставка', 'За столиком'),
    );
  });

  it('without lang the headers are Romanian', async () => {
    const { book } = await workbook('from=2026-11-21&to=2026-11-21');
    expect(book.worksheets[0].getCell('A1').value).toBe('Data');
  });

  it('refuses what the JSON report refuses, and an unknown language, with a validation error', async () => {
    for (const q of [...REFUSED_RANGES, 'from=2026-11-20&to=2026-11-21&lang=en']) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().err, q).toBe('validation error');
    }
  });

  it("is the owner's: the pub's staff are refused", async () => {
    const staff = await aStaffLogin(t, pub.owner, pub.pubId);
    expect((await get('from=2026-11-20&to=2026-11-21', staff.headers)).statusCode).toBe(403);
  });
});
