import { startTransition, useEffect, useState } from 'react';

/**
 * False in the render that mounts the component, true once the browser has painted that
 * commit. A frame callback runs just before the paint; a task queued from it runs after. The
 * change is a transition, so what it brings (a carousel's code, a list below the fold) renders
 * in the background and never holds back the screen's first picture.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        startTransition(() => {
          setPainted(true);
        });
      });
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
