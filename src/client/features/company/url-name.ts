/**
 * Suggests a pub's url_name from its name while the owner has not typed one: lowercase Latin letters,
 * digits and hyphens (docs/product.md S5). Romanian diacritics lose their marks; Russian is transliterated.
 */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Lowercase, Russian letters in Latin ones, Romanian letters without their marks: "Casă Пицца" → "casa pitstsa". */
const latin = (text: string) =>
  text
    .toLowerCase()
    .replace(/[а-яё]/g, (c) => CYRILLIC[c] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function suggestUrlName(name: string): string {
  return latin(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * A link name as the owner types it: lowercase, Latin letters, each space a hyphen ("Casă Veche" → "casa-veche").
 * Other characters stay, so the field can say which of them cannot be in a link.
 */
export function typedUrlName(value: string): string {
  return latin(value).replace(/\s/g, '-');
}

/** The characters of a link name that cannot be in a link, each once: "bar!?" → ["!", "?"]. */
export function badUrlChars(value: string): string[] {
  return [...new Set(value.replace(/[a-z0-9-]/g, ''))];
}
