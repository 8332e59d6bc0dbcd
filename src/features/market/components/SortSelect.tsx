import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketSort } from '@/contract/nftMarket/types';
import { Button } from '@/shared/ui/Button';
import { List } from '@/shared/ui/List';
import { Radio } from '@/shared/ui/Radio';
import { Sheet } from '@/shared/ui/Sheet';
import { SORTS } from '../model';

/** The sort of a grid: a button naming the current order, a sheet of the five orders. */
export function SortSelect({ value, onChange }: { value: MarketSort; onChange: (sort: MarketSort) => void }) {
  const { t } = useTranslation('market');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="search-sort">
        {t(`sort.${value}`)}
      </Button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('sort.title')}>
        <List>
          {SORTS.map((sort) => (
            <Radio
              key={sort}
              name="market-sort"
              value={String(sort)}
              label={t(`sort.${sort}`)}
              checked={sort === value}
              onChange={() => {
                onChange(sort);
                setOpen(false);
              }}
              testId={`sort-${sort}`}
            />
          ))}
        </List>
      </Sheet>
    </>
  );
}
