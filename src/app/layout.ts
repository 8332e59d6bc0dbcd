import { appState } from '@/state/app';
import { routeSetFor } from './routeTable';

/** Resize debounce 200 ms, state update delay 500 ms, state flag at 1000 px. */
const RESIZE_DEBOUNCE_MS = 200;
const STATE_DELAY_MS = 500;
const PC_STATE_MIN_WIDTH = 1000;

export const isPcWidth = (width: number): boolean => width > PC_STATE_MIN_WIDTH;

/** True when the width moved to the other route set than the page was loaded with. */
export const crossesBreakpoint = (loadedWidth: number, width: number): boolean =>
  routeSetFor(loadedWidth) !== routeSetFor(width);

function debounce(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

/** Reloads the page when the width crosses 1200 px and keeps appState.isPc current. Returns a cleanup. */
export function watchLayout(): () => void {
  const loadedWidth = window.innerWidth;
  appState.isPc = isPcWidth(loadedWidth);
  const checkBreakpoint = debounce(() => {
    if (crossesBreakpoint(loadedWidth, window.innerWidth)) location.reload();
  }, RESIZE_DEBOUNCE_MS);
  const updateState = debounce(() => {
    appState.isPc = isPcWidth(window.innerWidth);
  }, STATE_DELAY_MS);
  const onResize = () => {
    checkBreakpoint();
    updateState();
  };
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}
