/**
 * Focuses `target` as soon as it can take the focus: a drawer that fades in is still invisible (and
 * so not focusable) in the frame it opens. Tries once per frame for about a second; returns a
 * function that stops trying.
 */
export function focusWhenShown(target: HTMLElement | null | undefined): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    if (!target) return;
    target.focus();
    if (target.ownerDocument.activeElement !== target && tries++ < 60) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
