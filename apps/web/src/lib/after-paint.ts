import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the frame after it: a part that
 * is not the page's first paint starts loading only then, so its download and its work do not
 * stand between the page's data and its largest paint (docs/decisions/192).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The animation frame comes before the paint; the task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
