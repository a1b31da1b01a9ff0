import type { ReactElement, SVGProps } from 'react';

// Every icon is drawn on a 24 x 24 grid. Brand marks are filled shapes; interface icons
// are 2 px strokes, so they share one stroke weight at any size.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The icon set as data: name -> SVG children. */
export const iconShapes = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.6 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.4v3.3h2.8V22z"
    />
  ),
  instagram: (
    <g {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <>
      <path
        fill="currentColor"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8z"
      />
      <path fill="#fff" d="M10 15.1 15.2 12 10 8.9z" />
    </>
  ),
  mail: (
    <g {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </g>
  ),
  phone: (
    <path
      {...stroke}
      d="M5.2 3.5h3.3l1.7 4.3-2.2 1.4a11.5 11.5 0 0 0 6.8 6.8l1.4-2.2 4.3 1.7v3.3a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 3.2 5.6a2 2 0 0 1 2-2.1z"
    />
  ),
  location: (
    <g {...stroke}>
      <path d="M12 21.5s-7-6.3-7-11.5a7 7 0 0 1 14 0c0 5.2-7 11.5-7 11.5z" />
      <circle cx="12" cy="10" r="2.6" />
    </g>
  ),
  menu: <path {...stroke} d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: <path {...stroke} d="M6 6l12 12M18 6 6 18" />,
  'chevron-left': <path {...stroke} d="m15 5-7 7 7 7" />,
  'chevron-right': <path {...stroke} d="m9 5 7 7-7 7" />,
  'chevron-down': <path {...stroke} d="m5 9 7 7 7-7" />,
  'chevron-up': <path {...stroke} d="m5 15 7-7 7 7" />,
  user: (
    <g {...stroke}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4 4-6.2 8-6.2s7.2 2.2 8 6.2" />
    </g>
  ),
  logout: (
    <g {...stroke}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="m9 8-4 4 4 4M5 12h11" />
    </g>
  ),
  search: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </g>
  ),
  link: (
    <g {...stroke}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.1 1.1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.1-1.1" />
    </g>
  ),
  image: (
    <g {...stroke}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.8" />
      <path d="m21 16-5.2-5.2L6 20" />
    </g>
  ),
  alert: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </g>
  ),
  check: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
  heart: (
    <path
      {...stroke}
      d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z"
    />
  ),
  comment: (
    <path
      {...stroke}
      d="M4 5.5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9.5L6 21v-3.5H4a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1z"
    />
  ),
  eye: (
    <g {...stroke}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </g>
  ),
  clock: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </g>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconShapes;

/** SPEC §9: icons default to 48 px. */
export const DEFAULT_ICON_SIZE = 48;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Width and height in px; defaults to 48. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  title?: string;
}

/** One inline SVG icon that takes the current text colour. */
export function Icon({ name, size = DEFAULT_ICON_SIZE, title, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-icon={name}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {iconShapes[name]}
    </svg>
  );
}
