/**
 * Hides a sticky bar while the user scrolls down and shows it again on the way up (or near the top).
 * Keyboard focus inside the bar always shows it.
 */
export function hideOnScroll(bar: HTMLElement, win: Window = window): () => void {
  let last = win.scrollY;
  const onScroll = () => {
    const current = win.scrollY;
    const goingDown = current > last && current > 64;
    if (!bar.contains(win.document.activeElement)) bar.dataset.hidden = String(goingDown);
    last = current;
  };
  const onFocus = () => {
    bar.dataset.hidden = 'false';
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  bar.addEventListener('focusin', onFocus);
  return () => {
    win.removeEventListener('scroll', onScroll);
    bar.removeEventListener('focusin', onFocus);
  };
}
