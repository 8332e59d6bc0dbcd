import { Choice, type ChoiceProps } from './Choice';

/** An on/off setting (role=switch): label left, switch right; put it in a List for a settings row. */
export function Switch(props: ChoiceProps) {
  return <Choice kind="switch" {...props} />;
}
