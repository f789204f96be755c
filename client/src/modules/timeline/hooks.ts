import { useEffect, useState } from 'react';
import { refreshDelay } from './relative-time';

/** The current time, ticking often enough for relative times to change by themselves. */
export function useNow(newest: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), refreshDelay(newest, now));
    return () => clearTimeout(timer);
  }, [newest, now]);
  return now;
}
