import { useEffect, useRef, useState } from 'react';

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Counts from 0 to `end` once the number scrolls into view. A dozen lines of requestAnimationFrame
 * instead of react-countup keep the landing page's JavaScript small. The server's HTML and the
 * first render in the browser agree on the final value (what a crawler, a link preview or a
 * visitor without JavaScript reads); after hydration the number drops to 0 and counts up when
 * seen. Visitors who prefer reduced motion keep the final value.
 */
export function CountUp({ end, suffix = '', durationSeconds }: { end: number; suffix?: string; durationSeconds: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(end);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (reducedMotion()) return;
    setValue(0);
    let frame = 0;
    const animate = () => {
      const startedAt = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - startedAt) / (durationSeconds * 1000));
        setValue(Math.round(end * (1 - (1 - progress) ** 3))); // ease-out: fast start, gentle landing
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        animate();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [end, durationSeconds]);

  return (
    <span ref={ref}>
      {value}
      {suffix}
    </span>
  );
}
