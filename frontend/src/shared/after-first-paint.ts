import { startTransition, useEffect, useState } from 'react';

/** Runs `then` once the browser has painted: a frame callback runs just before the paint, a
 * task queued from it runs after. Answers the cancel. */
function afterNextPaint(then: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(then);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False in the render that mounts the component, true once the browser has painted that
 * commit. The change is a transition, so what it brings (a carousel's code, a list below the
 * fold) renders in the background and never holds back the screen's first picture.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        startTransition(() => {
          setPainted(true);
        });
      }),
    [],
  );
  return painted;
}

const IDLE_WAIT_MS = 3000;

/**
 * False until the page is idle after its first paint (or IDLE_WAIT_MS has passed), then true.
 * For work nobody waits for that measures the page, such as a carousel taking over from its
 * first picture: run while the sections below are still being laid out, its measuring forced
 * their layout inside its own task; once the page is idle there is nothing left to lay out.
 */
export function useWhenIdle(): boolean {
  const painted = useAfterFirstPaint();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!painted) return undefined;
    const done = () => {
      startTransition(() => {
        setIdle(true);
      });
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(done, 0);
      return () => { window.clearTimeout(timer); };
    }
    const handle = window.requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
    return () => { window.cancelIdleCallback(handle); };
  }, [painted]);
  return idle;
}
