import type { ReactNode } from 'react';

/** Inline icons, one definition each (decorative: the buttons around them carry the accessible names). */
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An icon's frame: 24 units drawn as strokes in the text colour, 20 px square unless `size` says otherwise. */
function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg {...base} width={size} height={size}>
      {children}
    </svg>
  );
}

/** An icon drawn with path strokes only, one `<path>` for each of `d`. */
function PathIcon({ d, size }: { d: readonly string[]; size?: number }) {
  return (
    <Icon size={size}>
      {d.map((path) => (
        <path key={path} d={path} />
      ))}
    </Icon>
  );
}

export const QrIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
  </Icon>
);

export const PencilIcon = () => <PathIcon d={['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z']} />;

export const TrashIcon = () => <PathIcon d={['M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6']} />;

export const PlusIcon = () => <PathIcon size={32} d={['M12 5v14M5 12h14']} />;

export const LogoutIcon = () => (
  <PathIcon size={18} d={['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9']} />
);

const paths = { left: 'M15 18l-6-6 6-6', right: 'M9 18l6-6-6-6', up: 'M18 15l-6-6-6 6', down: 'M6 9l6 6 6-6' };

export const ArrowIcon = ({ direction }: { direction: keyof typeof paths }) => <PathIcon d={[paths[direction]]} />;

export const HomeIcon = () => <PathIcon d={['M3 10.5 12 3l9 7.5', 'M5 9.5V21h5v-6h4v6h5V9.5']} />;

export const BackIcon = () => <PathIcon d={['M15 18l-6-6 6-6']} />;

export const OrdersIcon = () => <PathIcon d={['M6 2h12v20l-3-2-3 2-3-2-3 2z', 'M9 7h6M9 11h6M9 15h4']} />;

export const ChartIcon = () => <PathIcon d={['M4 20h16', 'M7 16v-5M12 16V6M17 16v-8']} />;

export const MenuIcon = () => (
  <PathIcon d={['M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z', 'M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5']} />
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);

export const TruckIcon = () => (
  <Icon>
    <path d="M2 6h11v10H2zM13 10h4l4 4v2h-8z" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

export const GearIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </Icon>
);

export const PhoneIcon = () => (
  <PathIcon d={['M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2']} />
);

export const BellIcon = () => (
  <PathIcon d={['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.9 1.9 0 0 0 3.4 0']} />
);

export const WalletIcon = () => (
  <Icon>
    <path d="M3 7h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H3z" />
    <path d="M3 7l12-3v3" />
    <circle cx="16" cy="13" r="1.5" />
  </Icon>
);

export const PrinterIcon = () => (
  <PathIcon
    d={['M6 9V3h12v6', 'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2', 'M6 14h12v7H6z']}
  />
);

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
