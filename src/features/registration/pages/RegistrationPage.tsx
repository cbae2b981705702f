import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { popups } from '@/ui/popupStore';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import {
  activityLevelNumber,
  ageBucketNumber,
  genderNumber,
  trimesterNumber,
  weightGoalNumber,
} from '@/features/user';
import {
  ACTIVITY_CHOICES,
  AGE_CHOICES,
  GENDER_CHOICES,
  UNIT_CHOICES,
  WEIGHT_GOAL_CHOICES,
  barPosition,
  carriedQuery,
  preferenceItems,
  registrationRedirect,
  relevantTopics,
  resumeStep,
  totalBarSteps,
  type StepNumber,
  type Topic,
} from '../model';
import {
  useGetRegDetailsQuery,
  useGetRegLoadingTipsQuery,
  useGetTopicsOfInterestQuery,
  useRequestRegistrationResultMutation,
  useSaveRegistrationStepMutation,
  useSkipRegistrationStepMutation,
  type RegistrationResult,
} from '../api';
import { regStorage } from '../regStorage';
import { ProgressBar } from '../components/ProgressBar';
import { ChoiceStep } from '../components/ChoiceStep';
import { InterestsStep } from '../components/InterestsStep';
import { PreferenceStep } from '../components/PreferenceStep';
import { LoadingTips } from '../components/LoadingTips';
import '../registration.css';
import { failureMessage } from '@/lib/failureMessage';

/** The shortest time the loading tips stay on screen, so a tip can be read. */
const LOADING_MIN_MS = 2500;

interface Answers {
  gender: string;
  age: string;
  activity: string;
  weight: string;
  interests: number[];
  preferences: Record<string, string>;
  unit: string;
}

const emptyAnswers: Answers = {
  gender: '',
  age: '',
  activity: '',
  weight: '',
  interests: [],
  preferences: {},
  unit: '',
};

/** The choice of a stored gender number (spec 1 §3: male 0, other 2, else 1), '' when none is stored. */
function genderChoice(stored: string): string {
  if (stored === '0') return 'male';
  if (stored === '2') return 'other';
  return stored === '1' ? 'female' : '';
}

/** /registration: the stepped registration after the paywall, ending in the member area. */
export default function RegistrationPage() {
  const hasToken = Boolean(authSession.registrationToken());
  if (!hasToken) {
    const to = registrationRedirect({
      hasRegistrationToken: false,
      memberLoggedIn: authSession.isLoggedIn(),
      step: 1,
      prePurchase: 0,
      regPaywall: 0,
      landingPage: '',
    });
    return <Navigate to={to ?? '/login'} replace />;
  }
  return <RegistrationSteps />;
}

function RegistrationSteps() {
  const navigate = useNavigate();
  const [step, setStep] = useState<StepNumber>(() => resumeStep(regStorage.step()));
  const [subStep, setSubStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(emptyAnswers);
  // Always fresh: the paywall may have read them before the payment.
  const [mountedAt] = useState(() => Date.now());
  const details = useGetRegDetailsQuery(undefined, { refetchOnMountOrArgChange: true });
  const fresh = details.fulfilledTimeStamp !== undefined && details.fulfilledTimeStamp >= mountedAt;
  const topicsQuery = useGetTopicsOfInterestQuery(undefined, { skip: step !== 5 });
  const [saveStep, saving] = useSaveRegistrationStepMutation();
  const [skipStep, skipping] = useSkipRegistrationStepMutation();
  const busy = saving.isLoading || skipping.isLoading;

  useEffect(() => {
    document.title = 'Registration | RWL';
  }, []);

  const topics = useMemo(
    () => relevantTopics(topicsQuery.data ?? [], answers.gender),
    [topicsQuery.data, answers.gender],
  );
  const prefs = useMemo(
    () => preferenceItems(topics, answers.interests),
    [topics, answers.interests],
  );
  const totalSteps = totalBarSteps('registration', prefs.length);
  const position = barPosition(step, prefs.length, subStep);

  if (details.isFetching || (!fresh && !details.isError))
    return <Spinner label="Loading your registration" />;
  if (details.isError || !details.data) {
    return (
      <section className="page page--narrow">
        <ErrorState
          message={failureMessage(details.error)}
          onRetry={() => void details.refetch()}
        />
      </section>
    );
  }

  const data = regStorage.data();
  const redirect = registrationRedirect({
    hasRegistrationToken: true,
    memberLoggedIn: authSession.isLoggedIn(),
    step,
    prePurchase: details.data.pre_purchase,
    regPaywall: details.data.reg_paywall,
    landingPage: data?.landingPage ?? details.data.utm_page,
  });
  if (redirect) {
    const carried = data ?? {
      planid: String(details.data.lp_plan_id || ''),
      subplanid: String(details.data.lp_sub_plan_id || ''),
      couponcode: details.data.lp_coupon_code,
      utm_page: details.data.utm_page,
      utm_av: '',
      oneoffpayment: '',
    };
    return (
      <Navigate
        to={`${redirect}${redirect === '/reg-paywall' ? carriedQuery(carried) : ''}`}
        replace
      />
    );
  }

  async function save(number: StepNumber, body: Record<string, unknown>, next: StepNumber) {
    try {
      await saveStep({ step: number, ...body }).unwrap();
      regStorage.saveStep(number);
      setStep(next);
      setSubStep(0);
      window.scrollTo?.(0, 0);
    } catch (error) {
      await popups.alert(failureMessage(error));
    }
  }

  async function savePreference(topic: Topic, index: number, goal: string, trimester: string) {
    try {
      await saveStep({
        step: 5,
        sub_steps: index,
        goal_field: topic.goal_field,
        goal,
        ...(topic.pregnancy === 1 && trimester ? { trimester: trimesterNumber(trimester) } : {}),
      }).unwrap();
      nextPreference(index);
    } catch (error) {
      await popups.alert(failureMessage(error));
    }
  }

  async function skipPreference(index: number) {
    try {
      await skipStep({ step: 5, sub_steps: index }).unwrap();
      nextPreference(index);
    } catch (error) {
      await popups.alert(failureMessage(error));
    }
  }

  function nextPreference(index: number) {
    if (index < prefs.length) setSubStep(index + 1);
    else {
      setStep(6);
      setSubStep(0);
    }
  }

  function back() {
    if (step === 5 && subStep > 0) setSubStep(subStep - 1);
    else if (step === 6 && prefs.length && answers.interests.length) {
      setStep(5);
      setSubStep(prefs.length);
    } else if (step > 1) setStep((step - 1) as StepNumber);
  }

  let content;
  if (step === 1) {
    content = (
      <ChoiceStep
        key="gender"
        question="How do you identify?"
        choices={GENDER_CHOICES}
        initial={answers.gender || genderChoice(details.data.gender)}
        busy={busy}
        onSubmit={(value) => {
          setAnswers((current) => ({ ...current, gender: value }));
          void save(1, { gender: genderNumber(value) }, 2);
        }}
      />
    );
  } else if (step === 2) {
    content = (
      <ChoiceStep
        key="age"
        question="How old are you?"
        choices={AGE_CHOICES}
        initial={answers.age}
        busy={busy}
        onBack={back}
        onSubmit={(value) => {
          setAnswers((current) => ({ ...current, age: value }));
          void save(2, { age: ageBucketNumber(value) }, 3);
        }}
      />
    );
  } else if (step === 3) {
    content = (
      <ChoiceStep
        key="activity"
        question="How active are you at the moment?"
        choices={ACTIVITY_CHOICES}
        initial={answers.activity}
        busy={busy}
        onBack={back}
        onSubmit={(value) => {
          setAnswers((current) => ({ ...current, activity: value }));
          void save(3, { activity_level: activityLevelNumber(value) }, 4);
        }}
      />
    );
  } else if (step === 4) {
    content = (
      <ChoiceStep
        key="weight"
        question="What is your weight goal?"
        choices={WEIGHT_GOAL_CHOICES}
        initial={answers.weight}
        busy={busy}
        onBack={back}
        onSubmit={(value) => {
          setAnswers((current) => ({ ...current, weight: value }));
          void save(4, { weight_goal: weightGoalNumber(value) }, 5);
        }}
      />
    );
  } else if (step === 5 && subStep === 0) {
    if (topicsQuery.isLoading) content = <Spinner label="Loading topics" />;
    else if (topicsQuery.error)
      content = (
        <ErrorState
          message={failureMessage(topicsQuery.error)}
          onRetry={() => void topicsQuery.refetch()}
        />
      );
    else {
      content = (
        <InterestsStep
          key="interests"
          topics={topics}
          initial={answers.interests}
          busy={busy}
          onBack={back}
          onSubmit={(chosen) => {
            const chosenTopics = topics.filter((topic) => chosen.includes(topic.topic_id));
            const flags: Record<string, number> = {
              is_fitness: 0,
              is_healthy_eating: 0,
              is_mindset: 0,
              is_pregnant: 0,
              is_pain: 0,
            };
            for (const topic of chosenTopics) if (topic.flag) flags[topic.flag] = 1;
            setAnswers((current) => ({ ...current, interests: chosen }));
            const items = preferenceItems(topics, chosen);
            void (async () => {
              try {
                await saveStep({
                  step: 5,
                  interest: chosenTopics.map((topic) => topic.title).join(','),
                  ...flags,
                }).unwrap();
                regStorage.saveStep(5);
                if (items.length) setSubStep(1);
                else setStep(6);
              } catch (error) {
                await popups.alert(failureMessage(error));
              }
            })();
          }}
        />
      );
    }
  } else if (step === 5) {
    const topic = prefs[subStep - 1];
    if (!topic) {
      content = <Spinner label="Loading" />;
    } else {
      content = (
        <PreferenceStep
          key={`pref-${topic.topic_id}`}
          topic={topic}
          initial={answers.preferences[topic.goal_field] ?? ''}
          busy={busy}
          onBack={back}
          onSkip={() => void skipPreference(subStep)}
          onSubmit={(goal, trimester) => {
            setAnswers((current) => ({
              ...current,
              preferences: { ...current.preferences, [topic.goal_field]: goal },
            }));
            void savePreference(topic, subStep, goal, trimester);
          }}
        />
      );
    }
  } else if (step === 6) {
    content = (
      <ChoiceStep
        key="unit"
        question="Which units do you measure in?"
        choices={UNIT_CHOICES}
        initial={answers.unit}
        busy={busy}
        onBack={back}
        onSubmit={(value) => {
          setAnswers((current) => ({ ...current, unit: value }));
          void save(6, { measurement_unit: value }, 7);
        }}
      />
    );
  } else {
    content = (
      <ResultStep
        firstName={details.data.first_name}
        onFinish={(result) => {
          authSession.clearRegistration();
          authSession.saveMember(result.api_token, result.user_id);
          navigate('/home', { replace: true });
        }}
      />
    );
  }

  return (
    <section className="page reg-steps">
      {step < 7 ? <h1 className="visually-hidden">Tell us about you</h1> : null}
      <ProgressBar steps={totalSteps} current={position} />
      {content}
    </section>
  );
}

interface ResultStepProps {
  firstName: string;
  onFinish: (result: RegistrationResult) => void;
}

/** Step 7 asks for the result; the loading tips show while it is prepared. */
function ResultStep({ firstName, onFinish }: ResultStepProps) {
  const data = regStorage.data();
  const utm = useMemo(() => {
    const values: Record<string, string> = {};
    if (data?.utm_page) values.utm_page = data.utm_page;
    if (data?.utm_av) values.utm_av = data.utm_av;
    return values;
  }, [data?.utm_page, data?.utm_av]);
  const tips = useGetRegLoadingTipsQuery({ isReg: true, utm });
  const [requestResult, request] = useRequestRegistrationResultMutation();
  const [minimumShown, setMinimumShown] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setMinimumShown(true), LOADING_MIN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    requestResult({ step: 7 })
      .unwrap()
      .catch((error: unknown) => void popups.alert(failureMessage(error)));
  }, [requestResult]);

  if (request.isError) {
    return (
      <ErrorState
        message={failureMessage(request.error)}
        onRetry={() => void requestResult({ step: 7 })}
      />
    );
  }
  if (!request.data || !minimumShown) return <LoadingTips tips={tips.data ?? []} />;

  const result = request.data;
  return (
    <div className="reg-result">
      <h1>{firstName ? `You're all set, ${firstName}!` : "You're all set!"}</h1>
      <h2>{result.result.title}</h2>
      <p className="lead">{result.result.text}</p>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={() => onFinish(result)}
      >
        Go to my dashboard
      </button>
    </div>
  );
}
