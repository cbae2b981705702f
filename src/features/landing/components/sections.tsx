/** The simple sections of the landing template; each renders one part of the config. */
import { Carousel } from '@/ui/Carousel';
import { Accordion } from '@/ui/Accordion';
import type {
  Bonuses,
  BrandInfo,
  CallToAction,
  ClasseSliderInfo,
  DontTake,
  Faq,
  MeetProInfo,
  ProductInfo,
  QuoteBlock,
  Testimonial,
  TrustPilote,
  WhoAreYou,
  WhyRwl,
} from '../model';
import { possessive } from '../model';
import { CtaButton } from './CtaButton';
import { useLanding } from './LandingContext';

function LazyImage({
  src,
  width,
  height,
  className,
  alt = '',
}: {
  src: string;
  width: number;
  height: number;
  className?: string;
  alt?: string;
}) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

export function WhoAreYouSection({ data }: { data: WhoAreYou }) {
  return (
    <section className="landing-section landing-who" aria-labelledby="who-title">
      <div className="landing-container">
        <h2 id="who-title">{data.title}</h2>
        {data.sub_title ? <p className="landing-section__sub">{data.sub_title}</p> : null}
        <div className="landing-panels">
          {data.data.map((panel) => (
            <article className="landing-panel" key={panel.detail}>
              <LazyImage src={panel.img} width={320} height={240} />
              <h3>{panel.detail}</h3>
              <p>{panel.text}</p>
              {panel.bottom_title ? (
                <p className="landing-panel__foot">{panel.bottom_title}</p>
              ) : null}
            </article>
          ))}
        </div>
      </div>
      {data.Newdata?.length ? (
        <ul
          className="landing-band"
          style={data.new_bg_color ? { background: data.new_bg_color } : undefined}
        >
          {data.Newdata.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function BrandSection({ data }: { data: BrandInfo }) {
  return (
    <section className="landing-brands" aria-label="About RWL">
      <ul className="landing-container landing-brands__list">
        {data.list.map((brand) => (
          <li key={brand.titletxt}>
            {brand.img ? (
              <LazyImage src={brand.img} width={120} height={40} alt={brand.titletxt} />
            ) : (
              brand.titletxt
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TestimonialSection({ data }: { data: Testimonial }) {
  return (
    <section className="landing-section landing-section--alt" aria-labelledby="testimonials-title">
      <div className="landing-container">
        <h2
          id="testimonials-title"
          style={data.titleTxtColor ? { color: data.titleTxtColor } : undefined}
        >
          {data.SectionTitle}
        </h2>
        {data.SubTitle ? <p className="landing-section__sub">{data.SubTitle}</p> : null}
        <Carousel label={data.SectionTitle}>
          {data.list.map((item) => (
            <figure className="landing-card landing-quote" key={item.title}>
              <LazyImage className="landing-quote__img" src={item.img} width={72} height={72} />
              <blockquote>{item.discription}</blockquote>
              <figcaption>{item.title}</figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </section>
  );
}

export function ProductSection({
  data,
  reverse,
  id,
}: {
  data: ProductInfo;
  reverse?: boolean;
  id: string;
}) {
  const { openAudio } = useLanding();
  const { audio } = data;
  return (
    <section
      className={`landing-section landing-product${reverse ? ' landing-product--reverse' : ''}`}
      aria-labelledby={id}
    >
      <div className="landing-container landing-product__inner">
        <LazyImage className="landing-product__img" src={data.imageLink} width={320} height={240} />
        <div>
          <h2 id={id}>{data.title}</h2>
          <ul className="landing-ticks">
            {data.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="landing-actions">
            {data.showbtn && data.btn_txt ? (
              <CtaButton
                target={data.btn_url}
                label={data.btn_txt}
                className="button button--primary"
              />
            ) : null}
            {audio ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => openAudio(audio)}
              >
                Listen to a sample
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

export function BonusesSection({ data }: { data: Bonuses }) {
  return (
    <section className="landing-section" aria-labelledby="bonuses-title">
      <div className="landing-container">
        <h2 id="bonuses-title">{data.title}</h2>
        <ul className="landing-grid">
          {data.list.map((bonus) => (
            <li className="landing-card" key={bonus.title}>
              <h3>{bonus.title}</h3>
              <p>{bonus.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WhyRwlSection({ data, id }: { data: WhyRwl; id: string }) {
  return (
    <section className="landing-section" aria-labelledby={id}>
      <div className="landing-container">
        <h2 id={id}>{data.title}</h2>
        <ul className="landing-ticks landing-ticks--columns">
          {data.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A call-to-action banner; on the ten narrow pages it shows without its button. */
export function CtaSection({ data }: { data: CallToAction }) {
  const { narrow } = useLanding();
  return (
    <section
      className="landing-cta"
      style={{
        background: data.bgimage ? `url(${data.bgimage}) center / cover` : data.bg_color,
        color: data.title_color,
      }}
    >
      <div className="landing-container">
        <h2>{data.title}</h2>
        {data.sub_title ? <p>{data.sub_title}</p> : null}
        {narrow ? null : (
          <CtaButton
            target={data.btn_url}
            label={data.btn_txt}
            style={
              data.btn_bg_color
                ? { background: data.btn_bg_color, color: data.btn_text_color }
                : undefined
            }
          />
        )}
      </div>
    </section>
  );
}

export function QuoteSection({ data, id }: { data: QuoteBlock; id: string }) {
  return (
    <section className="landing-section" aria-labelledby={id}>
      <div className="landing-container">
        <h2 id={id} style={data.titlecolor ? { color: data.titlecolor } : undefined}>
          {data.title}
        </h2>
        {data.list.map((item) => (
          <figure
            className={`landing-feature${item.reverse ? ' landing-feature--reverse' : ''}`}
            key={item.clientname}
          >
            <LazyImage src={item.favourite_img} width={160} height={160} />
            <div>
              <blockquote>{item.content}</blockquote>
              <figcaption
                style={item.clientnamecolor ? { color: item.clientnamecolor } : undefined}
              >
                {item.clientname}
              </figcaption>
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}

/** Trainer cards; a card with a video id has a button that plays it (not on the narrow pages). */
export function TeamSection({ data }: { data: MeetProInfo }) {
  const { narrow, openVideo } = useLanding();
  return (
    <section className="landing-section landing-section--alt" aria-labelledby="team-title">
      <div className="landing-container">
        <h2 id="team-title">{data.mainTitle}</h2>
        <Carousel label={data.mainTitle} preset="trainers">
          {data.list.map((trainer) => (
            <article
              className="landing-card landing-trainer"
              key={trainer.id}
              style={{ background: trainer.bgcolor, borderColor: trainer.img_border }}
            >
              <LazyImage
                className="landing-trainer__img"
                src={trainer.img}
                width={120}
                height={120}
              />
              <h3>{trainer.title}</h3>
              {trainer.subTitle ? (
                <p className="landing-trainer__role">{trainer.subTitle}</p>
              ) : null}
              {trainer.subtext ? <p>{trainer.subtext}</p> : null}
              {trainer.url && !narrow ? (
                <button
                  type="button"
                  className="button button--secondary landing-trainer__video"
                  onClick={() => openVideo(trainer)}
                >
                  Watch <span className="visually-hidden">{possessive(trainer.title)}</span> video
                </button>
              ) : null}
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}

export function ClassSliderSection({ data }: { data: ClasseSliderInfo }) {
  const title = data.title ?? 'Programmes';
  return (
    <section className="landing-section" aria-labelledby="classes-title">
      <div className="landing-container">
        <h2 id="classes-title">{title}</h2>
        <Carousel label={title}>
          {data.list.map((slide) => (
            <article className="landing-card landing-class" key={slide.title}>
              <LazyImage src={slide.bgimg} width={640} height={360} />
              <h3>{slide.title}</h3>
              {slide.sub_title ? <p>{slide.sub_title}</p> : null}
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}

export function TrustSection({ data }: { data: TrustPilote }) {
  return (
    <section className="landing-section landing-section--alt" aria-labelledby="trust-title">
      <div className="landing-container">
        <h2 id="trust-title">{data.title}</h2>
        <p className="landing-section__sub">
          <span className="landing-stars" aria-hidden="true">
            ★★★★★
          </span>{' '}
          {data.sub_title}
        </p>
        <Carousel label="Reviews">
          {data.review.map((review) => (
            <figure className="landing-card landing-review" key={review.clientName}>
              <p className="landing-stars" role="img" aria-label="5 out of 5 stars">
                ★★★★★
              </p>
              <h3>{review.title}</h3>
              <blockquote>{review.text}</blockquote>
              <figcaption>{review.clientName}</figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </section>
  );
}

export function FaqSection({ data }: { data: Faq }) {
  return (
    <section className="landing-section" aria-labelledby="faq-title">
      <div className="landing-container landing-container--text">
        <h2 id="faq-title">{data.title}</h2>
        <Accordion
          items={data.data.map((item) => ({ title: item.qu, content: <p>{item.ans}</p> }))}
        />
      </div>
    </section>
  );
}

export function DontTakeSection({ data }: { data: DontTake }) {
  return (
    <section className="landing-section landing-dont-take" aria-labelledby="word-title">
      <div className="landing-container">
        <h2 id="word-title">Don’t just take our word for it</h2>
        <LazyImage
          src={data.WordImg}
          width={640}
          height={200}
          alt="Over 270 five-star reviews from members since 2013"
        />
      </div>
    </section>
  );
}
