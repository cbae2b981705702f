import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';

/** What each review of the proof means to the member (spec 3 §6: a student user until verified). */
const STUDENT_STATUS: Record<string, { label: string; text: string }> = {
  pending: {
    label: 'Student, awaiting verification',
    text: 'We are checking your proof of student status. You have the student price while we do.',
  },
  verified: {
    label: 'Student, verified',
    text: 'Your proof of student status has been verified. Enjoy your student membership.',
  },
  rejected: {
    label: 'Student proof rejected',
    text: 'We could not verify your proof of student status. Please contact support to send a new one.',
  },
};

/** A student member's verification, on the profile; nothing for other members. */
export function StudentStatusSection() {
  const profile = useAppSelector(selectProfile);
  const status = profile.is_student === 1 ? STUDENT_STATUS[profile.student_status] : undefined;
  if (!status) return null;
  return (
    <section className="form-card profile-section" aria-labelledby="student-status-title">
      <h2 id="student-status-title">Student membership</h2>
      <p>
        <strong>{status.label}</strong>
      </p>
      <p>{status.text}</p>
    </section>
  );
}
