// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusedFieldVisible } from './keyboard';

/** A visual viewport of `height` px (what stays above the keyboard). */
function fakeViewport(height: number) {
  const target = new EventTarget() as EventTarget & { height: number; offsetTop: number };
  target.height = height;
  target.offsetTop = 0;
  Object.defineProperty(window, 'visualViewport', { value: target, configurable: true });
  return target;
}

function field(top: number) {
  const input = document.createElement('input');
  document.body.append(input);
  input.getBoundingClientRect = () =>
    ({ top, bottom: top + 44, left: 0, right: 300, height: 44, width: 300 }) as DOMRect;
  input.scrollIntoView = vi.fn();
  input.focus();
  return input;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepFocusedFieldVisible', () => {
  it('scrolls a focused field the keyboard covers into view when the viewport shrinks, and leaves a visible one', () => {
    const viewport = fakeViewport(800);
    const stop = keepFocusedFieldVisible(window);
    const low = field(600);
    viewport.height = 800;
    viewport.dispatchEvent(new Event('resize'));
    expect(low.scrollIntoView).not.toHaveBeenCalled();
    viewport.height = 420; // the keyboard opened
    viewport.dispatchEvent(new Event('resize'));
    expect(low.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });

    const high = field(100);
    viewport.dispatchEvent(new Event('resize'));
    expect(high.scrollIntoView).not.toHaveBeenCalled();

    stop();
    const later = field(600);
    viewport.dispatchEvent(new Event('resize'));
    expect(later.scrollIntoView).not.toHaveBeenCalled();
  });

  it('ignores focus outside fields', () => {
    const viewport = fakeViewport(300);
    const stop = keepFocusedFieldVisible(window);
    const button = document.createElement('button');
    document.body.append(button);
    button.scrollIntoView = vi.fn();
    button.focus();
    viewport.dispatchEvent(new Event('resize'));
    expect(button.scrollIntoView).not.toHaveBeenCalled();
    stop();
  });
});
