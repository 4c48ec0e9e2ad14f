// Small stroke icons (16px, currentColor) for the engine's chrome; no icon package needed.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const PATHS = {
  search: 'M11 11l3.5 3.5M7 12.5a5.5 5.5 0 1 1 0-11 5.5 5.5 0 0 1 0 11z',
  x: 'M4 4l8 8M12 4l-8 8',
  plus: 'M8 3v10M3 8h10',
  minus: 'M3 8h10',
  refresh: 'M13.5 8a5.5 5.5 0 1 1-1.6-3.9M13.5 2.5v3h-3',
  columns: 'M2.5 3.5h11v9h-11zM6.2 3.5v9M9.8 3.5v9',
  filter: 'M2.5 3.5h11l-4.2 5v4l-2.6 1.2V8.5z',
  chevronDown: 'M4 6l4 4 4-4',
  chevronUp: 'M4 10l4-4 4 4',
  chevronLeft: 'M10 4L6 8l4 4',
  chevronRight: 'M6 4l4 4-4 4',
  chevronsLeft: 'M8 4L4 8l4 4M12 4L8 8l4 4',
  chevronsRight: 'M4 4l4 4-4 4M8 4l4 4-4 4',
  more: 'M3.5 8h.01M8 8h.01M12.5 8h.01',
  check: 'M3 8.5l3 3 7-7',
  eye: 'M1.5 8s2.5-4.5 6.5-4.5S14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8zM8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  eyeOff: 'M2 2l12 12M6.6 6.6a2 2 0 0 0 2.8 2.8M4.2 4.3C2.5 5.5 1.5 8 1.5 8s2.5 4.5 6.5 4.5c1.3 0 2.5-.4 3.5-1M7 3.6c.3 0 .7-.1 1-.1 4 0 6.5 4.5 6.5 4.5s-.5 1-1.5 2.1',
  pencil: 'M10.5 2.5l3 3L6 13H3v-3z',
  copy: 'M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3',
  trash: 'M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4',
  history: 'M2.5 8a5.5 5.5 0 1 0 1.6-3.9M2.5 2.5v3h3M8 5v3l2 1.5',
  ban: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM3.4 3.4l9.2 9.2',
  rows: 'M2.5 4h11M2.5 8h11M2.5 12h11',
  alert: 'M8 2l6.5 11.5h-13zM8 6.5v3M8 11.5h.01',
  inbox: 'M1.5 9l2-5.5h9l2 5.5v4h-13zM1.5 9H5l1 2h4l1-2h3.5',
  link: 'M6.5 9.5l3-3M7 4.5l1-1a2.5 2.5 0 0 1 3.5 3.5l-1 1M9 11.5l-1 1A2.5 2.5 0 0 1 4.5 9l1-1',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16, ...rest }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={name === 'more' ? 2.4 : 1.5}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <path d={PATHS[name]} />
    </svg>
  );
}
