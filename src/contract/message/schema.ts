import { EmptyBody } from '@/contract/fields';

/** Request schemas of the `message` calls, by call name (calls not listed take any body until served). */
export const messageBodies = {
  unreadCount: EmptyBody,
};
