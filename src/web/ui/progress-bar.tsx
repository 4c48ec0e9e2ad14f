/** Thin indeterminate bar at the top of a scroll area: shown while cached data is being refreshed. */
export function ProgressBar({ active }: { active: boolean }) {
  return (
    <div aria-hidden="true" className="pointer-events-none sticky left-0 top-0 z-30 -mb-0.5 h-0.5 w-full overflow-hidden">
      {active && <div className="h-full w-1/4 animate-progress bg-accent" />}
    </div>
  );
}
