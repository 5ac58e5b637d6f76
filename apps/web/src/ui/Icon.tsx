import type { SVGProps } from 'react';

const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  sports:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 3.2 2.9 2.1-1.1 3.4h-3.6L9.1 7.3zM5.3 9.2l2.6-.1 1.1 3.4-2 2.5-2.3-.9a7.9 7.9 0 0 1 .6-4.9m13.4 0a7.9 7.9 0 0 1 .6 4.9l-2.3.9-2-2.5 1.1-3.4zM9.5 15.6h5l1.4 2.6a8 8 0 0 1-7.8 0z',
  live: 'M4 5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1m6 3.5v6l5-3zM8 21h8',
  gift: 'M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm-1-4h18v4H3zm9 0v14M12 7S10.5 3 8 3.5 7.5 7 12 7m0 0s1.5-4 4-3.5S16.5 7 12 7',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9m-8 9a8 8 0 0 1 16 0z',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zm-3 4c0 2-2 3-5 3',
  speaker: 'M3 10v4h4l5 4V6L7 10zm13-2a5 5 0 0 1 0 8m2.5-10.5a8.5 8.5 0 0 1 0 13',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 4h4',
  close: 'M6 6l12 12M18 6 6 18',
  chevronLeft: 'm15 5-7 7 7 7',
  chevronRight: 'm9 5 7 7-7 7',
  chevronDown: 'm5 9 7 7 7-7',
  download: 'M12 3v12m0 0-5-5m5 5 5-5M4 17v3h16v-3',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3.6 17.2a1.4 1.4 0 0 0 2 2l5.7-5.7a4 4 0 0 0 5.2-5.4l-2.5 2.5-2-.5-.5-2z',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zm-3.5 9 2.5 2.5 4.5-5',
  alert: 'M12 3 2 20h20zm0 6v5m0 3v.5',
  lock: 'M6 11h12v10H6zm2 0V8a4 4 0 0 1 8 0v3m-4 4v2',
  game: 'M7 8h10a5 5 0 0 1 0 10c-1.7 0-2.6-1-3.3-2h-3.4c-.7 1-1.6 2-3.3 2A5 5 0 0 1 7 8m0 3v4m-2-2h4m6.5-1h.01m2 2h.01',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  cards:
    'M4 7.5 9.8 6l3.4 12.6-5.8 1.5zM12.6 5.5H19a1 1 0 0 1 1 1V18a1 1 0 0 1-1 1h-4.4M15.8 10.2l1.4 1.8-1.4 1.8-1.4-1.8z',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4m3 0H5a2 2 0 0 1-2-2v11a2 2 0 0 0 2 2h16zm-5 6h.01',
  card: 'M3 6h18v12H3zm0 4h18M6 15h4',
  transfer: 'M4 8h14l-3-3m5 11H6l3 3',
  message: 'M4 5h16v11H9l-5 4z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6m0 3v.1',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zm7 11 .8 2.2L22 17l-2.2.8L19 20l-.8-2.2L16 17l2.2-.8z',
  palette:
    'M12 3a9 9 0 0 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 1.8-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5m-5 9h.01M9 7.5h.01M15 7.5h.01',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m0-13v5l3 2',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m3.5-12.5-2 5-5 2 2-5z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12m10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.1 3.9M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  external: 'M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  mail: 'M3 6h18v12H3zm0 0 9 7 9-7',
  send: 'M21 3 3 10.5l7 2.5 2.5 7zm-11 10 4-4',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 5H4v2a3 3 0 0 0 4 3m8-5h4v2a3 3 0 0 1-4 3m-4 3v4m-4 4h8m-6-4h4v4h-4z',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}

/** Line icons drawn in currentColor, sized by the surrounding font or a `--icon-*` token. */
export function Icon({ name, label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
