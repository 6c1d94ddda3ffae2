import { beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { fileTestApp } from '#test/app.ts';
import { aCompany, aPub, type CompanyFixture } from '#test/factories/accounts.ts';

const t = fileTestApp({ PUBLIC_URL: 'https://menu.example.md' });
let owner: CompanyFixture;
let other: CompanyFixture;
beforeAll(async () => {
  owner = await aCompany(t);
  other = await aCompany(t);
});

// The encoder is deterministic: the route's code equals the one made here from the expected link, so
// the test proves which URL the printed card leads to without a QR reader.
const svgOf = (link: string) => QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
const pngOf = (link: string) =>
  QRCode.toBuffer(link, { type: 'png', width: 1024, margin: 2, errorCorrectionLevel: 'M' });

describe('GET …/pubs/:pubID/qr?table=N', () => {
  it('encodes PUBLIC_URL/pub/{url_name}/?table=N as PNG (default) and SVG', async () => {
    const { pubId, urlName } = await aPub(t, owner);
    const url = `/api/company/${owner.companyId}/pubs/${pubId}/qr`;
    const png = await t.inject({ method: 'GET', url: `${url}?table=7`, headers: owner.headers });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`inline; filename="${urlName}-table-7.png"`);
    expect(png.rawPayload.equals(await pngOf(`https://menu.example.md/pub/${urlName}/?table=7`))).toBe(true);
    const svg = await t.inject({ method: 'GET', url: `${url}?table=12&format=svg`, headers: owner.headers });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toBe(await svgOf(`https://menu.example.md/pub/${urlName}/?table=12`));
    expect(svg.body).not.toBe(await svgOf(`https://menu.example.md/pub/${urlName}/?table=7`));
    expect(svg.headers['cache-control']).toBe('private, max-age=300');
  });

  it.each(['0', '1000', '07', '-1', '1.5', 'seven', '', '١'])('refuses table %j with 400 on `table`', async (table) => {
    const { pubId } = await aPub(t, owner);
    const res = await t.inject({
      method: 'GET',
      url: `/api/company/${owner.companyId}/pubs/${pubId}/qr?table=${encodeURIComponent(table)}`,
      headers: owner.headers,
    });
    expect(res.statusCode, table).toBe(400);
    expect(res.json()).toEqual({ ok: false, err: 'validation error', fields: { table: 'errors.table_range' } });
  });

  it('accepts 1 and 999, refuses another format, and another company', async () => {
    const { pubId } = await aPub(t, owner);
    const url = `/api/company/${owner.companyId}/pubs/${pubId}/qr`;
    expect((await t.inject({ method: 'GET', url: `${url}?table=1`, headers: owner.headers })).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `${url}?table=999&format=svg`, headers: owner.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `${url}?table=3&format=gif`, headers: owner.headers })).statusCode,
    ).toBe(400);
    expect((await t.inject({ method: 'GET', url: `${url}?table=3` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `${url}?table=3`, headers: other.headers })).statusCode).toBe(403);
  });
});
