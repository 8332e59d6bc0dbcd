import type { ReactNode } from 'react';
import './StatusCard.css';

export interface StatusCardProps {
  status: 'success' | 'failure' | 'pending';
  title: ReactNode;
  text?: ReactNode;
  /** Actions under the text (Buttons). */
  children?: ReactNode;
}

/** The result of an action (withdrawal sent, unbind failed, order pending): icon, title, text, actions. */
export function StatusCard({ status, title, text, children }: StatusCardProps) {
  return (
    <div className={`ui-status ui-status--${status}`} role={status === 'failure' ? 'alert' : 'status'}>
      <span className="ui-status__icon" aria-hidden="true" />
      <h2 className="ui-status__title">{title}</h2>
      {text ? <p className="ui-status__text">{text}</p> : null}
      {children ? <div className="ui-status__actions">{children}</div> : null}
    </div>
  );
}
