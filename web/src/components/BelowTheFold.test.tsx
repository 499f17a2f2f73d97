import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { BelowTheFold } from './BelowTheFold';

/** A lazy part whose chunk arrives when the test says. */
const deferredPart = (text: string) => {
  let arrive = () => {};
  const chunk = new Promise<{ default: () => ReactElement }>((resolve) => {
    arrive = () => resolve({ default: () => <p>{text}</p> });
  });
  return { Part: lazy(() => chunk), arrive: () => act(async () => arrive()) };
};

describe('BelowTheFold: the parts below the first screen', () => {
  it('appear together and in page order: a later part whose chunk came first waits for the earlier one', async () => {
    const lanes = deferredPart('lanes');
    const activities = deferredPart('activities');
    const { container } = render(
      <BelowTheFold>
        <lanes.Part />
        <activities.Part />
      </BelowTheFold>,
    );
    // After the first screen, when the browser is idle (lib/when-idle.ts), the chunks are asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await activities.arrive();
    expect(screen.queryByText('activities')).toBeNull();
    await lanes.arrive();
    await screen.findByText('lanes');
    expect(container.textContent).toBe('lanesactivities');
  });
});
