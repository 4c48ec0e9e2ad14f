// A status badge: a value's colour from the semantic palette (select options' `tone`), text kept as
// written except its first letter (stored values such as 'abierto' read 'Abierto').
import type { ReactNode } from 'react';
import type { OptionTone } from '../../core/resource/types';
import { cx } from './cx';

const TONES: Record<OptionTone, { box: string; dot: string }> = {
  neutral: { box: 'bg-muted text-fg-muted ring-line', dot: 'bg-fg-subtle' },
  info: { box: 'bg-accent-soft text-accent-text ring-accent/25', dot: 'bg-accent' },
  accent: { box: 'bg-accent-soft text-accent-text ring-accent/25', dot: 'bg-accent' },
  success: { box: 'bg-success-soft text-success ring-success/25', dot: 'bg-success' },
  warning: { box: 'bg-warning-soft text-warning ring-warning/25', dot: 'bg-warning' },
  danger: { box: 'bg-danger-soft text-danger ring-danger/25', dot: 'bg-danger' },
};

export function Badge({ tone = 'neutral', children, title, className }: { tone?: OptionTone; children: ReactNode; title?: string; className?: string }) {
  const t = TONES[tone] ?? TONES.neutral;
  return (
    <span title={title} data-tone={tone}
      className={cx('inline-flex max-w-full items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-px text-xs font-medium ring-1 ring-inset', t.box, className)}>
      <span aria-hidden="true" className={cx('size-1.5 shrink-0 rounded-full', t.dot)} />
      <span className="inline-block truncate first-letter:uppercase">{children}</span>
    </span>
  );
}
