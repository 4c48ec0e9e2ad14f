import { useState, type FormEvent } from 'react';
import { reportApiError } from './api';
import { notify } from './notices';

export type FieldErrors = Record<string, string[]>;

/**
 * The submit of a small hand-written form (sign-in, register, passwords): ignored while busy or not
 * ready; old errors cleared; on failure the shared handler reports it and a 422's field messages are
 * kept. A 422 with only a message puts it on `messageField`, or shows it as a notice. After a success
 * the form stays busy: the caller navigates away or replaces the form.
 */
export function useFormSubmit(run: () => Promise<void>, { ready, messageField }: { ready: boolean; messageField?: string }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setErrors({});
    try {
      await run();
    } catch (err) {
      const failure = await reportApiError(err);
      if (Object.keys(failure.fieldErrors).length) setErrors(failure.fieldErrors);
      else if (failure.status === 422 && failure.message) {
        if (messageField) setErrors({ [messageField]: [failure.message] });
        else notify({ kind: 'error', title: failure.message });
      }
      setBusy(false);
    }
  };
  return { busy, errors, submit };
}
