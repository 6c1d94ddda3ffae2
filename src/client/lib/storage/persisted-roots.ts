/** Query keys starting with these are kept across reloads (courier screens, profiles, the staff order list). */
export const PERSISTED_QUERY_ROOTS = ['courier', 'orders', 'profile'] as const;
