import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon';
import './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** A kit icon's name, or an area's own path (see Icon). */
  icon: IconName | { path: string };
  /** What the button does, for screen readers (there is no visible text). */
  'aria-label': string;
}

/** A round 44 px button with only an icon (back, close, menu, account). */
export function IconButton({ icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} className={className ? `ui-icon-btn ${className}` : 'ui-icon-btn'} {...rest}>
      {typeof icon === 'string' ? <Icon name={icon} /> : <Icon path={icon.path} />}
    </button>
  );
}
