import type { ReactNode } from 'react';
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
  testId?: string;
}

/** One choice of a few, side by side: tabs of a screen (coins / NFTs) or a filter (24 h / 7 d / 30 d). */
export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
  size = 'md',
  testId,
}: SegmentedProps<V>) {
  return (
    <div className={`ui-segmented ui-segmented--${size}`} role="tablist" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className="ui-segmented__option"
          data-value={option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
