import type ExcelJS from 'exceljs';
import type { Report } from './report.ts';

/** exceljs is loaded on a spreadsheet's first use, not at the server's start (it was 175 ms of a 1.8 s start). */
const newWorkbook = async () => new (await import('exceljs')).default.Workbook();

/** The languages of the owner's spreadsheet (the owner screens' languages). */
export const XLSX_LANGUAGES = ['ro', 'ru'] as const;
export type XlsxLanguage = (typeof XLSX_LANGUAGES)[number];

/**
 * Server-side texts of the spreadsheet, a small typed table like the Telegram alerts (docs/decisions/152);
 * the words are the ones the owner's reports screen uses.
 */
const TEXTS = {
  ro: {
    sheets: { days: 'Pe zile', top: 'Cele mai vândute', payment: 'Metode de plată', type: 'Tipuri de comenzi' },
    date: 'Data',
    orders: 'Comenzi',
    completed: 'Finalizate',
    canceled: 'Anulate',
    revenue: 'Încasări, lei',
    prep: 'Preparare medie, min',
    dish: 'Preparat',
    portions: 'Porții',
    payment: 'Metoda de plată',
    type: 'Tipul comenzii',
    keys: {
      cash: 'Numerar',
      card_offline: 'Card la livrare',
      online: 'Online',
      delivery: 'Livrare',
      in_place: 'La masă',
    } as Record<string, string>,
  },
  ru: {
    sheets: { days: 'По дням', top: 'Популярные блюда', payment: 'Способы оплаты', type: 'Типы заказов' },
    date: 'Дата',
    orders: 'Заказы',
    completed: 'Выполнены',
    canceled: 'Отменены',
    revenue: 'Выручка, лей',
    prep: 'Среднее приготовление, мин',
    dish: 'Блюдо',
    portions: 'Порций',
    payment: 'Способ оплаты',
    type: 'Тип заказа',
    keys: {
      cash: 'Наличные',
      card_offline: 'Карта при получении',
      online: 'Онлайн',
      delivery: 'Доставка',
      in_place: 'За столиком',
    } as Record<string, string>,
  },
} satisfies Record<XlsxLanguage, unknown>;

/** Cell formats: the digits are fixed, the separators and the date order come from the reader's regional settings. */
const MONEY = '0.00';
const DATE = 'dd.mm.yyyy';
const MINUTES = '0.0';

interface Column {
  header: string;
  width: number;
  numFmt?: string;
}

function sheet(book: ExcelJS.Workbook, name: string, columns: Column[], rows: unknown[][]) {
  const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  ws.getRow(1).font = { bold: true };
  ws.addRows(rows);
}

/**
 * The report as a spreadsheet for people: a sheet per table (days, top dishes, by payment, by type), headers in
 * the owner's language, days as real dates (a local day is written as midnight UTC of that date, which is how
 * spreadsheet dates carry no zone) and amounts as numbers shown with two decimals.
 */
export async function reportXlsx(report: Report, lang: XlsxLanguage): Promise<Buffer> {
  const t = TEXTS[lang];
  const book = await newWorkbook();
  book.creator = 'Tavola';
  sheet(
    book,
    t.sheets.days,
    [
      { header: t.date, width: 14, numFmt: DATE },
      { header: t.orders, width: 12 },
      { header: t.completed, width: 12 },
      { header: t.canceled, width: 12 },
      { header: t.revenue, width: 16, numFmt: MONEY },
      { header: t.prep, width: 26, numFmt: MINUTES },
    ],
    report.days.map((d) => [
      new Date(`${d.date}T00:00:00Z`),
      d.orders,
      d.completed,
      d.canceled,
      d.revenue,
      d.avg_prep_minutes,
    ]),
  );
  sheet(
    book,
    t.sheets.top,
    [
      { header: t.dish, width: 36 },
      { header: t.portions, width: 12 },
      { header: t.revenue, width: 16, numFmt: MONEY },
    ],
    report.top_dishes.map((d) => [d.name, d.count, d.revenue]),
  );
  for (const [name, header, rows] of [
    [t.sheets.payment, t.payment, report.by_payment],
    [t.sheets.type, t.type, report.by_type],
  ] as const) {
    sheet(
      book,
      name,
      [
        { header, width: 24 },
        { header: t.completed, width: 12 },
        { header: t.revenue, width: 16, numFmt: MONEY },
      ],
      Object.entries(rows).map(([key, v]) => [t.keys[key] ?? key, v.count, v.revenue]),
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
