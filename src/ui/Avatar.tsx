import { useState } from 'react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts[0]?.[0] ?? '?').toUpperCase() + (parts[1]?.[0] ?? '').toUpperCase();
}

/** A member picture, or their initials when there is none or it fails to load. */
export function Avatar({
  name,
  src,
  size = 40,
  staff = false,
  decorative = false,
}: {
  name: string;
  src?: string;
  size?: number;
  staff?: boolean;
  /** Inside a control named otherwise (the account menu): hidden from assistive technology, and
   * its initials drawn by CSS so that they are no visible text the control's name must contain. */
  decorative?: boolean;
}) {
  // The address that failed to load: a new one (a photo just uploaded) gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== undefined && failedSrc === src;
  const className = `avatar${staff ? ' avatar--staff' : ''}`;
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (decorative && (!src || failed)) {
    return (
      <span className={className} style={style} aria-hidden="true" data-initials={initials(name)} />
    );
  }
  if (decorative) {
    return (
      <img
        className={className}
        style={style}
        src={src}
        alt=""
        width={size}
        height={size}
        onError={() => setFailedSrc(src ?? null)}
      />
    );
  }
  if (!src || failed) {
    return (
      <span className={className} style={style} role="img" aria-label={name}>
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className={className}
      style={style}
      src={src}
      alt={name}
      width={size}
      height={size}
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
