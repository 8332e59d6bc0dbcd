import { useSnapshot } from 'valtio';
import { noticeState, type NoticeKind } from '@/state/notice';
import './NoticeHost.css';

const ICON_PATH: Record<NoticeKind, string> = {
  success: 'M6 12.5l4 4 8-9',
  error: 'M7 7l10 10M17 7L7 17',
  warning: 'M12 6v8M12 17.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

/** Renders the notice queue (notice.ts: 2 s each, at most 3). */
export function NoticeHost() {
  const { items } = useSnapshot(noticeState);
  return (
    <div className="notice-host" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className={`notice notice--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="notice__icon">
            <path d={ICON_PATH[item.kind]} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span>{item.text}</span>
        </div>
      ))}
    </div>
  );
}
