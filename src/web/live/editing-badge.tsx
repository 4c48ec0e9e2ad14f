import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Icon, cx } from '../ui';
import { useEditors } from './editing';

/** The badge's look, shared with the calendar's event content (drawn by FullCalendar, not React). */
export const EDITING_BADGE_CLASS = 'inline-flex max-w-full items-center gap-1 truncate rounded bg-warning-soft px-1.5 text-[11px] font-medium text-warning';

/** The badge's text for some names ("Ana está editando"), also used by the calendar's event content. */
export function useEditingText(): (names: readonly string[]) => string {
  const { t } = useLingui();
  return useCallback((names: readonly string[]) => {
    const who = names.join(', ');
    return names.length > 1 ? t`${who} están editando` : t`${who} está editando`;
  }, [t]);
}

/** "Ana está editando" on a list row, board card, calendar event or form; nothing when nobody is. */
export function EditingBadge({ names, className }: { names: readonly string[]; className?: string }) {
  const text = useEditingText()(names);
  if (!names.length) return null;
  return (
    <span role="status" data-testid="editing-badge" title={text} className={cx(EDITING_BADGE_CLASS, className)}>
      <Icon name="pencil" className="size-3 shrink-0" />
      <span className="truncate">{text}</span>
    </span>
  );
}

/** The badge for one record, from the resource channel's 'editing' whispers. */
export function RecordEditingBadge({ resource, id, className }: { resource: string; id: number; className?: string }) {
  const names = useEditors(resource, id);
  return <EditingBadge names={names} className={className} />;
}
