import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The guest reads Romanian in the polite register (dvs.) everywhere: the menu and checkout (guest), the
 * status page and pause notice (guest-more), promised times and the checkout's "When?" (guest-time), and deleting
 * a guest account (account-deletion). Each translation is checked for the familiar forms: "tu" possessives and
 * pronouns, 2nd-person verbs, and the familiar imperatives these pages' buttons would use.
 */
const CATALOGS = ['guest', 'guest-more', 'guest-time', 'account-deletion'];
const FAMILIAR_WORDS = [
  'tu',
  'tău',
  'ta',
  'tale',
  'tăi',
  'te',
  'îți',
  'ți',
  'ai',
  'ești',
  'poți',
  'vrei',
  'preferi',
  'alegi',
];
// These read as the 3rd person mid-sentence ("Localurile păstrează"); first in a label or sentence they are imperatives.
const FAMILIAR_IMPERATIVES = [
  'adaugă',
  'finalizează',
  'folosește',
  'alege',
  'atinge',
  'scoate',
  'elimină',
  'trimite',
  'păstrează',
  'întreabă',
  'continuă',
  'încearcă',
  'apasă',
  'scrie',
  'șterge',
  'verifică',
  'sună',
  'introdu',
  'completează',
  'selectează',
  'închide',
];
// Whole words, case-insensitive. A pronoun joined by a hyphen is part of another word ("Sunați-mă" is polite,
// not "ți"); an imperative keeps its hyphenated pronoun ("Elimină-le" is familiar).
const words = (list: string[]) => `(?:${list.join('|')})`;
const familiar = new RegExp(
  `(?<![\\p{L}-])${words(FAMILIAR_WORDS)}(?![\\p{L}-])|(?:^|[.;:!?—]\\s+|\\(|\\s[-–]\\s)${words(FAMILIAR_IMPERATIVES)}(?!\\p{L})`,
  'iu',
);

function translations(catalog: string): [string, string][] {
  const po = fs.readFileSync(path.resolve('locales/ro', `${catalog}.po`), 'utf8');
  return [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((m) => [m[1], m[2]]);
}

describe('Romanian on the guest’s pages is in the polite register', () => {
  for (const catalog of CATALOGS) {
    it(`locales/ro/${catalog}.po has no familiar form`, () => {
      const all = translations(catalog);
      expect(all.length).toBeGreaterThan(5);
      expect(all.filter(([, text]) => familiar.test(text)).map(([id, text]) => `${id}: ${text}`)).toEqual([]);
    });
  }
});
