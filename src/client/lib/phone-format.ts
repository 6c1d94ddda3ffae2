/**
 * Phones for people, apart from lib/format.ts's amounts and dates: a screen that shows only a phone (the login
 * page's support contacts) loads this small module alone.
 */
import { formatPhone as formatStoredPhone } from '#shared/phone.ts';

export { telHref } from '#shared/phone.ts';

let international: ((e164: string) => string | undefined) | undefined;
let loading: Promise<void> | null = null;

/**
 * libphonenumber (its metadata is ~29 KiB gzip) formats numbers of other countries; it loads on its
 * own, after first paint, so no first load carries it (size budgets). Moldovan numbers never need it.
 */
export function loadPhoneFormats(): Promise<void> {
  loading ??= import('libphonenumber-js/min')
    .then((m) => {
      international = (e164) => m.parsePhoneNumberFromString(e164)?.formatInternational();
    })
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** A stored phone for people (docs/product.md D0): +373 69 123 456; others once the formats loaded. */
export function formatPhone(stored: string): string {
  // Moldovan numbers format without the library: only another country's number asks for it
  // (every courier card formatting the venue's phone pulled ~29 KiB gzip into the first load).
  return formatStoredPhone(stored, (e164) => {
    if (!international) void loadPhoneFormats();
    return international?.(e164);
  });
}
