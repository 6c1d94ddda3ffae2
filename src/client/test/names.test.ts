import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "admin" once meant both the owner area and the platform admin, and "client" both the guest and
 * src/client (decision 096). Code names say which: `platformAdmin…`, `owner…`, `guest…`/`…GuestAccount…`.
 * URL paths (`/admin/…`, `/api/client/…`), wire keys (`client_name`, role `'client'`) and storage
 * key values keep their names.
 */
const root = path.resolve(import.meta.dirname, '..');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !f.endsWith('names.test.ts'),
);

const AMBIGUOUS = [
  /\b(?:admin|Admin)(?:Queries|Calls|Order|Company|Pub|Courier|Table|Nav|Return|IndexRoute)\b/,
  /\b(?:set|uses)ParkedAdminSession\b/,
  /\b(?:register|login|delete|Delete)Client(?:Page|Route)?\b/,
  /\b(?:ClientDetails|clientName|ClientConfig)\b/,
];

describe('names that explain themselves', () => {
  it('no client file or identifier says "admin" or "client" where it means the platform admin, the owner area or the guest', () => {
    const found: string[] = [];
    for (const f of files) {
      if (/(^|\/)(admin|client)-[^/]*\.tsx?$|delete-client/.test(f)) found.push(f);
      const text = readFileSync(path.join(root, f), 'utf8');
      for (const re of AMBIGUOUS) {
        const m = text.match(re);
        if (m) found.push(`${f}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
