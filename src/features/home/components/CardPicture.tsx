import { useState } from 'react';
import { TodayIllustration, type TodayPicture } from './illustrations';

interface CardPictureProps {
  image: string;
  picture: TodayPicture;
  className: string;
  width: number;
  height: number;
  eager?: boolean;
}

/**
 * A card's own picture: the content's image, or (when it has none or it fails to load) the
 * drawing made for that kind of card; never the logo.
 */
export function CardPicture({ image, picture, className, width, height, eager }: CardPictureProps) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) return <TodayIllustration picture={picture} className={className} />;
  return (
    <img
      className={className}
      src={image}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
    />
  );
}
