import { ApiError } from '../../lib/api-client.ts';
import { placeOrder, type GuestOrder } from './api.ts';

/**
 * Sending an order when the answer may be lost (decision 082). The order POST
 * carries one Idempotency-Key per checkout, so repeating it can never place a second order: when the
 * answer does not come (network error, a timeout, a gateway's 502/503/504) the page sends it again
 * by itself with the same key, after 1, 2, 4 and 8 s, and gives up only after the fifth try. Any
 * other answer (201, or a 4xx about the order itself) is final.
 */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];
/** How long one try may wait for its answer before it counts as lost. */
export const ATTEMPT_TIMEOUT_MS = 20_000;

export function isLostAnswer(error: unknown): boolean {
  if (error instanceof ApiError)
    return error.isNetwork || error.status === 502 || error.status === 503 || error.status === 504;
  const name = (error as Error | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function sendOrder(
  urlName: string,
  key: string,
  body: Record<string, unknown>,
  onRetry: (attempt: number) => void,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<{ order: GuestOrder }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await placeOrder(urlName, key, body, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS));
    } catch (error) {
      if (!isLostAnswer(error) || attempt >= delays.length) throw error;
      onRetry(attempt + 1);
      await wait(delays[attempt]);
    }
  }
}
