import type { ReactNode } from 'react';

/** An inline notice block: warning, danger or info. */
export function Banner({
  tone,
  children,
  testId,
}: {
  tone: 'warn' | 'danger' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  const cls = tone === 'warn' ? 'sec-banner' : `sec-banner sec-banner--${tone}`;
  return (
    <div className={cls} role={tone === 'info' ? 'status' : 'alert'} data-testid={testId}>
      <span className="sec-banner__icon" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </span>
      <div>{children}</div>
    </div>
  );
}
