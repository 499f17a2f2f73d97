import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Sheet } from './Sheet';

const renderSheet = () => {
  const onClose = vi.fn();
  render(
    <Sheet title="Pick one" onClose={onClose}>
      <button type="button">Choice</button>
    </Sheet>,
  );
  return onClose;
};

describe('Sheet', () => {
  it('is a modal dialog named by its title, holding its content, in a bottom-sheet backdrop', () => {
    renderSheet();
    const sheet = screen.getByRole('dialog', { name: 'Pick one' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.className).toBe('sheet');
    expect(sheet.parentElement!.className).toBe('sheet-backdrop');
    expect(screen.getByRole('button', { name: 'Choice' })).toBeTruthy();
  });

  it('closes by its close button, Escape and a tap above it, but not a tap inside', () => {
    const onClose = renderSheet();
    const sheet = screen.getByRole('dialog');
    fireEvent.click(sheet);
    fireEvent.click(screen.getByRole('button', { name: 'Choice' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(sheet, { key: 'Escape' });
    fireEvent.click(sheet.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
