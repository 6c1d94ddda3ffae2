import { isOpenAtLocal, type HoursInput, type LocalMoment } from './open-hours.ts';
import { addDays, localDate, localWeekMinute } from './time.ts';

/** Scheduled orders and slots (docs/product.md D16): 15-minute slots of the pub's local time. */
export const SLOT_MINUTES = 15;
const STEP = SLOT_MINUTES * 60_000;

/** The start of the slot holding `at`: every zone's offset is a multiple of 15 minutes, so UTC quarter hours are local ones. */
export function slotStartOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / STEP) * STEP);
}

/**
 * The starts (UTC) of the 15-minute local slots of `date` ("YYYY-MM-DD" local) that lie inside the pub's hours
 * for their whole length: open at the start and still open in the slot's last minute, so a slot that would
 * end after closing (hours ending off the quarter hour) is not offered.
 */
export function slotStartsOn(date: string, hours: HoursInput, timeZone: string): Date[] {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const from = midnight - 14 * 3_600_000;
  const to = midnight + 38 * 3_600_000;
  // Reading the zone is the cost: when the offset is the same at both ends of the window (every day but a
  // daylight-saving one), it is read twice and applied to every quarter hour; otherwise each is read.
  const first = offsetMinutes(from, timeZone);
  const fixed = first === offsetMinutes(to, timeZone) ? first : null;
  const starts: Date[] = [];
  // Every zone's offset lies within ±14 h and is a multiple of 15 minutes, so UTC quarter hours cover every local one.
  for (let t = from; t < to; t += STEP) {
    const local = localAt(t, timeZone, fixed);
    if (local.date !== date || local.minute % SLOT_MINUTES !== 0) continue;
    if (isOpenAtLocal(hours, local) && isOpenAtLocal(hours, localAt(t + STEP - 60_000, timeZone, fixed)))
      starts.push(new Date(t));
  }
  return starts;
}

/** Minutes the zone's clock is ahead of UTC at `t` (a whole minute). */
function offsetMinutes(t: number, timeZone: string): number {
  const at = new Date(Math.floor(t / 60_000) * 60_000);
  const wall = Date.parse(`${localDate(at, timeZone)}T00:00:00Z`) + localWeekMinute(at, timeZone).minute * 60_000;
  return Math.round((wall - at.getTime()) / 60_000);
}

/** The moment `t` on the pub's clock, with a known offset or one read from the zone. */
function localAt(t: number, timeZone: string, offset: number | null): LocalMoment {
  const wall = new Date(t + (offset ?? offsetMinutes(t, timeZone)) * 60_000);
  return {
    day: (wall.getUTCDay() + 6) % 7,
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    date: wall.toISOString().slice(0, 10),
  };
}

export interface ScheduleRules {
  hours: HoursInput;
  timeZone: string;
  preorderDays: number;
  /** The earliest time an order placed now can be promised (now + preparation, + travel for delivery). */
  earliest: Date;
  now: Date;
}

/** The slot starts a guest may choose on a local date: inside the hours, not too soon, within the pre-order days. */
export function choosableSlots(date: string, rules: ScheduleRules): Date[] {
  if (rules.preorderDays <= 0) return [];
  const today = localDate(rules.now, rules.timeZone);
  if (date < today || date > addDays(today, rules.preorderDays)) return [];
  return slotStartsOn(date, rules.hours, rules.timeZone).filter((s) => s.getTime() >= rules.earliest.getTime());
}

/** Is `at` a time a guest may schedule an order for? */
export function isChoosable(at: Date, rules: ScheduleRules): boolean {
  return choosableSlots(localDate(at, rules.timeZone), rules).some((s) => s.getTime() === at.getTime());
}
