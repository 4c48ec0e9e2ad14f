// Class recipes shared by the engine's views (semantic tokens from src/web/styles.css: they follow
// dark mode and the accent by themselves).

export const cx = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' ');

const base = 'inline-flex items-center justify-center gap-1.5 rounded-md text-13 font-medium whitespace-nowrap select-none transition-colors disabled:opacity-50 disabled:pointer-events-none';

export const btn = {
  primary: cx(base, 'h-8 px-3 bg-accent text-accent-fg hover:bg-accent-hover shadow-sm'),
  secondary: cx(base, 'h-8 px-3 border border-line bg-surface text-fg hover:bg-muted shadow-xs'),
  ghost: cx(base, 'h-8 px-2.5 text-fg-muted hover:bg-muted hover:text-fg'),
  danger: cx(base, 'h-8 px-3 bg-danger text-white hover:opacity-90 shadow-sm'),
  warning: cx(base, 'h-8 px-3 bg-warning text-white hover:opacity-90 shadow-sm'),
  icon: cx(base, 'h-8 w-8 text-fg-muted hover:bg-muted hover:text-fg'),
  iconSm: cx(base, 'h-6 w-6 text-fg-subtle hover:bg-emphasis hover:text-fg'),
};

export const input = 'h-8 w-full rounded-md border border-line bg-surface px-2.5 text-13 text-fg placeholder:text-fg-subtle shadow-xs outline-none transition-colors focus:border-accent focus:ring-2 focus:ring-accent/20 disabled:bg-subtle disabled:text-fg-muted aria-invalid:border-danger aria-invalid:focus:ring-danger/20';

export const menuPanel = 'z-50 min-w-44 rounded-lg border border-line bg-surface p-1 text-13 text-fg shadow-lg outline-none animate-in';

export const menuItem = 'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-fg data-focus:bg-muted hover:bg-muted focus:bg-muted outline-none';

export const chip = 'inline-flex max-w-full items-center gap-1 rounded-md border border-line bg-subtle px-1.5 py-px text-xs text-fg-muted';

export const kbd = 'inline-flex h-4 min-w-4 items-center justify-center rounded border border-line bg-subtle px-1 font-sans text-[10px] text-fg-subtle';
