import { clampRating, MAX_STARS, type Testimonial } from '../model';

/** What members say (reg_details): stars clamped between 0 and 5, the text and the author. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  if (!items.length) return null;
  return (
    <section className="reg-testimonials" aria-labelledby="reg-testimonials-title">
      <h2 id="reg-testimonials-title">What our members say</h2>
      <ul className="reg-testimonials__list">
        {items.map((item) => {
          const stars = clampRating(item.rating_star);
          return (
            <li key={`${item.author_name}-${item.description}`} className="reg-testimonial">
              <p
                className="reg-testimonial__stars"
                role="img"
                aria-label={`${stars} out of ${MAX_STARS} stars`}
              >
                <span aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(MAX_STARS - stars)}</span>
              </p>
              <blockquote>{item.description}</blockquote>
              <p className="reg-testimonial__author">{item.author_name}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
