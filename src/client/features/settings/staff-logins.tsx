/**
 * Placeholder for the staff logins section; the orders-board helper replaces this file with the
 * real list (create, rename, delete staff logins).
 */
export function StaffLogins(_props: { companyId: number; pubId: number }) {
  return null;
}
