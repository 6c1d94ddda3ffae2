import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aGuestPub, type GuestPub } from '#test/factories/guest-pub.ts';
import { multipartBody } from '#test/factories/images.ts';
import { dishes, menus, pubs } from '../../db/schema.ts';

/** The menu texts spreadsheet: export, a translator's changes imported back, refused rows, a malformed file. */
let t: TestApp;
let p: GuestPub;
let other: GuestPub;
let owner: Record<string, string>;

const url = () => `/api/company/${p.company.companyId}/pubs/${p.pubId}/texts.xlsx`;
const upload = (bytes: Buffer, filename = 'texts.xlsx') => {
  const body = multipartBody('file', filename, bytes);
  return t.inject({ method: 'POST', url: url(), headers: { ...owner, ...body.headers }, payload: body.payload });
};

async function exported(): Promise<ExcelJS.Worksheet> {
  const res = await t.inject({ method: 'GET', url: url(), headers: owner });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0];
}
const rowOf = (ws: ExcelJS.Worksheet, kind: string, id: number, field: string) => {
  let found: ExcelJS.Row | undefined;
  ws.eachRow((row) => {
    if (row.getCell(1).text === kind && row.getCell(2).text === String(id) && row.getCell(3).text === field)
      found = row;
  });
  return found!;
};

beforeAll(async () => {
  t = await createTestApp();
  p = await aGuestPub(t);
  other = await aGuestPub(t);
  owner = { accesstoken: p.company.token };
  await t.app.db
    .update(pubs)
    .set({ languages: ['ro', 'ru'] })
    .where(eq(pubs.id, p.pubId));
  await t.app.db
    .update(dishes)
    .set({ translations: { ro: { name: 'Margherita' }, ru: { name: 'Маргарита' } } })
    .where(eq(dishes.id, p.dish.id));
});
afterAll(() => t.close());

describe('texts.xlsx', () => {
  it('exports one row per item and field: kind, id, field, then one column per language of the pub', async () => {
    const ws = await exported();
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['kind', 'id', 'field', 'ro', 'ru']);
    expect((rowOf(ws, 'dish', p.dish.id, 'name').values as unknown[]).slice(1)).toEqual([
      'dish',
      p.dish.id,
      'name',
      'Margherita',
      'Маргарита',
    ]);
    expect(rowOf(ws, 'dish', p.dish.id, 'ingredients')).toBeDefined();
    const [menu] = await t.app.db.select().from(menus).where(eq(menus.pubId, p.pubId));
    expect(rowOf(ws, 'menu', menu.id, 'name').getCell(5).text).toBe('');
  });

  it('imports the changed texts, matched by kind and id in this pub, and refuses what cannot apply, naming the row', async () => {
    const ws = await exported();
    const [menu] = await t.app.db.select().from(menus).where(eq(menus.pubId, p.pubId));
    rowOf(ws, 'menu', menu.id, 'name').getCell(5).value = 'Основное меню';
    rowOf(ws, 'dish', p.saleDish.id, 'name').getCell(5).value = 'Дьявола';
    rowOf(ws, 'dish', p.saleDish.id, 'name').getCell(4).value = 'Diavola picantă';
    const extra = [
      ['dish', other.dish.id, 'name', 'Străin', 'Чужое'],
      ['dish', 999_999, 'name', 'Nimic', 'Ничего'],
      ['dish', p.dish.id, 'price', '1', '1'],
      ['table', p.dish.id, 'name', 'x', 'x'],
      ['dish', p.dish.id, 'name', 'Margherita', 'щ'.repeat(501)],
      ['dish', p.dish.id, 'name', '', 'Без имени'],
    ];
    for (const row of extra) ws.addRow(row);
    const last = ws.rowCount;
    const book = ws.workbook;
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      changed: 3,
      refused: [
        { row: last - 5, reason: 'unknown id' },
        { row: last - 4, reason: 'unknown id' },
        { row: last - 3, reason: 'unknown field' },
        { row: last - 2, reason: 'unknown kind' },
        { row: last - 1, reason: 'text is too long' },
        { row: last, reason: 'main name is required' },
      ],
    });
    const [sale] = await t.app.db.select().from(dishes).where(eq(dishes.id, p.saleDish.id));
    expect(sale).toMatchObject({
      name: 'Diavola picantă',
      price: 120,
      salePrice: 100,
      translations: { ro: { name: 'Diavola picantă' }, ru: { name: 'Дьявола' } },
    });
    const [menuAfter] = await t.app.db.select().from(menus).where(eq(menus.id, menu.id));
    expect(menuAfter.translations.ru).toEqual({ name: 'Основное меню' });
    const [foreign] = await t.app.db.select().from(dishes).where(eq(dishes.id, other.dish.id));
    expect(foreign.name).toBe('Margherita');
    const [margherita] = await t.app.db.select().from(dishes).where(eq(dishes.id, p.dish.id));
    expect(margherita.translations.ru).toEqual({ name: 'Маргарита' });
  });

  it('an unchanged export imports with nothing changed', async () => {
    const ws = await exported();
    const res = await upload(Buffer.from(await ws.workbook.xlsx.writeBuffer()));
    expect(res.json()).toEqual({ ok: true, changed: 0, refused: [] });
  });

  it.each([
    ['a file that is not a spreadsheet', Buffer.from('PK not really a zip'), 'texts.xlsx', 'bad document'],
    ['another extension', Buffer.from('kind,id,field'), 'texts.csv', 'invalid file extension'],
  ])('refuses %s with 400, changing nothing', async (_name, bytes, filename, err) => {
    const before = await t.app.db.select().from(dishes).where(eq(dishes.pubId, p.pubId));
    const res = await upload(bytes, filename);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, err });
    expect(await t.app.db.select().from(dishes).where(eq(dishes.pubId, p.pubId))).toEqual(before);
  });

  it('refuses a sheet without the kind, id and field columns as a bad document', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['what', 'ever']);
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe('bad document');
  });
});
