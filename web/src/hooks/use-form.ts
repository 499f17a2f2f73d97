import { useState, type FormEvent } from 'react';
import type { MessageKey } from '../i18n/keys';
import { useTranslation } from '../i18n/translate';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants/sign-in';
import { createSubmitLock } from '../lib/submit-lock';

/** Message keys of what is wrong with the fields, by field; empty when the form can be sent. */
export type Problems<F extends string> = Partial<Record<F, MessageKey>>;

export const hasProblems = (p: Problems<string>): boolean => Object.values(p).some(Boolean);

/** Takes the player to the control named `name` in `form` (a field to fix, the code input once a code is sent). */
export const focusField = (form: HTMLFormElement | null, name: string) =>
  // A group of controls of that name (a RadioNodeList) has no focus.
  (form?.elements.namedItem(name) as Partial<HTMLElement> | null)?.focus?.();

/**
 * State of a form: field values, problems shown under the fields, and one submit at a time
 * (ignored while one runs, released 500 ms after it ends).
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const [busy, setBusy] = useState(false);
  const [lock] = useState(() => createSubmitLock(SUBMIT_LOCK_RELEASE_MS));

  /** Props for the TextField of one field. */
  const field = (name: F) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: problems[name] ? t(problems[name]) : null,
  });

  /** Runs `action` under the same lock with busy shown (also a login the form continues by itself). */
  const run = (action: () => Promise<void>) =>
    void lock.run(async () => {
      setBusy(true);
      try {
        await action();
      } finally {
        setBusy(false);
      }
    });

  /** A submit handler: shows the problems `check` finds, else runs `action` under the lock with busy shown. */
  const onSubmit =
    (check: (form: Record<F, string>) => Problems<F>, action: (form: Record<F, string>) => Promise<void>) =>
    (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const found = check(form);
      setProblems(found);
      // Take the player to the first field to fix, if any.
      const first = (Object.keys(form) as F[]).find((name) => found[name]);
      if (first) focusField(e.currentTarget, first);
      else run(() => action(form));
    };

  // setForm and setProblems: for a form that clears its fields or its marks itself (the two-factor modal).
  return { form, field, busy, onSubmit, run, setForm, setProblems };
}
