// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, avatarInitial } from './Avatar';

afterEach(cleanup);

describe('avatarInitial', () => {
  it('is the first character written, upper-cased', () => {
    expect(avatarInitial('user821878')).toBe('U');
    expect(avatarInitial('  ann@example.com')).toBe('A');
    expect(avatarInitial('김민준')).toBe('김');
    expect(avatarInitial('陳小明')).toBe('陳');
  });

  it('keeps a whole emoji (several code points) and gives nothing for an empty name', () => {
    expect(avatarInitial('👩‍💻 dev')).toBe('👩‍💻');
    expect(avatarInitial('')).toBe('');
    expect(avatarInitial('   ')).toBe('');
    expect(avatarInitial(null)).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the picture when there is one, named by its label', () => {
    render(<Avatar src="/uploads/a.png" name="ann" label="Profile picture" />);
    const picture = screen.getByRole('img', { name: 'Profile picture' });
    expect(picture.querySelector('img')?.getAttribute('src')).toBe('/uploads/a.png');
    expect(screen.queryByTestId('avatar-initial')).toBeNull();
  });

  it('shows the initial without a picture, and falls back to it when the picture fails to load', () => {
    const { container, rerender } = render(<Avatar name="nick" size={64} />);
    expect(screen.getByTestId('avatar-initial').textContent).toBe('N');
    expect(screen.getByTestId('avatar-initial').getAttribute('aria-hidden')).toBe('true');
    rerender(<Avatar src="/broken.png" name="nick" size={64} />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('avatar-initial').textContent).toBe('N');
  });

  it('shows a person icon when there is no name either', () => {
    render(<Avatar />);
    expect(screen.getByTestId('avatar-initial').querySelector('svg')).not.toBeNull();
  });
});
