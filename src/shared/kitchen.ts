import { parseWireTime } from './time.ts';

/**
 * Kitchen operations (docs/product.md D13): the pub's kitchen settings, pause and busy mode, and the
 * board's timings. One definition each, read by the server's checks and the board alike.
 */
export const ALERT_REPEAT_CHOICES = [15, 30, 60] as const;
export type AlertRepeatSeconds = (typeof ALERT_REPEAT_CHOICES)[number];
export const TICKET_WIDTHS = [58, 80] as const;
export type TicketWidth = (typeof TICKET_WIDTHS)[number];
/** Ticket age colours: amber from `warn`, red from `late` minutes (pub-adjustable, 1..240). */
export const TICKET_AGE_LIMITS = { min: 1, max: 240 } as const;

export const KITCHEN_DEFAULTS = {
  alert_repeat_seconds: 60,
  ticket_width_mm: 80,
  print_on_accept: false,
  proof_of_delivery: false,
  ticket_warn_minutes: 5,
  ticket_late_minutes: 10,
} as const;

/** The kitchen settings of a pub as its PUT takes them and its GET gives them back. */
export interface KitchenSettings {
  alert_repeat_seconds: number;
  ticket_width_mm: number;
  print_on_accept: boolean;
  proof_of_delivery: boolean;
  ticket_warn_minutes: number;
  ticket_late_minutes: number;
}

/** An order waiting this long unacknowledged (still `not_handled`) makes the board flash. */
export const UNACKNOWLEDGED_FLASH_MS = 3 * 60_000;
/** A board step can be undone by the tablet that took it for this long (decision 110). */
export const UNDO_WINDOW_MS = 30_000;

/**
 * The order of the board's tickets, in the list and in every column alike: oldest first, so the cook works
 * top down (decision 195). Wire times ("YYYY-MM-DD HH:MM:SS", whole seconds) sort as text; the id settles
 * orders of the same second.
 */
export function oldestFirst(a: { created_time: string; id: number }, b: { created_time: string; id: number }): number {
  if (a.created_time !== b.created_time) return a.created_time < b.created_time ? -1 : 1;
  return a.id - b.id;
}

/**
 * A scheduled order waits in the board's "Scheduled" lane, without alerting, while it is still new and its
 * fire time (`fires_at`, a wire time) lies ahead; from then on it is a new order like any other.
 */
export function waitsToFire(order: { status: string; fires_at?: string | null }, now: number): boolean {
  if (order.status !== 'not_handled' || !order.fires_at) return false;
  const fires = parseWireTime(order.fires_at);
  return fires !== null && fires.getTime() > now;
}

/**
 * When an order reached the kitchen's new orders: its fire time for a scheduled order, when its online payment
 * put it on the board for one that waited for it (the later of the two when both), else when it was placed.
 */
export function boardSince(order: {
  created_time: string;
  fires_at?: string | null;
  on_board_time?: string | null;
}): string {
  const fires = order.fires_at || '';
  const onBoard = order.on_board_time || '';
  // Wire times (UTC, "YYYY-MM-DD HH:MM:SS") order as text.
  return (fires > onBoard ? fires : onBoard) || order.created_time;
}

export const PAUSE_ORDER_TYPES = ['delivery', 'in_place', 'all'] as const;
export type PauseOrderType = (typeof PAUSE_ORDER_TYPES)[number];
export const BUSY_EXTRA_MINUTES = { min: 5, max: 90 } as const;
/** The choices the board offers; the wire takes any whole minute in range. */
export const BUSY_CHOICES = [10, 20, 30, 45, 60] as const;
/** Pause lengths the board offers, in minutes; plus "end of day" and "until resumed". */
export const PAUSE_CHOICES = [30, 60] as const;

/**
 * One order type's pause on the wire: `false` not paused, `null` paused until resumed, else the wire
 * time it ends (docs/product.md D13 settled details).
 */
export type PauseState = string | null | false;
export interface PausedJson {
  delivery: PauseState;
  in_place: PauseState;
}

/** Is a stored pause (flag + optional end) in force at `now`? */
export function pauseInForce(paused: boolean, until: Date | null, now: Date): boolean {
  return paused && (until === null || until.getTime() > now.getTime());
}

/** Is this order type paused according to a wire `PauseState` at `now` (the board's and guest page's check)? */
export function isPausedNow(state: PauseState | undefined, now: Date, parse: (s: string) => Date | null): boolean {
  if (state === false || state === undefined) return false;
  if (state === null) return true;
  const until = parse(state);
  return until !== null && until.getTime() > now.getTime();
}
