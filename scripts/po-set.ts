/**
 * Sets translations in a .po catalog: `node scripts/po-set.ts locales/ru/common.po file.json`, where the
 * JSON maps message ids to translations. Ids not in the catalog are reported; run `npm run i18n:extract` first.
 */
import fs from 'node:fs';

const [poPath, jsonPath] = process.argv.slice(2);
if (!poPath || !jsonPath) {
  console.error('usage: node scripts/po-set.ts <catalog.po> <translations.json>');
  process.exit(2);
}
const translations: Record<string, string> = JSON.parse(fs.readFileSync(jsonPath, 'utf8'));
const lines = fs.readFileSync(poPath, 'utf8').split('\n');
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const unesc = (s: string) => s.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
const out: string[] = [];
const done = new Set<string>();
for (let i = 0; i < lines.length; i++) {
  const line = lines[i];
  const m = /^msgid "(.*)"$/.exec(line);
  if (m) {
    // Multi-line msgid: collect continuation lines.
    let id = unesc(m[1]);
    out.push(line);
    while (lines[i + 1]?.startsWith('"')) {
      i++;
      id += unesc(lines[i].slice(1, -1));
      out.push(lines[i]);
    }
    if (id in translations && lines[i + 1]?.startsWith('msgstr ')) {
      i++;
      while (lines[i + 1]?.startsWith('"')) i++;
      out.push(`msgstr "${esc(translations[id])}"`);
      done.add(id);
    }
    continue;
  }
  out.push(line);
}
fs.writeFileSync(poPath, out.join('\n'));
const missing = Object.keys(translations).filter((id) => !done.has(id));
if (missing.length) console.warn(`not in ${poPath}: ${missing.join(', ')}`);
console.log(`${poPath}: ${done.size} set`);
