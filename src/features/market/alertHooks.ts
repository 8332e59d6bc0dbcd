import { useApiMutation } from '@/api/useApiMutation';
import { alert } from '@/contract/alert';

/** Sets a price alert on a collection's floor (the list in /setting refreshes). */
export const useAddPriceAlert = () => useApiMutation(alert.priceAdd, { invalidates: [alert.priceList] });
