import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LoginModes } from './LoginModes';

vi.mock('./SmsLoginForm', () => ({ SmsLoginForm: () => <p>sms form</p> }));

describe('the login screen has username/password and SMS modes', () => {
  it('opens on the password mode and switches by tap', async () => {
    render(<LoginModes passwordForm={<p>password form</p>} />);
    expect(screen.getByRole('tab', { name: 'Password login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('password form');
    fireEvent.click(screen.getByRole('tab', { name: 'SMS login' }));
    expect(await screen.findByText('sms form')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys', async () => {
    render(<LoginModes passwordForm={<p>password form</p>} />);
    const password = screen.getByRole('tab', { name: 'Password login' });
    password.focus();
    fireEvent.keyDown(password, { key: 'ArrowRight' });
    const sms = screen.getByRole('tab', { name: 'SMS login' });
    expect(document.activeElement).toBe(sms);
    expect(sms.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('sms form')).toBeTruthy();
    fireEvent.keyDown(sms, { key: 'Home' });
    expect(document.activeElement).toBe(password);
  });
});
