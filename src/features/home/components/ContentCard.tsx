import { SafeImage } from '@/ui/SafeImage';

export function ContentCard({ title, meta, image, eager = false }: { title: string; meta: string; image: string; eager?: boolean }) {
  return (
    <article className="content-card">
      <SafeImage className="content-card__image" src={image} alt="" width={320} height={180} loading={eager ? 'eager' : 'lazy'} />
      <div className="content-card__body">
        <h3 className="content-card__title">{title}</h3>
        <p className="content-card__meta">{meta}</p>
      </div>
    </article>
  );
}
