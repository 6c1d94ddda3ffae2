/**
 * Where the pub header's back button leads (docs/product.md S2 "Pub area"): none on the overview itself (with
 * or without a trailing slash); from a path ending in /orders to the overview; elsewhere one step
 * back in history. Staff never leave the orders pages (docs/product.md D4), so their back from an order
 * leads to the list and the list has none.
 */
export type BackTarget = { kind: 'none' } | { kind: 'link'; to: string } | { kind: 'history'; fallback: string };

export function backTarget(pathname: string, pubId: string | undefined, role: string | null): BackTarget {
  if (!pubId) return { kind: 'link', to: '/admin/company' };
  const base = `/admin/pub/${pubId}`;
  const path = pathname.replace(/\/+$/, '');
  if (path === base) return { kind: 'none' };
  if (path.endsWith('/orders')) return role === 'staff' ? { kind: 'none' } : { kind: 'link', to: base };
  if (role === 'staff') return { kind: 'link', to: `${base}/orders` };
  return { kind: 'history', fallback: base };
}
