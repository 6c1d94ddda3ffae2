import { choosableSlots, SLOT_MINUTES, slotStartOf, type ScheduleRules } from '#shared/slots.ts';
import { addDays, localDate, toWireTime } from '#shared/time.ts';
import type { Tx } from '../../db/client.ts';
import { takenPerSlot } from './repository/slots.ts';
import { AppError, E } from '../../http.ts';
import type { PubRow } from '../pubs/index.ts';

const STEP = SLOT_MINUTES * 60_000;
/** A full slot's refusal names at most this many free slots after it. */
export const NEXT_SLOTS = 3;

/** The places left in each of `starts` under `capacity` (null: unlimited). */
export async function freePlaces(
  db: Tx,
  pubId: number,
  type: string,
  capacity: number | null,
  starts: readonly Date[],
): Promise<(number | null)[]> {
  if (capacity === null || starts.length === 0) return starts.map(() => null);
  const used = await takenPerSlot(db, pubId, type, starts[0], new Date(starts[starts.length - 1].getTime() + STEP));
  return starts.map((s) => Math.max(0, capacity - (used.get(s.getTime()) ?? 0)));
}

/** Up to NEXT_SLOTS starts after `after` a guest may still choose and that have a free place. */
async function nextFreeSlots(
  db: Tx,
  pubId: number,
  type: string,
  capacity: number,
  after: Date,
  rules: ScheduleRules,
): Promise<string[]> {
  const found: string[] = [];
  const last = addDays(localDate(rules.now, rules.timeZone), rules.preorderDays);
  for (
    let date = localDate(after, rules.timeZone);
    date <= last && found.length < NEXT_SLOTS;
    date = addDays(date, 1)
  ) {
    const starts = choosableSlots(date, rules).filter((s) => s.getTime() > after.getTime());
    const free = await freePlaces(db, pubId, type, capacity, starts);
    starts.forEach((s, i) => {
      if (found.length < NEXT_SLOTS && (free[i] ?? 1) > 0) found.push(toWireTime(s));
    });
  }
  return found;
}

/** Thrown inside the order's transaction when its slot is full; `slotFullError` makes the answer after it. */
export class SlotFull extends Error {
  readonly start: Date;
  /** The order's schedule rules, for the free slots the answer names. */
  readonly rules: ScheduleRules;
  constructor(start: Date, rules: ScheduleRules) {
    super('slot is full');
    this.start = start;
    this.rules = rules;
  }
}

/**
 * Throws SlotFull when the order's slot (the one holding `promised`) already has the pub's `slot_capacity`
 * of its type. Call inside the order's transaction after the pub row is locked (the order-number update does
 * it), so racing guests are counted one after another and exactly one takes the last place.
 */
export async function checkSlotCapacity(
  tx: Tx,
  pub: PubRow,
  type: 'delivery' | 'in_place',
  promised: Date,
  rules: ScheduleRules,
): Promise<void> {
  const capacity = pub.slotCapacity[type] ?? null;
  if (capacity === null) return;
  const start = slotStartOf(promised);
  const used =
    (await takenPerSlot(tx, pub.id, type, start, new Date(start.getTime() + STEP))).get(start.getTime()) ?? 0;
  if (used >= capacity) throw new SlotFull(start, rules);
}

/**
 * 409 `slot is full` with `next_slots`: worked out after the transaction ended, so the pub row is not held
 * while the slots are generated.
 */
export async function slotFullError(
  db: Tx,
  pub: PubRow,
  type: 'delivery' | 'in_place',
  full: SlotFull,
  rules: ScheduleRules,
): Promise<AppError> {
  const capacity = pub.slotCapacity[type] ?? 1;
  return new AppError(E.slotFull, undefined, undefined, {
    next_slots: await nextFreeSlots(db, pub.id, type, capacity, full.start, rules),
  });
}
