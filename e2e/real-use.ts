import { expect, type Page } from '@playwright/test';

/**
 * Checks a person would make by eye, made by the browser tests of every screen:
 * touch targets a finger can hit, and no raw message key or English word on a ru/ro screen.
 */

/** Every visible, enabled control is at least `min`×`min` CSS px (links inside running text excepted). */
export async function expectTouchTargets(page: Page, min = 44) {
  const small = await page.evaluate((minimum) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], summary';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"], [inert]'))
        continue;
      if ((el as HTMLButtonElement).disabled) continue;
      // A checkbox, radio or file input counts by its label when the label is the target (the usual
      // pattern; a styled upload button hides its 1×1 file input inside the label), and so does any
      // visually hidden input whose visible label is the target.
      const hiddenLabel =
        el instanceof HTMLInputElement && el.getBoundingClientRect().width <= 1 && el.labels?.length
          ? el.labels[0]
          : null;
      const target =
        (el instanceof HTMLInputElement &&
          (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file') &&
          el.closest('label')) ||
        hiddenLabel ||
        el;
      // A link inside a sentence is text, not a control (WCAG 2.5.8 exception).
      if (
        el.tagName === 'A' &&
        el.parentElement &&
        getComputedStyle(el).display === 'inline' &&
        (el.parentElement.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 20
      )
        continue;
      const r = target.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < minimum - 0.5 || r.height < minimum - 0.5) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.tagName)
          .trim()
          .slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  }, min);
  expect(small, `touch targets under ${min}×${min} px`).toEqual([]);
}

/** Words that give away a missing translation on a ru/ro screen (whole words, case-insensitive). */
const ENGLISH = [
  'the',
  'and',
  'order',
  'orders',
  'save',
  'cancel',
  'loading',
  'delivery',
  'error',
  'add',
  'delete',
  'close',
  'menu',
  'price',
  'phone',
  'name',
  'settings',
  'logout',
  'login',
  'submit',
  'undefined',
  'null',
  'NaN',
];

/** No raw Lingui/message key (`errors.foo`, `admin.x.y`) and no common English word in the visible text. */
export async function expectNoRawText(page: Page) {
  const text = await page.evaluate(() => document.body.innerText);
  const keys = text.match(/\b[a-z]+(?:_[a-z]+)*\.[a-z_]+(?:\.[a-z_]+)+\b/g) ?? [];
  expect(keys, 'raw message keys on screen').toEqual([]);
  const words = text.match(/[A-Za-z]+/g) ?? [];
  const english = words.filter((w) => ENGLISH.includes(w.toLowerCase()) || ENGLISH.includes(w));
  expect(english, 'English words on a ru/ro screen').toEqual([]);
}
