import { beforeEach, describe, expect, it } from 'vitest';
import { appContainer } from './hand-over';
import { SHELL_TEXT_HIDDEN_CLASS, PRERENDERED_ATTRIBUTE } from './markers';

const root = document.documentElement;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  delete root.dataset.interactive;
  root.className = '';
});

describe('appContainer', () => {
  it('is #root itself on a page without a prerendered screen', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(appContainer(document)).toBe(document.getElementById('root'));
  });

  it('replaces the prerendered screen only once the app is ready, never showing both', async () => {
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE} inert><main><h1>Welcome back</h1></main></div>`;
    root.classList.add(SHELL_TEXT_HIDDEN_CLASS);
    const shell = document.getElementById('root');
    const container = appContainer(document);
    expect(container).not.toBe(shell);
    container.innerHTML = '<main><h1>Welcome back</h1><form></form></main>';
    await flush();
    // Not ready yet: the page still shows the prerendered screen alone.
    expect(document.getElementById('root')).toBe(shell);
    expect(document.querySelectorAll('h1')).toHaveLength(1);

    root.dataset.interactive = 'true';
    await flush();
    expect(document.getElementById('root')).toBe(container);
    expect(shell?.isConnected).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(root.classList.contains(SHELL_TEXT_HIDDEN_CLASS)).toBe(false);
  });
});
