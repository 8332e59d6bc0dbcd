import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TraitListRes } from '@/contract/nftMarket/types';
import { Checkbox } from '@/shared/ui/Checkbox';
import { List } from '@/shared/ui/List';
import { Skeleton } from '@/shared/ui/Skeleton';
import { percent } from '../model';
import './TraitExplorer.css';

/**
 * Every trait type of a collection with its values: each value's count, share (its rarity), floor and top bid (the
 * highest trait bid its bidder can pay now, when there is one). Ticking values
 * filters the grid (values of one type are ORed, types ANDed). One type is open at a time.
 */
export function TraitExplorer({
  traits,
  selected,
  onToggle,
}: {
  traits: TraitListRes['traits'] | null;
  selected: Record<string, string[]>;
  onToggle: (type: string, value: string) => void;
}) {
  const { t } = useTranslation('market');
  const [open, setOpen] = useState<string | null>(null);
  if (traits === null) return <Skeleton height={160} />;
  if (traits.length === 0) return null;
  return (
    <div className="trait-explorer" data-testid="trait-explorer">
      <h3 className="trait-explorer__title">{t('traits.title')}</h3>
      {traits.map((trait) => {
        const chosen = selected[trait.trait_type] ?? [];
        const expanded = open === trait.trait_type;
        return (
          <div key={trait.trait_type} className="trait-explorer__type">
            <button
              type="button"
              className="trait-explorer__toggle"
              aria-expanded={expanded}
              onClick={() => setOpen(expanded ? null : trait.trait_type)}
              data-testid={`trait-${trait.trait_type}`}
            >
              <span>{trait.trait_type}</span>
              <span className="trait-explorer__meta">
                {chosen.length ? t('traits.chosen', { count: chosen.length }) : trait.values.length}
              </span>
            </button>
            {expanded ? (
              <List>
                {trait.values.map((value) => (
                  <Checkbox
                    key={value.value}
                    label={value.value}
                    description={t(value.top_bid === null ? 'traits.valueMeta' : 'collectionBids.traitMeta', {
                      count: value.count,
                      share: percent(value.share),
                      floor: value.floor ?? '—',
                      bid: value.top_bid,
                    })}
                    checked={chosen.includes(value.value)}
                    onChange={() => onToggle(trait.trait_type, value.value)}
                    testId={`trait-value-${trait.trait_type}-${value.value}`}
                  />
                ))}
              </List>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
