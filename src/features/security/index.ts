import type { Area } from '@/shared/routing/types';
import { OtherDeviceNotice } from './OtherDeviceNotice';
import { securityRoutes } from './routes';

/** Account and security centre: its screens, and the other-device sign-in watcher. */
export const securityArea: Area = { routes: securityRoutes, namespace: 'security', effects: [OtherDeviceNotice] };
