import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { isFitnessOnly, selectProfile } from '@/features/user';
import { BREATH_CYCLE, breathPhase } from '../model';
import '../media.css';

const CHOICES = [1, 3, 5];

/**
 * /home/breathe: a guided breathing timer (in 4 s, hold 4 s, out 6 s) for 1, 3 or 5 minutes.
 * Mindset content: a fitness-only member is offered Premium instead.
 */
export default function BreathePage() {
  const profile = useAppSelector(selectProfile);
  useEffect(() => {
    document.title = 'Breathe | RWL';
  }, []);
  if (isFitnessOnly(profile))
    return (
      <div className="page breathe">
        <h1>Breathe</h1>
        <div className="plans-notice" role="alert">
          <p>Breathing and mindset sessions are part of Premium.</p>
          <Link className="button" to="/home/profile/upgrade-downgrade">
            Upgrade to Premium
          </Link>
        </div>
      </div>
    );
  return <BreathingTimer />;
}

function BreathingTimer() {
  const [minutes, setMinutes] = useState(1);
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(false);
  const total = minutes * 60;
  const finished = elapsed >= total;

  useEffect(() => {
    if (!running || finished) return;
    const timer = window.setInterval(() => setElapsed((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running, finished]);

  const phase = breathPhase(elapsed);
  const scale = phase.name === 'Breathe in' ? 1.15 : phase.name === 'Hold' ? 1.15 : 0.85;
  return (
    <div className="page breathe">
      <h1>Breathe</h1>
      <p className="lead">
        Follow the circle: breathe in for 4, hold for 4, breathe out for 6. One round takes{' '}
        {BREATH_CYCLE} seconds.
      </p>
      <fieldset className="breathe__choices">
        <legend>Length</legend>
        {CHOICES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="breathe-length"
              checked={minutes === choice}
              disabled={running}
              onChange={() => setMinutes(choice)}
            />{' '}
            {choice} min
          </label>
        ))}
      </fieldset>
      <div
        className="breathe__circle"
        style={{ transform: running && !finished ? `scale(${scale})` : undefined }}
        aria-live="polite"
      >
        {finished ? 'Well done' : running ? `${phase.name} ${phase.left}` : 'Ready'}
      </div>
      <p>
        {Math.floor((total - Math.min(elapsed, total)) / 60)}:
        {String((total - Math.min(elapsed, total)) % 60).padStart(2, '0')} left
      </p>
      <div className="audio-player__buttons" style={{ justifyContent: 'center' }}>
        <button
          type="button"
          className="button"
          onClick={() => (finished ? (setElapsed(0), setRunning(true)) : setRunning(!running))}
        >
          {finished ? 'Start again' : running ? 'Pause' : elapsed ? 'Resume' : 'Start'}
        </button>
        {elapsed && !finished ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => (setRunning(false), setElapsed(0))}
          >
            Reset
          </button>
        ) : null}
      </div>
    </div>
  );
}
