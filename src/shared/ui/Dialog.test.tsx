// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(cleanup);

function Harness({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Remove device"
        cancelText="Cancel"
        confirmText="Remove"
        onConfirm={onConfirm}
      >
        Sign this device out?
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is an accessible modal dialog with title, content and both buttons', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog', { name: 'Remove device' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Sign this device out?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(document.activeElement).toBe(dialog);
  });

  it('closes on Escape and returns focus to the opener', () => {
    render(<Harness />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('runs the primary action and closes on cancel or backdrop', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const confirm = screen.getByRole('button', { name: 'Remove' });
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});

describe('ErrorBoundary', () => {
  it('shows the fallback on a render error and clears it when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Page() {
      if (fail) throw new Error('render failed');
      return <p>page</p>;
    }
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={<p>error screen</p>}>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByText('error screen')).toBeTruthy();
    fail = false;
    act(() =>
      rerender(
        <ErrorBoundary resetKey="/b" fallback={<p>error screen</p>}>
          <Page />
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByText('page')).toBeTruthy();
  });
});
