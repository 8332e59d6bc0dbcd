import { useState } from 'react';
import { List } from '@/shared/ui/List';
import { Radio } from '@/shared/ui/Radio';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';

export interface SwapCoinSelectProps {
  /** "From" / "To" (also the sheet's title). */
  label: string;
  value: string;
  /** Only these coins (the configured pairs'). */
  options: readonly string[];
  onChange: (symbol: string) => void;
  /** Under the coin: the balance. */
  subtitle?: string;
  testId: string;
}

/** A coin of the swap: a row showing the chosen coin; tapping it opens the choice of the configured coins. */
export function SwapCoinSelect({ label, value, options, onChange, subtitle, testId }: SwapCoinSelectProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <List>
        <Row
          testId={testId}
          data-symbol={value}
          title={label}
          subtitle={subtitle}
          value={value || '—'}
          onClick={options.length > 0 ? () => setOpen(true) : undefined}
        />
      </List>
      <Sheet open={open} onClose={() => setOpen(false)} title={label}>
        <List testId={`${testId}-options`}>
          {options.map((symbol) => (
            <Radio
              key={symbol}
              name={testId}
              value={symbol}
              label={symbol}
              checked={symbol === value}
              testId={`${testId}-option-${symbol}`}
              onChange={() => {
                onChange(symbol);
                setOpen(false);
              }}
            />
          ))}
        </List>
      </Sheet>
    </>
  );
}
