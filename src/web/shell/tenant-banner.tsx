// The tenant's banner (spec 03 §7.5, §9): the `banner_message` setting, shown only to users who can send
// to the DIAN, once per change (the updated_at this device last showed is remembered), for 25 seconds.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { useSessionUser } from '../lib/session';
import { Icon } from '../ui';

export const BANNER_MS = 25_000;
const SEEN_KEY = 'mando.banner-seen';

export interface BannerRow { key: string; value: string | null; updated_at: string }

/** GET settings?where[key]=banner_message&limit=1 (spec 03 §7.5). */
export const bannerQuery = (tenantId: number | undefined, enabled: boolean) => ({
  queryKey: ['settings', 'banner', tenantId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('settings', {
    signal, searchParams: { 'where[key]': 'banner_message', limit: '1' }, context: { silent: true },
  }).json<BannerRow[]>().then((rows) => rows[0] ?? null),
  enabled,
  refetchInterval: 5 * 60_000,
  staleTime: 60_000,
});

const seenOf = (tenantId: number): string | null => {
  try { return (JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}') as Record<string, string>)[tenantId] ?? null; } catch { return null; }
};
const markSeen = (tenantId: number, at: string) => {
  try {
    const all = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}') as Record<string, string>;
    localStorage.setItem(SEEN_KEY, JSON.stringify({ ...all, [tenantId]: at }));
  } catch { /* private mode */ }
};

/** Under the top bar, over every page of the signed-in app. */
export function TenantBanner() {
  const { t } = useLingui();
  const me = useSessionUser();
  const allowed = !!me?.canSendToDian;
  const { data } = useQuery(bannerQuery(me?.tenant_id, allowed));
  const [shown, setShown] = useState<BannerRow | null>(null);

  useEffect(() => {
    if (!allowed || !me || !data?.value?.trim() || seenOf(me.tenant_id) === data.updated_at) return;
    markSeen(me.tenant_id, data.updated_at);
    setShown(data);
  }, [allowed, me, data]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown || !allowed) return null;
  return (
    <div role="status" data-testid="tenant-banner" className="flex items-start gap-2 border-b border-accent/30 bg-accent-soft px-4 py-2 text-13">
      <Icon name="info" className="mt-0.5 size-4 shrink-0 text-accent-text" />
      <p className="min-w-0 flex-1 whitespace-pre-line text-fg">{shown.value}</p>
      <button type="button" className="rounded p-0.5 text-fg-muted hover:text-fg" aria-label={t`Cerrar`} onClick={() => setShown(null)}>
        <Icon name="x" className="size-3.5" />
      </button>
    </div>
  );
}
