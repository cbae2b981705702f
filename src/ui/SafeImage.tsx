import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** An image that falls back to the placeholder picture when it is missing or fails to load. */
export function SafeImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      alt={alt}
      src={!src || failed ? PLACEHOLDER_IMAGE : src}
      onError={() => setFailed(true)}
    />
  );
}
