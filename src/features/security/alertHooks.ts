import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { alert } from '@/contract/alert';

/** Alerts in the Telegram chat: the caller's choices and the bot's permission to write. */
export const useAlertSettings = (enabled = true) => useApiQuery(alert.settings, {}, { enabled });

const settingsChange = { invalidates: [alert.settings] };

/** One kind on or off. */
export const useSetAlertKind = () => useApiMutation(alert.set, settingsChange);

/** Tells the server the user allowed the bot to write (after Telegram's requestWriteAccess said so). */
export const useGrantWriteAccess = () => useApiMutation(alert.writeAccess, settingsChange);

/** The caller's price alerts on collection floors, newest first. */
export const usePriceAlerts = (enabled = true) => useApiQuery(alert.priceList, {}, { enabled });

/** Removes one price alert. */
export const useRemovePriceAlert = () => useApiMutation(alert.priceDel, { invalidates: [alert.priceList] });
