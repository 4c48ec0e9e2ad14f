import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { dismissNotice, holdNotice, noticeState, releaseNotice, type Notice } from '../lib/notices';
import { cx } from './cx';
import { Icon, type IconName } from './icon';

const STYLE: Record<Notice['kind'], { icon: IconName; tone: string }> = {
  success: { icon: 'check-circle', tone: 'text-success' },
  error: { icon: 'alert-circle', tone: 'text-danger' },
  warning: { icon: 'alert-triangle', tone: 'text-warning' },
  info: { icon: 'info', tone: 'text-accent-text' },
};

function NoticeCard({ n }: { n: Notice }) {
  const { t } = useLingui();
  const s = STYLE[n.kind];
  const listed = !!n.items?.length;
  return (
    <div
      role={n.kind === 'error' || n.kind === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => holdNotice(n.id)}
      onMouseLeave={() => releaseNotice(n.id)}
      onFocus={() => holdNotice(n.id)}
      onBlur={() => releaseNotice(n.id)}
      className={cx(
        'pointer-events-auto flex w-full gap-2.5 rounded-lg border bg-surface p-3 shadow-lg shadow-black/5 animate-in',
        n.kind === 'error' ? 'border-danger/40' : n.kind === 'warning' ? 'border-warning/40' : 'border-line',
        listed ? 'sm:w-[26rem]' : 'sm:w-80',
      )}
    >
      <Icon name={s.icon} className={cx('mt-0.5 size-4', s.tone)} />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{n.title}</p>
        {n.message ? <p className="mt-0.5 text-fg-muted break-words">{n.message}</p> : null}
        {listed ? (
          <ul className="mt-1.5 list-disc space-y-0.5 pl-4 text-fg-muted">
            {n.items!.slice(0, 12).map((item, i) => <li key={i}>{item}</li>)}
          </ul>
        ) : null}
      </div>
      <button type="button" aria-label={t`Cerrar aviso`} onClick={() => dismissNotice(n.id)} className="-m-1 h-fit rounded p-1 text-fg-subtle hover:bg-muted hover:text-fg">
        <Icon name="x" className="size-3.5" />
      </button>
    </div>
  );
}

/**
 * Where notices appear: warnings with a list (the spec's warning dialog) at the top centre, toasts
 * at the bottom right (bottom, full width, on phones). Both are live regions.
 */
export function Toaster() {
  const { list } = useSnapshot(noticeState);
  const dialogs = list.filter((n) => n.items?.length);
  const toasts = list.filter((n) => !n.items?.length);
  return (
    <>
      <div aria-live="assertive" className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3">
        {dialogs.map((n) => <NoticeCard key={n.id} n={n as Notice} />)}
      </div>
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-3 z-[60] flex flex-col items-end gap-2 px-3 sm:right-3 sm:left-auto">
        {toasts.map((n) => <NoticeCard key={n.id} n={n as Notice} />)}
      </div>
    </>
  );
}
