import { useLingui } from '@lingui/react/macro';
import { Icon, cx } from '../ui';
import { useEditors } from './editing';

/** "Ana está editando" on a list row, board card, calendar event or form; nothing when nobody is. */
export function EditingBadge({ names, className }: { names: readonly string[]; className?: string }) {
  const { t } = useLingui();
  if (!names.length) return null;
  const who = names.join(', ');
  const text = names.length > 1 ? t`${who} están editando` : t`${who} está editando`;
  return (
    <span role="status" data-testid="editing-badge" title={text}
      className={cx('inline-flex max-w-full items-center gap-1 truncate rounded bg-warning-soft px-1.5 text-[11px] font-medium text-warning', className)}>
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
