import { normalizeCodeInput } from '../model';

/** A six-digit code field (email or authenticator code): digits only, one-time-code autofill. */
export function CodeInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  children?: React.ReactNode;
}) {
  return (
    <label className="sec-field">
      <span className="sec-field__label">{props.label}</span>
      <span className="sec-field__row">
        <input
          className="sec-input"
          name={props.name}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={props.value}
          onChange={(event) => props.onChange(normalizeCodeInput(event.target.value))}
        />
        {props.children}
      </span>
    </label>
  );
}
