/**
 * Report queries that every report (JSON, CSV, XLSX) refuses with a validation error: 367 days, `from` after `to`, a
 * day that does not exist, no `to`, no range at all.
 */
export const REFUSED_RANGES = [
  'from=2025-11-21&to=2026-11-23',
  'from=2026-11-22&to=2026-11-21',
  'from=2026-02-30&to=2026-03-01',
  'from=2026-11-20',
  '',
];
