import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CollectionDetail } from '@/contract/nftMarket/types';
import { rememberPath } from '@/session/loginRedirect';
import { isLoggedIn } from '@/session/session';
import { Button } from '@/shared/ui/Button';

// the sheet (its form, the amount rules) loads on the tap: the collection page's own chunk stays within its budget
const PriceAlertSheet = lazy(() => import('./PriceAlertSheet').then((module) => ({ default: module.PriceAlertSheet })));

/** The collection page's "Price alert" button and its sheet; signed out, it asks to sign in first. */
export function PriceAlertAction({ collection, returnTo }: { collection: CollectionDetail; returnTo: string }) {
  const { t } = useTranslation('market');
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (!isLoggedIn()) {
      rememberPath(returnTo);
      navigate('/login');
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} data-testid="price-alert-open">
        {t('priceAlert.action')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PriceAlertSheet collection={collection} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
