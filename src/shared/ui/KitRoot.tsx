import type { ReactNode } from 'react';

export interface KitRootProps {
  /** The theme the screen is drawn in, decided before the first render (the Shell's effective theme). */
  appearance: 'light' | 'dark';
  className?: string;
  children?: ReactNode;
}

/**
 * The app's root element. It stands where telegram-ui's AppRoot stood: the app draws none of that kit's components
 * and loads none of its CSS, so AppRoot gave only a context nobody read, while keeping its appearance in state that an
 * effect copies from the prop, drawing the tree's root twice whenever the theme changes. This one has no state and
 * no effect: the server and the first client render draw the same element, and a theme change is one render.
 */
export function KitRoot({ appearance, className, children }: KitRootProps) {
  return (
    <div className={className} data-appearance={appearance}>
      {children}
    </div>
  );
}
