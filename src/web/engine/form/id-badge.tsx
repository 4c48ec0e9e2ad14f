/** A record's id next to a dialog title (SuperAdmin only). */
export const IdBadge = ({ id }: { id: number | string }) => (
  <span className="rounded bg-muted px-1.5 py-px font-mono text-[11px] text-fg-muted">#{id}</span>
);
