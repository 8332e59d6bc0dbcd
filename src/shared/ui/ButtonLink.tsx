import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ButtonSize, ButtonVariant } from './Button';
import './Button.css';

export interface ButtonLinkProps {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  children: ReactNode;
}

/** An in-app link that looks like `Button` (a way out of a result screen: "Back to home", "Sign in with email"). */
export function ButtonLink({ href, variant = 'secondary', size = 'md', block = false, children }: ButtonLinkProps) {
  const classes = ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block'];
  return (
    <Link href={href} className={classes.filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}
