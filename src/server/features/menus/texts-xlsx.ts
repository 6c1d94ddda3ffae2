import type { FastifyInstance } from 'fastify';
import type ExcelJS from 'exceljs';
import { mergeTexts, TEXT_LIMITS, type MenuLang, type TextField, type Translations } from '#shared/menu-texts.ts';
import { cleanText } from '#shared/text-hygiene.ts';
import { AppError, E } from '../../http.ts';
import type { Tx } from '../../db/client.ts';
import {
  loadTextItems,
  lockPubLanguages,
  pubSheetFacts,
  TEXT_KINDS,
  writeItemTexts,
  type TextItem,
  type TextKind,
} from './repository/texts.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import { textsImportAnswer } from '#shared/schemas/menu-answers.ts';

/** exceljs is loaded on a spreadsheet's first use, not at the server's start (it was 175 ms of a 1.8 s start). */
const newWorkbook = async () => new (await import('exceljs')).default.Workbook();

/**
 * The pub's menu texts as a spreadsheet a translator fills in (docs/product.md D18): one row per item and
 * field — columns kind, id, field, then one per language of the pub — exported, and imported back changing
 * only texts, matched by kind and id within this pub. A row that cannot apply is refused with its reason;
 * the others apply together.
 */
export const TEXTS_XLSX = '/api/company/:companyID/pubs/:pubID/texts.xlsx';
const owner = { access: { roles: ['company'] } } as const;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fieldsOf = (kind: TextKind): TextField[] => (kind === 'dish' ? ['name', 'ingredients'] : ['name']);

/** The text of one cell: the language's own, the plain field for the main language when it has none. */
const textOf = (item: TextItem, field: TextField, lang: MenuLang, main: MenuLang) =>
  item.translations[lang]?.[field] ?? (lang === main ? (field === 'name' ? item.name : item.ingredients) : '');

export async function textsXlsx(db: Tx, pubId: number, languages: readonly MenuLang[]): Promise<Buffer> {
  const book = await newWorkbook();
  const ws = book.addWorksheet('texts', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: 'kind', width: 10 },
    { header: 'id', width: 8 },
    { header: 'field', width: 12 },
    ...languages.map((l) => ({ header: l, width: 40 })),
  ];
  ws.getRow(1).font = { bold: true };
  for (const item of await loadTextItems(db, pubId)) {
    for (const field of fieldsOf(item.kind))
      ws.addRow([item.kind, item.id, field, ...languages.map((l) => textOf(item, field, l, languages[0]))]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Refusal {
  row: number;
  reason: string;
}

/** Reads the sheet's cells against the pub's items: the texts to write per item, and the refused rows. */
function readSheet(ws: ExcelJS.Worksheet, items: readonly TextItem[], languages: readonly MenuLang[]) {
  const header = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => header.set(cell.text.trim().toLowerCase(), col));
  if (!header.has('kind') || !header.has('id') || !header.has('field')) throw new AppError(E.badDocument);
  const columns = languages.flatMap((l) => (header.has(l) ? [[l, header.get(l)!] as const] : []));
  const byKey = new Map(items.map((i) => [`${i.kind}:${i.id}`, i]));
  const writes = new Map<TextItem, Translations>();
  const refused: Refusal[] = [];
  let changed = 0;
  ws.eachRow((row, number) => {
    if (number === 1) return;
    const cell = (col: number) => row.getCell(col).text ?? '';
    const kind = cell(header.get('kind')!).trim() as TextKind;
    const field = cell(header.get('field')!).trim() as TextField;
    const id = cell(header.get('id')!).trim();
    if (!kind && !id && !field) return;
    if (!TEXT_KINDS.includes(kind)) return void refused.push({ row: number, reason: 'unknown kind' });
    const item = /^\d{1,10}$/.test(id) ? byKey.get(`${kind}:${Number(id)}`) : undefined;
    if (!item) return void refused.push({ row: number, reason: 'unknown id' });
    if (!fieldsOf(kind).includes(field)) return void refused.push({ row: number, reason: 'unknown field' });
    const texts = columns.map(([lang, col]) => [lang, cell(col).trim()] as const);
    if (texts.some(([, text]) => text.length > TEXT_LIMITS[field]))
      return void refused.push({ row: number, reason: 'text is too long' });
    if (texts.some(([, text]) => cleanText(text)))
      return void refused.push({ row: number, reason: 'invalid characters' });
    if (field === 'name' && texts.some(([lang, text]) => lang === languages[0] && text === ''))
      return void refused.push({ row: number, reason: 'main name is required' });
    const next = { ...writes.get(item) };
    for (const [lang, text] of texts) {
      if (text === textOf(item, field, lang, languages[0])) continue;
      next[lang] = { ...next[lang], [field]: text };
      changed++;
    }
    if (Object.keys(next).length) writes.set(item, next);
  });
  return { writes, refused, changed };
}

export async function textsXlsxRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);

  route.get(TEXTS_XLSX, { config: owner }, async (request, reply) => {
    const pub = await pubSheetFacts(app.db, request.scope.pubId);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${pub.urlName}-texts.xlsx"`)
      .send(await textsXlsx(app.db, request.scope.pubId, pub.languages));
  });

  route.post(TEXTS_XLSX, { config: owner, schema: answers(textsImportAnswer) }, async (request) => {
    if (!request.isMultipart()) throw new AppError(E.validation, { file: 'errors.field_is_required' });
    const file = await request.file();
    if (!file || file.fieldname !== 'file') {
      if (file) await file.toBuffer().catch(() => undefined);
      throw new AppError(E.validation, { file: 'errors.field_is_required' });
    }
    // Past the multipart limit toBuffer throws, and the error handler answers 413.
    const bytes = await file.toBuffer();
    if (!(file.filename ?? '').toLowerCase().endsWith('.xlsx')) throw new AppError(E.invalidFileExtension);
    const book = await newWorkbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new AppError(E.badDocument);
    }
    const ws = book.worksheets[0];
    if (!ws) throw new AppError(E.badDocument);
    const pubId = request.scope.pubId;
    return app.db.transaction(async (tx) => {
      const languages = await lockPubLanguages(tx, pubId);
      const { writes, refused, changed } = readSheet(ws, await loadTextItems(tx, pubId), languages);
      for (const [item, translations] of writes) {
        // The plain texts stand for the main language where an older row has no text of its own for it.
        const main = languages[0];
        const plain = { name: item.name, ...(item.ingredients ? { ingredients: item.ingredients } : {}) };
        const current = { ...item.translations, [main]: { ...plain, ...item.translations[main] } };
        const merged = mergeTexts(current, { translations }, languages);
        // readSheet refused every row that could fail here (a language not offered, an empty main name).
        if ('field' in merged) continue;
        await writeItemTexts(tx, item, merged);
      }
      return { ok: true, changed, refused };
    });
  });
}
