import { subscribe } from 'valtio';
import { noticeState, type NoticeKind } from '@/state/notice';
import type { Platform } from './types';

const HAPTIC_FOR: Partial<Record<NoticeKind, 'success' | 'error' | 'warning'>> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
};

/** Plays a haptic for each new success, error or warning notice; returns a cleanup. */
export function subscribeNoticeHaptics(haptic: Platform['haptic']): () => void {
  let lastSeen = noticeState.items.reduce((max, item) => Math.max(max, item.id), 0);
  return subscribe(noticeState, () => {
    for (const item of noticeState.items) {
      if (item.id <= lastSeen) continue;
      lastSeen = item.id;
      const kind = HAPTIC_FOR[item.kind];
      if (kind) haptic(kind);
    }
  });
}
