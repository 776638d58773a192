import { icon } from './Icon.css';
import { glyphs, type IconName } from './glyphs';

export interface IconProps {
  name: IconName;
  className?: string;
}

/** A decorative symbol in the current text colour; the text beside it (or a label) carries the meaning. */
export function Icon({ name, className }: IconProps) {
  const { d, stroke } = glyphs[name];
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className={className ? `${icon} ${className}` : icon}
      data-icon={name}
    >
      <path
        d={d}
        fill={stroke ? 'none' : 'currentColor'}
        stroke={stroke ? 'currentColor' : 'none'}
        strokeWidth={stroke ? 1.75 : undefined}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
