import { cx } from './cx';

/** Placeholder block while data loads (no spinners: the layout shows at once). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={cx('block skeleton', className ?? 'h-4 w-full')} />;
}

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="block h-3 skeleton" style={{ width: `${i === lines - 1 ? 60 : 100 - i * 7}%` }} />
      ))}
    </span>
  );
}
