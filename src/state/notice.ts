import { proxy } from 'valtio';

/** The one notice queue: 2 seconds each, at most 3 at once. */
const NOTICE_DURATION_MS = 2000;
const MAX_NOTICES = 3;

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';
interface NoticeItem {
  id: number;
  kind: NoticeKind;
  text: string;
}

export const noticeState = proxy({ items: [] as NoticeItem[] });
let nextId = 1;

/** A notice already on screen is not shown again (several failed calls, one message). */
function push(kind: NoticeKind, text: string): void {
  if (noticeState.items.some((shown) => shown.kind === kind && shown.text === text)) return;
  const item = { id: nextId++, kind, text };
  noticeState.items.push(item);
  while (noticeState.items.length > MAX_NOTICES) noticeState.items.shift();
  setTimeout(() => {
    const index = noticeState.items.findIndex((n) => n.id === item.id);
    if (index >= 0) noticeState.items.splice(index, 1);
  }, NOTICE_DURATION_MS);
}

/** Show an already-translated message. */
export const notice = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  info: (text: string) => push('info', text),
  warning: (text: string) => push('warning', text),
};
