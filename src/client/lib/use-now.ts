import { useEffect, useState } from 'react';

/** "Now", refreshed every `stepMs`: ages, countdowns and ends that move with the clock. */
export function useNow(stepMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
