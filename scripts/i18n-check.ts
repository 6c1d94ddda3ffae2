/**
 * Fails when a ru or ro catalog lacks a translation (docs/product.md D10: "the build fails on a missing
 * translation"), after re-extracting messages from the sources so new strings are seen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'extract', '--clean'], { stdio: 'ignore' });
let missing = 0;
for (const locale of ['ru', 'ro']) {
  const dir = path.join('locales', locale);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const entries = text.split(/\n\n+/);
    for (const entry of entries) {
      const id = /^msgid "(.+)"$/m.exec(entry)?.[1];
      if (!id) continue;
      if (/^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry)) {
        console.error(`missing ${locale} translation in ${file}: ${id}`);
        missing++;
      }
    }
  }
}
if (missing) {
  console.error(`${missing} missing translation(s)`);
  process.exit(1);
}
console.log('translations complete');
