import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has shown the frame after it: a part that
 * is not the page's first paint starts loading only then, so its download and its work do not
 * stand between the page's data and its largest paint (docs/decisions/192). It waits for the
 * frame after that one too: Chromium dates a paint when the frame reaches the screen, a little
 * after the task that follows it, and Lighthouse counts every request started before that date
 * as one the paint waited for (docs/decisions/198).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame comes before its paint; the next frame's comes after it was shown.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setPainted(true), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * How many of a page's `stages` parts below its first paint are shown: 0 on the first render,
 * then one more once each render's frame has been shown, each rendered in a transition (in
 * slices, docs/decisions/222). A page whose parts all committed at once made one long task of
 * the commit and of the forms' own re-render as they mount (docs/decisions/288).
 */
export function usePartsShownAfterPaint(stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= stages) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => startTransition(() => setShown(shown + 1)), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, stages]);
  return shown;
}
