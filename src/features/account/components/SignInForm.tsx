import type { ReactNode } from 'react';
import './SignInForm.css';

/**
 * The sign-in forms' frame: no browser validation bubbles (the steps validate), Enter submits. The
 * visible submit is the page's primary action; the hidden button keeps Enter working in a form of two inputs.
 */
export function SignInForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="signin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button type="submit" hidden tabIndex={-1} />
    </form>
  );
}
