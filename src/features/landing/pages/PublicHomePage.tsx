import { Link } from 'react-router-dom';

/** The public home: what the membership is, and the way in. */
export default function PublicHomePage() {
  return (
    <section className="hero">
      <div className="hero__inner">
        <h1>Home workouts, healthy recipes and a community that has your back</h1>
        <p className="lead">
          Over 1600 workouts, 900 recipes and 150 mindset sessions in one membership. Try it free for 7 days, then
          from £9.99 a month. Cancel any time.
        </p>
        <div className="hero__actions">
          <Link className="button button--primary button--large" to="/reg1">
            Start your 7-day free trial
          </Link>
          <Link className="button button--ghost button--large" to="/login">
            Login
          </Link>
        </div>
      </div>
    </section>
  );
}
