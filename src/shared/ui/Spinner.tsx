import './Button.css';

/** A small turning ring in the current text colour (busy buttons, a QR code being made). */
export function Spinner() {
  return <span className="ui-spinner" aria-hidden="true" />;
}
