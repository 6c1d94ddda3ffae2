import { describe, expect, it, vi } from 'vitest';

const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock('libphonenumber-js/min', () => {
  imported.count++;
  return {
    parsePhoneNumberFromString: (e164: string) => ({
      formatInternational: () => `${e164.slice(0, 3)} ${e164.slice(3)}`,
    }),
  };
});

describe('phone formats load only for another country (off the courier first load)', () => {
  it('a Moldovan number never loads libphonenumber; a Romanian one does', async () => {
    const { formatPhone } = await import('./format.ts');
    expect(formatPhone('37369123456')).toBe('+373 69 123 456');
    expect(formatPhone('069123456')).toBe('+373 69 123 456');
    await new Promise((r) => setTimeout(r, 0));
    expect(imported.count).toBe(0);
    formatPhone('40721234567');
    await vi.waitFor(() => expect(imported.count).toBe(1));
    expect(formatPhone('40721234567')).toBe('+40 721234567');
  });
});
