import type { HeaderInfo } from '../model';
import { CtaButton } from './CtaButton';

const DEFAULT_PROMISES = ['7-day free trial', 'Cancel any time', 'Live chat support'];

/** The page header: title, points, main image and the main call to action. */
export function Hero({ info }: { info: HeaderInfo }) {
  const position = info.content_position ?? 'left';
  return (
    <section
      className={`landing-hero landing-hero--${position}`}
      style={info.treeimg ? { backgroundImage: `url(${info.treeimg})` } : undefined}
    >
      <div className="landing-container landing-hero__inner">
        <div className="landing-hero__content">
          <h1 style={info.main_title_color ? { color: info.main_title_color } : undefined}>
            {info.main_title}
          </h1>
          {info.sub_title ? <p className="lead">{info.sub_title}</p> : null}
          {info.title_list.length ? (
            <ul className="landing-ticks">
              {info.title_list.map((item) => (
                <li key={item.list_text}>{item.list_text}</li>
              ))}
            </ul>
          ) : null}
          <CtaButton
            target={info.btn_url}
            label={info.btn_txt}
            className="button button--primary button--large landing-hero__cta"
            style={
              info.btn_bg_color || info.btn_border_color
                ? { background: info.btn_bg_color, borderColor: info.btn_border_color }
                : undefined
            }
          />
          {info.showNewData ? (
            <ul className="landing-promises">
              {(info.promises ?? DEFAULT_PROMISES).map((promise) => (
                <li key={promise}>{promise}</li>
              ))}
            </ul>
          ) : null}
          {info.showApproved ? (
            <p className="landing-rating">
              <span className="landing-stars" aria-hidden="true">
                ★★★★★
              </span>{' '}
              Rated Excellent: over 270 five-star reviews
            </p>
          ) : null}
        </div>
        <img
          className="landing-hero__image"
          src={info.mainimg}
          alt=""
          width={640}
          height={520}
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
