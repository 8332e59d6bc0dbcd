const FIELD = 'input, textarea, select, [contenteditable="true"]';
/** Room kept between the field and the keyboard's top edge, in px. */
const MARGIN = 12;

/**
 * Keeps the focused field above the on-screen keyboard: when the visual viewport shrinks (the keyboard opens, which
 * Telegram's iOS webview and some Android browsers do without scrolling) or a field gains focus, a field outside the
 * visible part is scrolled to the middle of it. Returns the uninstall. Without `visualViewport` it does nothing.
 */
export function keepFocusedFieldVisible(win: Window = window): () => void {
  const viewport = win.visualViewport;
  if (!viewport) return () => {};
  const reveal = () => {
    const field = win.document.activeElement as HTMLElement | null;
    if (!field?.matches(FIELD)) return;
    const box = field.getBoundingClientRect();
    const top = viewport.offsetTop;
    const bottom = top + viewport.height;
    if (box.bottom > bottom - MARGIN || box.top < top) field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // focus comes before the keyboard: look again once it has opened
  const onFocus = () => {
    clearTimeout(timer);
    timer = setTimeout(reveal, 350);
  };
  viewport.addEventListener('resize', reveal);
  win.document.addEventListener('focusin', onFocus);
  return () => {
    clearTimeout(timer);
    viewport.removeEventListener('resize', reveal);
    win.document.removeEventListener('focusin', onFocus);
  };
}
