import { useEffect, useState } from 'react';

/** "Now", refreshed every `stepMs`: ticket and order ages, the undo countdown and pause ends move with it. */
export function useNow(stepMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
