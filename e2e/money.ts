/**
 * An amount as the screens show it in any interface language (ro "89,90 lei", ru "89,90 Lei",
 * en "89.90 Lei"), for assertions that are about the amount, not the language.
 */
export function money(amount: string): RegExp {
  const [whole, cents] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[ .\\u00a0\\u202f]?');
  return new RegExp(`${amount.startsWith('-') ? '[-\\u2212]' : '(?<![-\\u2212])'}${grouped}[.,]${cents}\\s(?:Lei|lei)`);
}
