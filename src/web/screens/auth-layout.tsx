import type { ReactNode } from 'react';

/** Centred 350 px card of the signed-out screens (spec 01 §2.1). */
export function AuthLayout({ title, subtitle, children, footer }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-subtle px-4 py-10">
      <div className="mb-6 flex items-center gap-2">
        <span aria-hidden className="flex size-7 items-center justify-center rounded-md bg-accent text-sm font-bold text-accent-fg">M</span>
        <span className="text-base font-semibold tracking-tight">Mando</span>
      </div>
      <main className="w-full max-w-[350px] rounded-lg border border-line bg-surface p-6 shadow-sm shadow-black/[0.03]">
        <h1 className="text-base font-semibold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1 text-13 text-fg-muted">{subtitle}</p> : null}
        <div className="mt-5">{children}</div>
      </main>
      {footer ? <div className="mt-4 text-13 text-fg-muted">{footer}</div> : null}
    </div>
  );
}
