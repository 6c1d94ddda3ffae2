const MINUTE = 60_000;

/**
 * When the kitchen should start a scheduled order: the guest's time less the pub's preparation minutes and,
 * for a delivery, the courier's travel minutes.
 */
export function fireTimeOf(scheduledFor: Date, prepMinutes: number, travelMinutes: number): Date {
  return new Date(scheduledFor.getTime() - (prepMinutes + travelMinutes) * MINUTE);
}
