import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import type { ButtonSize, ButtonVariant } from './Button';
import './Button.css';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path (the router's link). */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/**
 * A navigation that looks like a `Button` ("Log in", "Back to home"): a real link (role=link, opens in a
 * new tab on middle click), so screens never put button classes on a `Link` by hand.
 */
export function ButtonLink({
  href,
  variant = 'secondary',
  size = 'md',
  block = false,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const classes = ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block', className];
  return (
    <Link href={href} className={classes.filter(Boolean).join(' ')} {...rest}>
      {children}
    </Link>
  );
}
