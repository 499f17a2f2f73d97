import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '../test/render-at';
import { Screen } from './Screen';

const renderScreen = (ui: ReactElement) => renderAt('/home', ui).container;

describe('Screen', () => {
  it('frames a page: the top bar with the title as its heading and a back button, then the body', () => {
    const container = renderScreen(
      <Screen title="Wallet">
        <p>content</p>
      </Screen>,
    );
    const main = screen.getByRole('main');
    expect(main.className).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(container.querySelector('.page-body')!.textContent).toBe('content');
  });

  it('has no back button where there is no way back', () => {
    renderScreen(
      <Screen title="Home" back={false}>
        <p>content</p>
      </Screen>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('puts the bottom nav after the body and makes room for it', () => {
    renderScreen(
      <Screen title="Home" bottomNav={<nav aria-label="Tabs" />}>
        <p>content</p>
      </Screen>,
    );
    const main = screen.getByRole('main');
    expect(main.className).toBe('page page--with-nav');
    expect(main.lastElementChild).toBe(screen.getByRole('navigation', { name: 'Tabs' }));
  });
});
