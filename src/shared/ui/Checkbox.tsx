import { Choice, type ChoiceProps } from './Choice';

/** A checkbox with its label (terms, confirmations). */
export function Checkbox(props: ChoiceProps) {
  return <Choice kind="checkbox" {...props} />;
}
