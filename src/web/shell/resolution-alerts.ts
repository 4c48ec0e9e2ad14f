import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { canOnResource } from '../../core/access';
import {
  RESOLUTION_CHECK_DELAY_MS, resolutionAlerts, resolutionCheckDue, type ResolutionAlert, type ResolutionForAlerts,
} from '../../core/billing/resolution-alerts';
import { todayDefault } from '../../core/resource';
import { resolutions } from '../../core/resources/resolutions';
import { api } from '../lib/api';
import { notify } from '../lib/notices';
import { principalOf, sessionState } from '../lib/session';

/** Where the device remembers the last check, per tenant base and user. */
export const resolutionCheckKey = (base: string, userId: number) => `mando.resolutionCheck.${base || '/'}.${userId}`;

function lastChecked(key: string): number | null {
  try {
    const v = localStorage.getItem(key);
    return v === null ? null : Number(v);
  } catch {
    return null;
  }
}

/** The spec's texts, through the catalogue (Spanish source = spec 02 §8). */
function alertText(a: ResolutionAlert): string {
  switch (a.kind) {
    case 'expiring': {
      const date = a.text.match(/\((\d{4}-\d{2}-\d{2})\)/)?.[1] ?? '';
      return t`La Resolución de facturación esta proxima a vencerse (${date}). Te recomendamos renovarla pronto`;
    }
    case 'expired': return t`La Resolución de facturación esta vencida`;
    case 'runningOut': return t`La Resolución de facturación esta proxima a agotar su rango de numeración`;
    case 'exhausted': return t`La Resolución de facturación ha agotado su rango de numeración`;
  }
}

/**
 * The billing resolution check (spec 02 §8, spec 03 §9): 7 s after a user who may view invoices
 * signs in (or opens the app signed in), at most once per 7 days per user on this device, read
 * `proxy_resolutions?scope[active]=1` and show each alert: warnings as warning notices, errors as
 * error notices, the resolution named under the text. A failed read is only logged and not
 * remembered (the next start tries again).
 */
export function useResolutionAlerts(): void {
  const { user, base } = useSnapshot(sessionState);
  const userId = user?.id;
  const token = user?.token;
  useEffect(() => {
    if (!userId || !token) return;
    const p = principalOf(sessionState.user);
    if (!canOnResource(p, resolutions, 'view')) return;
    const key = resolutionCheckKey(base ?? '', userId);
    if (!resolutionCheckDue(lastChecked(key), Date.now())) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const rows = await api.get(resolutions.name, {
          searchParams: 'scope[active]=1&limit=100', context: { silent: true },
        }).json<ResolutionForAlerts[]>();
        if (cancelled) return;
        try { localStorage.setItem(key, String(Date.now())); } catch { /* private mode */ }
        for (const a of resolutionAlerts(rows, todayDefault({ now: new Date() }))) {
          notify({ kind: a.level, title: alertText(a), message: t`Resolución ${a.resolution}` });
        }
      } catch (err) {
        console.warn('resolution check failed', err);
      }
    }, RESOLUTION_CHECK_DELAY_MS);
    return () => { cancelled = true; clearTimeout(timer); };
  }, [userId, token, base]);
}
