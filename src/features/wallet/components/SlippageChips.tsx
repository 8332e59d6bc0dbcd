import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/ui/Field';
import { Segmented } from '@/shared/ui/Segmented';
import { SLIPPAGE_PRESETS, slippageIsHigh, slippageProblem } from '@/features/wallet/swapModel';
import './SlippageChips.css';

const CUSTOM = 'custom';

export interface SlippageChipsProps {
  /** The slippage as typed (percent). */
  value: string;
  onChange: (value: string) => void;
}

/** Slippage presets as 60x32 chips, and a custom value checked as it is typed (0.01 to 50 %). */
export function SlippageChips({ value, onChange }: SlippageChipsProps) {
  const { t } = useTranslation('wallet');
  const preset = (SLIPPAGE_PRESETS as readonly string[]).includes(value);
  const problem = preset ? null : slippageProblem(value);
  return (
    <div className="swap-slippage" data-testid="swap-slippage">
      <Segmented
        label={t('swap.slippage')}
        size="sm"
        options={[
          ...SLIPPAGE_PRESETS.map((p) => ({ value: p, label: `${p}%` })),
          { value: CUSTOM, label: t('swap.slippageCustom') },
        ]}
        value={preset ? value : CUSTOM}
        onChange={(next) => onChange(next === CUSTOM ? (preset ? '' : value) : next)}
      />
      {!preset ? (
        <Field
          className="swap-slippage__custom"
          label={t('swap.slippageCustomLabel')}
          inputMode="decimal"
          value={value}
          data-testid="swap-slippage-custom"
          trailing={<span>%</span>}
          error={problem ? t(`swap.slippageProblem.${problem}`) : null}
          hint={slippageIsHigh(value) ? t('swap.slippageHigh') : undefined}
          onChange={(e) => onChange(e.target.value.replace(/,/g, '.').replace(/[^\d.]/g, ''))}
        />
      ) : null}
    </div>
  );
}
