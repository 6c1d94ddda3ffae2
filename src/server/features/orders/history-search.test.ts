import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { anOwnedPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { anOrder, aStaffLogin } from '#test/factories/orders.ts';
import { orders, pubs } from '../../db/schema.ts';

const t = fileTestApp();
let owner: CompanyFixture;
let pubId: number;
const numbers: Record<string, number> = {};

beforeAll(async () => {
  ({ owner, pubId } = await anOwnedPub(t));
  await t.app.db.update(pubs).set({ timezone: 'Europe/Chisinau' }).where(eq(pubs.id, pubId));
  // key, guest, status, placed at (UTC), phone, second phone
  const seeded: [string, string, string, string, string, string?][] = [
    ['ana', 'Ana Popescu', 'completed', '2026-11-20T21:30:00Z', '37369123456'], // 20th 23:30 local
    ['serghei', 'Сергей Иванов', 'canceled', '2026-11-20T22:30:00Z', '37378000111', '37369123456'], // 21st 00:30 local
    ['ion', 'Ion Ştefănescu', 'completed', '2026-11-22T10:00:00Z', '40721000222'],
    ['stefan', 'Ștefan Țurcanu', 'completed', '2026-11-24T10:00:00Z', '37369555111'],
    ['semen', 'Семён Ёлкин', 'completed', '2026-11-24T11:00:00Z', '37369555222'],
    ['waiting', 'Ana Maria', 'not_handled', '2026-11-23T10:00:00Z', '37369999999'],
  ];
  for (const [key, clientName, status, at, phone, second = ''] of seeded) {
    const o = await anOrder(t, pubId, { clientName, status, createdAt: new Date(at) });
    await t.app.db.update(orders).set({ mainPhoneNumber: phone, secondPhoneNumber: second }).where(eq(orders.id, o.id));
    numbers[key] = o.number;
  }
  // 25 more completed orders for paging.
  for (let i = 0; i < 25; i++) {
    const o = await anOrder(t, pubId, {
      clientName: `Guest ${i}`,
      status: 'completed',
      createdAt: new Date(Date.UTC(2026, 9, 1, 12, i)),
    });
    await t.app.db
      .update(orders)
      .set({ mainPhoneNumber: `3736000${String(i).padStart(4, '0')}` })
      .where(eq(orders.id, o.id));
  }
});

async function search(query: string, headers = owner.headers) {
  const res = await t.inject({
    method: 'GET',
    url: `/api/company/${owner.companyId}/pubs/${pubId}/orders/history?${query}`,
    headers,
  });
  expect(res.statusCode, query).toBe(200);
  return res.json() as { orders: { number: number; client_name: string }[]; total: number };
}
const found = async (query: string) => (await search(query)).orders.map((o) => o.number).sort((a, b) => a - b);
const ids = (...keys: string[]) => keys.map((k) => numbers[k]).sort((a, b) => a - b);

describe('GET …/orders/history search', () => {
  it('finds a phone however it is typed, on either phone', async () => {
    for (const typed of ['+373 69 123 456', '069123456', '(069) 123-456', '37369123456', '123 456']) {
      expect(await found(`q=${encodeURIComponent(typed)}`), typed).toEqual(ids('ana', 'serghei'));
    }
    expect(await found(`q=${encodeURIComponent('+40 721 000 222')}`)).toEqual(ids('ion'));
  });

  it('finds a name part case-insensitively, in Cyrillic and Romanian letters', async () => {
    expect(await found(`q=${encodeURIComponent('сергей')}`)).toEqual(ids('serghei'));
    expect(await found(`q=${encodeURIComponent('ştefăne')}`)).toEqual(ids('ion'));
    expect(await found('q=ana')).toEqual(ids('ana')); // "Ana Maria" is not closed yet
    expect(await found(`q=${encodeURIComponent('100%')}`)).toEqual([]);
  });

  it('finds a name typed without its diacritics or with the other ș/ț, and ё as е (the audit, 2026-11-25)', async () => {
    for (const typed of ['stefan turcanu', 'Ştefan Ţurcanu', 'ȘTEFAN Ț', 'țurcanu', ' turcanu ']) {
      expect(await found(`q=${encodeURIComponent(typed)}`), typed).toEqual(ids('stefan'));
    }
    expect(await found(`q=${encodeURIComponent('stefanescu')}`)).toEqual(ids('ion'));
    for (const typed of ['семен', 'Семён', 'ЕЛКИН'])
      expect(await found(`q=${encodeURIComponent(typed)}`), typed).toEqual(ids('semen'));
  });

  it('finds the order number', async () => {
    expect(await found(`q=${encodeURIComponent(`№${numbers.ion}`)}`)).toEqual(ids('ion'));
    expect(await found(`q=${encodeURIComponent(`№ ${numbers.ion}`)}`)).toEqual(ids('ion'));
    expect(await found(`q=${numbers.ion}`)).toEqual(ids('ion'));
    expect(await found(`q=${encodeURIComponent(`#${numbers.ion}`)}`)).toEqual(ids('ion'));
  });

  it("filters by the pub's local dates and by status", async () => {
    expect(await found('from=2026-11-20&to=2026-11-20')).toEqual(ids('ana'));
    expect(await found('from=2026-11-21&to=2026-11-22')).toEqual(ids('serghei', 'ion'));
    expect(await found('status=canceled')).toEqual(ids('serghei'));
    expect(await found('status=not_handled')).toEqual(ids('waiting'));
    expect(await found('status=completed&from=2026-11-20&to=2026-11-30')).toEqual(ids('ana', 'ion', 'stefan', 'semen'));
  });

  it('pages the matches, newest first, with the total', async () => {
    const first = await search('q=guest&page=1&page_size=10');
    const third = await search('q=guest&page=3&page_size=10');
    expect(first.total).toBe(25);
    expect(first.orders.map((o) => o.client_name).slice(0, 2)).toEqual(['Guest 24', 'Guest 23']);
    expect(third.orders.map((o) => o.client_name)).toEqual(['Guest 4', 'Guest 3', 'Guest 2', 'Guest 1', 'Guest 0']);
  });

  it('staff of the pub search too; bad filters are refused', async () => {
    const staff = await aStaffLogin(t, owner, pubId);
    expect((await search('q=ana', staff.headers)).total).toBe(1);
    for (const bad of ['status=eaten', 'from=20.11.2026', `q=${'x'.repeat(101)}`]) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/company/${owner.companyId}/pubs/${pubId}/orders/history?${bad}`,
        headers: owner.headers,
      });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
