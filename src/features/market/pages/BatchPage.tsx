import { useLocation } from 'wouter';
import BatchListPage from './BatchListPage';
import BatchOnPage from './BatchOnPage';
import BatchUpdatePage from './BatchUpdatePage';

/**
 * /nft/batch, /nft/batch/on and /nft/batch/update: one flow (choose, price, then manage the listings) in one chunk,
 * so "Continue" opens the next screen at once, and the first load's route table names one import instead of three.
 */
export default function BatchPage() {
  const [path] = useLocation();
  if (path === '/nft/batch/on') return <BatchOnPage />;
  if (path === '/nft/batch/update') return <BatchUpdatePage />;
  return <BatchListPage />;
}
