import { TIME_DEFAULTS, type TimeSettings } from '#shared/order-time.ts';
import { readTimeField, TIME_FIELD_LIMITS } from '#shared/schemas/order-time.ts';

/** The time settings as the owner types them (text, so a half-typed value stays on screen); '' capacity = unlimited. */
export interface TimeDraft {
  default_prep_minutes: string;
  courier_speed_kmh: string;
  preorder_days: string;
  slot_capacity_delivery: string;
  slot_capacity_in_place: string;
}

export type TimeDraftKey = keyof TimeDraft;
export const TIME_DRAFT_KEYS: readonly TimeDraftKey[] = [
  'default_prep_minutes',
  'courier_speed_kmh',
  'preorder_days',
  'slot_capacity_delivery',
  'slot_capacity_in_place',
];

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

export function timeDraftOf(pub: Partial<TimeSettings>): TimeDraft {
  const t = { ...TIME_DEFAULTS, ...pub };
  const capacity = { ...TIME_DEFAULTS.slot_capacity, ...t.slot_capacity };
  return {
    default_prep_minutes: text(t.default_prep_minutes),
    courier_speed_kmh: text(t.courier_speed_kmh),
    preorder_days: text(t.preorder_days),
    slot_capacity_delivery: text(capacity.delivery),
    slot_capacity_in_place: text(capacity.in_place),
  };
}

/** The rule each field of the draft is read by. */
const FIELD_OF = {
  default_prep_minutes: 'default_prep_minutes',
  courier_speed_kmh: 'courier_speed_kmh',
  preorder_days: 'preorder_days',
  slot_capacity_delivery: 'slot_capacity',
  slot_capacity_in_place: 'slot_capacity',
} as const;

/** The limits a field of the draft is checked against. */
export const limitsOf = (key: TimeDraftKey) => TIME_FIELD_LIMITS[FIELD_OF[key]];

/** The value the PUT takes for one field of the draft (undefined: not valid). */
export const timeValueOf = (key: TimeDraftKey, d: TimeDraft) => readTimeField(FIELD_OF[key], d[key]);

export const timeDraftValid = (d: TimeDraft) => TIME_DRAFT_KEYS.every((k) => timeValueOf(k, d) !== undefined);

/** The draft as the pub's PUT takes it (only call once `timeDraftValid`). */
export function timeSettingsOf(d: TimeDraft): TimeSettings {
  return {
    default_prep_minutes: timeValueOf('default_prep_minutes', d)!,
    courier_speed_kmh: timeValueOf('courier_speed_kmh', d)!,
    preorder_days: timeValueOf('preorder_days', d)!,
    slot_capacity: {
      delivery: timeValueOf('slot_capacity_delivery', d) ?? null,
      in_place: timeValueOf('slot_capacity_in_place', d) ?? null,
    },
  };
}

/** The draft with every field trimmed (so " 20" and "20" are the same value). */
export function trimTimeDraft(d: TimeDraft): TimeDraft {
  return Object.fromEntries(TIME_DRAFT_KEYS.map((k) => [k, d[k].trim()])) as unknown as TimeDraft;
}
