import { useEffect, useState } from 'react';

/** Whole seconds until `until` (epoch ms), 0 once passed; re-renders every second meanwhile. */
export function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `until`
  }, [until]);
  return seconds;
}
