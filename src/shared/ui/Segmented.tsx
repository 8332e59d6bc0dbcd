import type { ReactNode } from 'react';
import { platform } from '@/platform';
import './Segmented.css';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface SegmentedProps<V extends string> {
  /** What the control chooses (read by screen readers): "Asset type". */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Small chips (filters) instead of the full-width bar (tabs). */
  size?: 'md' | 'sm';
  /**
   * Chips go on as many lines as they need instead of one row that scrolls: a choice among many (the coins) stays
   * in sight on a phone, none cut at the edge.
   */
  wrap?: boolean;
  testId?: string;
}

/** One choice of a few, side by side: tabs of a screen (coins / NFTs) or a filter (24 h / 7 d / 30 d). */
export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
  size = 'md',
  wrap = false,
  testId,
}: SegmentedProps<V>) {
  return (
    <div
      className={`ui-segmented ui-segmented--${size}${wrap ? ' ui-segmented--wrap' : ''}`}
      role="tablist"
      aria-label={label}
      data-testid={testId}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className="ui-segmented__option"
          data-value={option.value}
          onClick={() => {
            if (option.value !== value) platform.haptic('selection');
            onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
