import { useEffect, useState } from 'react';

/** A value that follows `value` after `delay` ms of quiet. */
export function useDebounced<T>(value: T, delay: number): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setOut(value), delay);
    return () => clearTimeout(t);
  }, [value, delay]);
  return out;
}
