import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { markHandled } from '../../lib/api';
import { Icon } from '../../ui';
import { signInProblem } from './sign-in-problem';

/**
 * The login card's own error line: `guard(base, call)` runs a sign-in request and, when it fails in a
 * way the shared notices do not cover (no answer, another address, 5xx, a strange answer), keeps the
 * reason to show on the card and keeps the generic notice quiet. The error is re-thrown either way.
 */
export function useSignInProblem() {
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const guard = useCallback(async <T,>(base: string, call: () => Promise<T>): Promise<T> => {
    setProblem(null);
    try {
      return await call();
    } catch (err) {
      const why = signInProblem(err, { online: navigator.onLine, base, origin: window.location.origin });
      if (why) {
        markHandled(err);
        setProblem(why);
      }
      throw err;
    }
  }, []);
  return { problem, guard };
}

export function SignInAlert({ problem }: { problem: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  if (!problem) return null;
  return (
    <div role="alert" className="flex gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-13 text-danger">
      <Icon name="alert-triangle" className="mt-0.5 size-4 shrink-0" />
      <p>{i18n._(problem)}</p>
    </div>
  );
}
