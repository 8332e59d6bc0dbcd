import { useState } from 'react';
import { Icon } from './Icon';
import './Avatar.css';

/** The first character a person would write of `name` (a whole emoji or syllable), upper-cased; '' when none. */
export function avatarInitial(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return '';
  const first =
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed)[Symbol.iterator]().next().value
          ?.segment
      : Array.from(trimmed)[0];
  return (first ?? '').toLocaleUpperCase();
}

export interface AvatarProps {
  /** The picture's URL; without one (or when it fails to load) the initial of `name` shows. */
  src?: string | null;
  /** Whose avatar: a nickname or email (the initial comes from it). */
  name?: string | null;
  /** Diameter in px (default 48). */
  size?: number;
  /** Accessible name of the picture; omit when the name is written beside it (the avatar is then decorative). */
  label?: string;
}

/** A round user picture, or the initial of the user's name on the primary colour (one look everywhere). */
export function Avatar({ src, name, size = 48, label }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (src && failed !== src) {
    return (
      <span className="ui-avatar" style={style} {...a11y}>
        <img className="ui-avatar__img" src={src} alt="" onError={() => setFailed(src)} />
      </span>
    );
  }
  const initial = avatarInitial(name);
  return (
    <span className="ui-avatar ui-avatar--initial" style={style} data-testid="avatar-initial" {...a11y}>
      {initial || <Icon name="user" size={Math.round(size * 0.5)} />}
    </span>
  );
}
