import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ModeTabs } from './ModeTabs';

type M = 'a' | 'b' | 'c';
function Three() {
  const [mode, setMode] = useState<M>('a');
  return (
    <ModeTabs<M>
      label="Modes"
      tabs={[
        { mode: 'a', label: 'Alpha' },
        { mode: 'b', label: 'Beta' },
        { mode: 'c', label: 'Gamma' },
      ]}
      value={mode}
      onChange={setMode}
    >
      <p>panel {mode}</p>
    </ModeTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('mode tabs: one tab stop, the chosen mode shown in the panel', () => {
  it('switches by tap; only the chosen tab is in the tab order', () => {
    render(<Three />);
    expect(screen.getByRole('tablist', { name: 'Modes' })).toBeTruthy();
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    expect(tab('Beta').tabIndex).toBe(-1);
    fireEvent.click(tab('Beta'));
    expect(tab('Beta').getAttribute('aria-selected')).toBe('true');
    expect(tab('Beta').tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('panel b');
  });

  it.each([
    ['ArrowRight moves on', 'Alpha', 'ArrowRight', 'Beta'],
    ['ArrowLeft wraps to the end', 'Alpha', 'ArrowLeft', 'Gamma'],
    ['End goes to the last', 'Alpha', 'End', 'Gamma'],
    ['Home goes to the first', 'Gamma', 'Home', 'Alpha'],
  ])('%s', (_rule, from, key, to) => {
    render(<Three />);
    fireEvent.click(tab(from));
    fireEvent.keyDown(tab(from), { key });
    expect(document.activeElement).toBe(tab(to));
    expect(tab(to).getAttribute('aria-selected')).toBe('true');
  });

  it('other keys change nothing', () => {
    render(<Three />);
    fireEvent.keyDown(tab('Alpha'), { key: 'x' });
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
  });
});

describe('mode tabs that switch only for several modes', () => {
  const tabsOf = (modes: readonly M[]) => modes.map((mode) => ({ mode, label: mode.toUpperCase() }));
  const Tabs = ({ modes }: { modes: readonly M[] }) => (
    <ModeTabs<M> label="Modes" tabs={tabsOf(modes)} value="a" onChange={() => undefined} switchOnlyForMany>
      <input aria-label="Typed" />
    </ModeTabs>
  );

  it('shows no switch, and what was typed stays when a second mode arrives', () => {
    const { rerender } = render(<Tabs modes={['a']} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    fireEvent.change(screen.getByLabelText('Typed'), { target: { value: 'kept' } });
    rerender(<Tabs modes={['a', 'b']} />);
    expect(screen.getByRole('tablist', { name: 'Modes' })).toBeTruthy();
    expect((screen.getByLabelText('Typed') as HTMLInputElement).value).toBe('kept');
  });
});
