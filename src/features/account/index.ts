import type { Area } from '@/shared/routing/types';
import { AccountDialogsHost } from './components/AccountDialogsHost';
import { accountRoutes } from './routes';

/** Sign-in: its screens, and the prompts that follow a sign-in on whatever page it lands. */
export const accountArea: Area = { routes: accountRoutes, namespace: 'account', overlays: [AccountDialogsHost] };
