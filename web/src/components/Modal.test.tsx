import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './Modal';

afterEach(() => {
  document.body.style.overflow = '';
});

function Box({
  name,
  onClose,
  role,
  children,
}: {
  name: string;
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  children?: React.ReactNode;
}) {
  return (
    <Modal
      backdropClassName="backdrop"
      className="dialog"
      role={role}
      labelledBy={`${name}-title`}
      onClose={onClose}
    >
      <h2 id={`${name}-title`}>{name}</h2>
      <button type="button">{name} first</button>
      <button type="button">{name} last</button>
      {children}
    </Modal>
  );
}

/** An opener button and an outer modal that can open an inner one, each closing by Escape. */
function Nested({ onOuterClose, innerRole }: { onOuterClose?: () => void; innerRole?: 'alertdialog' }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        open
      </button>
      {outer && (
        <Box
          name="outer"
          onClose={() => {
            onOuterClose?.();
            setOuter(false);
          }}
        >
          <button type="button" onClick={() => setInner(true)}>
            open inner
          </button>
          {inner && (
            <Box name="inner" role={innerRole} onClose={innerRole ? undefined : () => setInner(false)} />
          )}
        </Box>
      )}
    </>
  );
}

/** Longer to render than the 5 ms React's scheduler works before it yields to the browser. */
function SlowToRender({ ms }: { ms: number }) {
  const until = performance.now() + ms;
  while (performance.now() < until);
  return null;
}

const open = (name: string) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
};

describe('Modal', () => {
  it('renders in a portal on the body, labelled, and moves focus to its first control', () => {
    const { container } = render(<Nested />);
    open('open');
    const dialog = screen.getByRole('dialog', { name: 'outer' });
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'outer first' }));
  });

  it('keeps Tab and Shift+Tab inside, and gives focus back to the opener when it closes', () => {
    render(<Nested />);
    open('open');
    const first = screen.getByRole('button', { name: 'outer first' });
    const last = screen.getByRole('button', { name: 'open inner' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus that got out (a click on the page behind) comes back in with the next Tab.
    screen.getByRole('button', { name: 'open' }).focus();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' }));
  });

  it('Escape closes only the innermost modal', () => {
    const onOuterClose = vi.fn();
    render(<Nested onOuterClose={onOuterClose} />);
    open('open');
    open('open inner');
    const inner = screen.getByRole('dialog', { name: 'inner' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'inner first' }));
    // Tab goes round the inner modal only.
    fireEvent.keyDown(screen.getByRole('button', { name: 'inner last' }), { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'inner first' }));
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'inner' })).toBeNull();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open inner' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onOuterClose).toHaveBeenCalledOnce();
  });

  it('an innermost modal without onClose (a notice) keeps Escape from closing the one below', () => {
    const onOuterClose = vi.fn();
    render(<Nested onOuterClose={onOuterClose} innerRole="alertdialog" />);
    open('open');
    open('open inner');
    fireEvent.keyDown(screen.getByRole('alertdialog', { name: 'inner' }), { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'inner' })).toBeTruthy();
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('locks the page scroll while any modal is open, counting nested ones', () => {
    document.body.style.overflow = 'scroll';
    render(<Nested />);
    open('open');
    expect(document.body.style.overflow).toBe('hidden');
    open('open inner');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'inner' }), { key: 'Escape' });
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'outer' }), { key: 'Escape' });
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('with scrollLockDelayMs the page scroll locks that much later, and a close before then locks nothing', () => {
    vi.useFakeTimers();
    try {
      const delayed = (
        <Modal backdropClassName="backdrop" className="dialog" labelledBy="t" scrollLockDelayMs={500}>
          <h2 id="t">late</h2>
        </Modal>
      );
      document.body.style.overflow = 'scroll';
      const first = render(delayed);
      vi.advanceTimersByTime(499);
      expect(document.body.style.overflow).toBe('scroll');
      vi.advanceTimersByTime(1);
      expect(document.body.style.overflow).toBe('hidden');
      first.unmount();
      expect(document.body.style.overflow).toBe('scroll');
      const second = render(delayed);
      vi.advanceTimersByTime(300);
      second.unmount();
      vi.advanceTimersByTime(500);
      expect(document.body.style.overflow).toBe('scroll');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers Escape and Tab from the moment it is on the page, before React runs its passive effects', async () => {
    // Rendered as the app renders (no act), and slowly, as on a busy phone: React commits, then yields to the
    // browser before it runs its passive effects. A key pressed right then (here: as soon as the dialog is in the
    // document) must reach the modal.
    const actBefore = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const onClose = vi.fn();
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      const keys = new Promise<{ focusedAfterTab: string | null | undefined }>((resolve) => {
        const watch = new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"]');
          if (!dialog) return;
          watch.disconnect();
          const last = screen.getByRole('button', { name: 'early last' });
          last.focus();
          fireEvent.keyDown(dialog, { key: 'Tab' });
          const focusedAfterTab = document.activeElement?.textContent;
          fireEvent.keyDown(dialog, { key: 'Escape' });
          resolve({ focusedAfterTab });
        });
        watch.observe(document.body, { childList: true, subtree: true });
      });
      root.render(
        <Box name="early" onClose={onClose}>
          <SlowToRender ms={10} />
        </Box>,
      );
      expect(await keys).toEqual({ focusedAfterTab: 'early first' });
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actBefore;
    }
  });

  it('a modal opened inside another stacks one layer above it', () => {
    render(<Nested />);
    open('open');
    open('open inner');
    const depth = (name: string) =>
      screen.getByRole('dialog', { name }).parentElement!.style.getPropertyValue('--modal-depth');
    expect(depth('outer')).toBe('0');
    expect(depth('inner')).toBe('1');
  });
});
