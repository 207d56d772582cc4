// The small pictures of alumni events, drawn here so they look the same on every device (emoji do not).
import type { AlumniEventIcon } from '../../../../contract/api/member-area.ts';

const paths: Record<AlumniEventIcon, string> = {
  football:
    'M12 3c4.5 0 8 3.5 8 9s-3.5 9-8 9-8-3.5-8-9 3.5-9 8-9zm-3 9h6M10 10v4m2-4v4m2-4v4M6.5 6.5l11 11',
  party: 'M4 20l5-13 8 8-13 5zM14 4l1 2m3 1l2-1m-1 5l2 1M9 7l8 8',
  landmark: 'M3 9l9-5 9 5M5 9v9m4-9v9m6-9v9m4-9v9M3 20h18',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4',
  dinner: 'M7 3v18M5 3v5a2 2 0 004 0V3m8 0c-2 0-3 2-3 5s1 4 3 4v9',
  golf: 'M12 18V3l6 3-6 3M8 21c0-1.5 1.8-3 4-3s4 1.5 4 3',
};

export function EventIcon({ name }: { name: string }) {
  const d = paths[name as AlumniEventIcon] ?? paths.calendar;
  return (
    <svg
      className="alumni-event__icon"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
