/** Query keys starting with these are kept across reloads (courier screens, profiles, the staff order list and its pub). */
export const PERSISTED_QUERY_ROOTS = ['courier', 'orders', 'profile', 'pub'] as const;
