/**
 * Names people choose: a nickname and a passkey's name, checked the same way by the forms and
 * by the server. Lengths count characters as people see them (code points, so an emoji is one), after trimming.
 */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const PASSKEY_NAME_MAX = 50;

/** Characters as a person counts them: code points, so a name of emoji or of Korean syllables is not cut short. */
export const nameLength = (name: string): number => [...name].length;

/**
 * The first `max` characters of `text`, as a field keeps what is typed: an input's own maxLength counts UTF-16 units,
 * so it would stop an emoji name at half its allowed length.
 */
export const firstCharacters = (text: string, max: number): string => [...text].slice(0, max).join('');

/** Control characters (a pasted tab or line break) never belong in a name shown to others. */
const CONTROL = /\p{Cc}/u;

export type NicknameProblem = 'too_short' | 'too_long' | 'control';

/** Why a nickname cannot be saved, or null: 2 to 20 characters after trimming, no control characters. */
export function nicknameProblem(raw: string): NicknameProblem | null {
  const nickname = raw.trim();
  const length = nameLength(nickname);
  if (length < NICKNAME_MIN) return 'too_short';
  if (length > NICKNAME_MAX) return 'too_long';
  return CONTROL.test(nickname) ? 'control' : null;
}

export type PasskeyNameProblem = 'empty' | 'too_long';

/** Why a passkey name cannot be saved, or null: 1 to 50 characters after trimming. */
export function passkeyNameProblem(raw: string): PasskeyNameProblem | null {
  const name = raw.trim();
  if (!name) return 'empty';
  return nameLength(name) > PASSKEY_NAME_MAX ? 'too_long' : null;
}
