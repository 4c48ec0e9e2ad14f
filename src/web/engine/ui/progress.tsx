const KEYFRAMES = '@keyframes mando-progress{0%{transform:translateX(-100%)}100%{transform:translateX(400%)}}';

/** Thin indeterminate bar at the top of a scroll area: shown while cached data is being refreshed. */
export function ProgressBar({ active }: { active: boolean }) {
  return (
    <div aria-hidden="true" className="pointer-events-none sticky left-0 top-0 z-30 -mb-0.5 h-0.5 w-full overflow-hidden">
      <style>{KEYFRAMES}</style>
      {active && <div className="h-full w-1/4 bg-accent" style={{ animation: 'mando-progress 1.1s ease-in-out infinite' }} />}
    </div>
  );
}
