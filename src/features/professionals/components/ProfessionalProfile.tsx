import { SafeImage } from '@/ui/SafeImage';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { onlineLabel, type ProProfile } from '../model';
import { loadSanitizer } from '@/lib/sanitize/sanitizeHtml';
import '../professionals.css';

// The cleaner loads with the page that shows a profile, alongside its data: the profile shows whole
// in its first render (what follows the biography does not move when it arrives).
void loadSanitizer();

type ProfileFacts = Pick<ProProfile, 'name' | 'photo' | 'speciality' | 'place' | 'online' | 'bio'>;

interface ProfessionalProfileProps {
  pro: ProfileFacts;
  /** The name's heading: h1 on the coaching profile page, h2 under a coaches-area section title. */
  heading: 'h1' | 'h2';
}

/**
 * A professional's photo, name, speciality, place, whether they teach online and their bio
 * (server HTML, cleaned by ui/SanitizedHtml): the profile both the coaching and coaches areas show.
 */
export function ProfessionalProfile({ pro, heading: Heading }: ProfessionalProfileProps) {
  return (
    <>
      <header className="pro-profile__header">
        <SafeImage
          className="pro-profile__photo"
          src={pro.photo}
          alt={pro.name}
          width={128}
          height={128}
        />
        <div>
          <Heading>{pro.name}</Heading>
          <dl className="pro-profile__facts">
            <div>
              <dt>Speciality</dt>
              <dd>{pro.speciality}</dd>
            </div>
            <div>
              <dt>Place</dt>
              <dd>{pro.place}</dd>
            </div>
            <div>
              <dt>Online</dt>
              <dd>{onlineLabel(pro.online)}</dd>
            </div>
          </dl>
        </div>
      </header>
      <SanitizedHtml className="pro-profile__bio" html={pro.bio} />
    </>
  );
}
