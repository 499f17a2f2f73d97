import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { focusField, useForm } from './use-form';

/** A form of two fields whose check wants both; a button takes the player to the code field. */
function TwoFields() {
  const { field, onSubmit } = useForm({ mobile: '', code: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const input = (name: 'mobile' | 'code') => {
    const { error, ...props } = field(name);
    return (
      <label>
        {name}
        <input {...props} aria-invalid={error ? true : undefined} />
      </label>
    );
  };
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(
        (f) => ({
          ...(f.mobile ? {} : { mobile: 'field_required' as const }),
          ...(f.code ? {} : { code: 'field_required' as const }),
        }),
        async () => {},
      )}
    >
      {input('mobile')}
      {input('code')}
      <button type="button" onClick={() => focusField(formRef.current, 'code')}>
        focus
      </button>
      <button type="submit">send</button>
    </form>
  );
}

const invalid = (name: string) => screen.getByLabelText(name).getAttribute('aria-invalid') === 'true';

describe('the form hook', () => {
  it('a submit with problems marks the fields and focuses the first; focusField takes the player to another', () => {
    render(<TwoFields />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect([invalid('mobile'), invalid('code')]).toEqual([true, true]);
    expect(document.activeElement).toBe(screen.getByLabelText('mobile'));
    fireEvent.click(screen.getByRole('button', { name: 'focus' }));
    expect(document.activeElement).toBe(screen.getByLabelText('code'));
  });

  it('focusField without such a control (or without the form) does nothing', () => {
    render(<TwoFields />);
    const form = screen.getByRole('button', { name: 'send' }).closest('form');
    expect(() => focusField(form, 'nothing')).not.toThrow();
    expect(() => focusField(null, 'code')).not.toThrow();
    expect(document.activeElement).toBe(document.body);
  });

  it('a submit without problems marks nothing and moves no focus', () => {
    render(<TwoFields />);
    fireEvent.change(screen.getByLabelText('mobile'), { target: { value: '917' } });
    fireEvent.change(screen.getByLabelText('code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect([invalid('mobile'), invalid('code')]).toEqual([false, false]);
    expect(document.activeElement).toBe(document.body);
  });

  it('a problem stays until the next submit, typing or not', () => {
    render(<TwoFields />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    fireEvent.change(screen.getByLabelText('mobile'), { target: { value: '917' } });
    expect(invalid('mobile')).toBe(true);
  });
});
