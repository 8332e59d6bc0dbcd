import type { ReactNode } from 'react';
import './Banner.css';

export interface BannerProps {
  /** warn: a hold or a missing step; danger: something irreversible; info: a result or a state. */
  tone: 'warn' | 'danger' | 'info';
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** An inline notice inside a screen (a withdrawal hold, a warning before deleting): icon, title, text. */
export function Banner({ tone, title, children, testId }: BannerProps) {
  return (
    <div className={`ui-banner ui-banner--${tone}`} role={tone === 'info' ? 'status' : 'alert'} data-testid={testId}>
      <span className="ui-banner__icon" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </span>
      <div className="ui-banner__body">
        {title ? <strong className="ui-banner__title">{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}
