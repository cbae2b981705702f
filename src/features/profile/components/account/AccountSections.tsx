import { Link } from 'react-router-dom';
import { DISPLAY_TOGGLES, PRIVACY_SETTINGS } from '../../model';
import { BodySection } from './BodySection';
import { GoalsSection } from './GoalsSection';
import { PersonalDetailsSection } from './PersonalDetailsSection';
import { PhotoSection } from './PhotoSection';
import { SettingsSection } from './SettingsSection';
import { UnitsSection } from './UnitsSection';

/** The member's account, one section per concern, each saved on its own. */
export default function AccountSections() {
  return (
    <>
      <PhotoSection />
      <PersonalDetailsSection />
      <BodySection />
      <GoalsSection />
      <UnitsSection />
      <SettingsSection
        title="Notifications and privacy"
        legend="Notifications and who can find me"
        settings={PRIVACY_SETTINGS}
      />
      <SettingsSection
        title="Dashboard and planner display"
        legend="Show on my dashboard and planner"
        settings={DISPLAY_TOGGLES}
      />
      <section className="form-card profile-section" aria-labelledby="retake-quiz-title">
        <h2 id="retake-quiz-title">Signup quiz</h2>
        <p>Answer the signup questions again to refresh your recommendations.</p>
        <Link className="button button--secondary" to="/home/profile/retake-signup-quiz">
          Retake the signup quiz
        </Link>
      </section>
    </>
  );
}
