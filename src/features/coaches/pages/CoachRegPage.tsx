import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { api } from '@/lib/api';
import { authSession, useAuthSnapshot } from '@/lib/auth';
import { showFailure } from '@/ui/showFailure';
import { COACH_REGISTRATION_STEPS, ProgressBar, validateEmailField } from '@/features/registration';
import {
  useCoachAccountQuery,
  useCoachEmailCheckMutation,
  useCoachFreePlanMutation,
  useCoachRegisterMutation,
} from '../api';
import {
  COACH_STEPS,
  COACHES_HOME,
  firstInvalidStep,
  registerBody,
  resolveStep,
  validateAccount,
  validateCoaching,
  validateDetails,
  validateIdentity,
  validateQualifications,
  type CoachDraft,
  type CoachSecrets,
  type CoachStep,
  type DraftErrors,
  type DraftField,
} from '../model';
import { draftStorage } from '../draftStorage';
import { DetailsStep } from '../components/DetailsStep';
import { CoachingStep } from '../components/CoachingStep';
import { IdentityStep, QualificationsStep } from '../components/QualificationsStep';
import { AccountStep } from '../components/AccountStep';
import { PlanStep } from '../components/PlanStep';
import '../coaches.css';

// The card form and the payment gateway load only at the payment step.
const PaymentStep = lazy(() => import('../components/PaymentStep'));

const NO_SECRETS: CoachSecrets = { password: '', confirm_password: '', agree: false };

interface EmailCheck {
  email: string;
  taken: boolean;
  message: string;
}

/**
 * Coach registration, /rwl-coacho-reg1 to reg3, with the progress bar of 8 steps: details and
 * coaching (reg1), qualifications, identity and the account (reg2, which makes the account and
 * signs the professional in), plan, payment and welcome (reg3). What was typed is kept for the
 * tab, except passwords and card data; nothing is sent while a step is invalid.
 */
export default function CoachRegPage() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useAuthSnapshot().memberLoggedIn;
  const [draft, setDraft] = useState<CoachDraft>(() => draftStorage.read());
  const [secrets, setSecrets] = useState<CoachSecrets>(NO_SECRETS);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [emailCheck, setEmailCheck] = useState<EmailCheck | null>(null);
  const [checkEmail, emailState] = useCoachEmailCheckMutation();
  const [register, registerState] = useCoachRegisterMutation();
  const [freePlan, freeState] = useCoachFreePlanMutation();
  const account = useCoachAccountQuery(undefined, { skip: !loggedIn || draft.step < 6 });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(draft.step);
  // Set when a submit finds errors: the first invalid field then takes the focus (once).
  const focusInvalid = useRef(false);

  const resolution = resolveStep(pathname, draft.step, loggedIn);
  // A signed-in professional sent to reg3 to finish registering starts at the plan.
  if ('step' in resolution && resolution.step !== draft.step) {
    setDraft({ ...draft, step: resolution.step });
  }

  useEffect(() => {
    draftStorage.save(draft);
  }, [draft]);

  useEffect(() => {
    document.title = 'Register as a coach | RWL';
  }, []);

  // A new step: its heading takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    headingRef.current?.focus();
  }, [draft.step]);

  // Errors found by a submit: the first invalid field takes the focus.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if ('redirect' in resolution) return <Navigate to={resolution.redirect} replace />;

  function update(patch: Partial<CoachDraft>, clear?: DraftField) {
    setDraft((current) => ({ ...current, ...patch }));
    if (clear) setErrors((current) => ({ ...current, [clear]: undefined }));
  }

  function goTo(step: CoachStep) {
    setErrors({});
    setDraft((current) => ({ ...current, step }));
  }

  /** The server's verdict on the email: taken shows its message next to the field. */
  async function runEmailCheck(email: string, focusWhenTaken = false): Promise<EmailCheck | null> {
    if (emailCheck && emailCheck.email === email.trim()) return emailCheck;
    try {
      const result = await checkEmail(email).unwrap();
      const checked = { email: email.trim(), ...result };
      setEmailCheck(checked);
      if (result.taken) {
        focusInvalid.current = focusWhenTaken;
        setErrors((current) => ({ ...current, email: result.message }));
      }
      return checked;
    } catch (error) {
      showFailure(error);
      return null;
    }
  }

  function onEmailBlur() {
    if (!draft.email.trim()) return;
    const message = validateEmailField(draft.email);
    if (message) setErrors((current) => ({ ...current, email: message }));
    else void runEmailCheck(draft.email);
  }

  async function createAccount() {
    const missing = firstInvalidStep(draft);
    if (missing !== null) {
      // Pictures too large for the tab's storage are asked for again after a reload.
      goTo(missing);
      return;
    }
    try {
      const created = await register(registerBody(draft, secrets)).unwrap();
      authSession.clearRegistration();
      authSession.saveMember(created.api_token, created.user_id);
      dispatch(api.util.resetApiState());
      setSecrets(NO_SECRETS);
      goTo(6);
    } catch (error) {
      showFailure(error);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const step = draft.step;
    const taken =
      emailCheck?.email === draft.email.trim() && emailCheck.taken ? emailCheck.message : '';
    const found =
      step === 1
        ? validateDetails(draft, taken)
        : step === 2
          ? validateCoaching(draft)
          : step === 3
            ? validateQualifications(draft)
            : step === 4
              ? validateIdentity(draft)
              : step === 5
                ? validateAccount(draft, secrets)
                : step === 6 && !draft.plan_id
                  ? { plan_id: 'Please choose a plan.' }
                  : {};
    setErrors(found);
    if (Object.keys(found).length) {
      focusInvalid.current = true;
      return;
    }
    if (step === 1) {
      const checked = await runEmailCheck(draft.email, true);
      if (checked && !checked.taken) goTo(2);
      return;
    }
    if (step === 5) return createAccount();
    if (step === 6) {
      const plan = account.data?.plans.find((item) => item.plan_id === draft.plan_id);
      if (!plan) return;
      if (plan.price > 0) return goTo(7);
      try {
        await freePlan(plan.plan_id).unwrap();
        goTo(8);
      } catch (error) {
        showFailure(error);
      }
      return;
    }
    if (step < 5) goTo((step + 1) as CoachStep);
  }

  const step = draft.step;
  const busy = emailState.isLoading || registerState.isLoading || freeState.isLoading;
  const chosenPlan = account.data?.plans.find((item) => item.plan_id === draft.plan_id);
  const title = COACH_STEPS[step - 1];

  if (step >= 6 && !loggedIn)
    return (
      <section className="page page--narrow coach-reg">
        <h1>Register as a coach</h1>
        <p>Your coach account is made. Sign in to choose your plan.</p>
        <Link
          className="button button--primary"
          to="/login"
          onClick={() => authSession.rememberRedirect('/rwl-coacho-reg3')}
        >
          Sign in
        </Link>
      </section>
    );

  return (
    <section className="page page--narrow coach-reg">
      <h1>Register as a coach</h1>
      <ProgressBar
        steps={COACH_REGISTRATION_STEPS}
        current={step}
        label="Coach registration progress"
      />
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {step === 8 ? (
        <div className="coach-panel">
          <p className="lead">You are registered. Your coaches area is ready.</p>
          <Link
            className="button button--primary"
            to={COACHES_HOME}
            onClick={() => draftStorage.clear()}
          >
            Go to your coaches area
          </Link>
        </div>
      ) : step === 7 ? (
        chosenPlan ? (
          <Suspense fallback={<p role="status">Loading the payment form…</p>}>
            <PaymentStep
              plan={chosenPlan}
              holder={{ firstName: draft.first_name, lastName: draft.last_name }}
              // The paid plan invalidates the coach's account: the coaches area reads it afresh.
              onPaid={() => goTo(8)}
            />
            <button type="button" className="button button--secondary" onClick={() => goTo(6)}>
              Change plan
            </button>
          </Suspense>
        ) : (
          <p role="status" aria-busy="true">
            Loading your plan…
          </p>
        )
      ) : (
        <form
          ref={formRef}
          className="form-card"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={title}
        >
          {step === 1 ? (
            <DetailsStep
              draft={draft}
              errors={errors}
              update={(patch, clear) => {
                if ('email' in patch) setEmailCheck(null);
                update(patch, clear);
              }}
              checkingEmail={emailState.isLoading}
              onEmailBlur={onEmailBlur}
            />
          ) : step === 2 ? (
            <CoachingStep draft={draft} errors={errors} update={update} />
          ) : step === 3 || step === 4 ? (
            (() => {
              const Step = step === 3 ? QualificationsStep : IdentityStep;
              return (
                <Step
                  draft={draft}
                  errors={errors}
                  update={update}
                  onPicture={(field, image, error) => {
                    update({ [field]: image }, error ? undefined : field);
                    if (error) setErrors((current) => ({ ...current, [field]: error }));
                  }}
                />
              );
            })()
          ) : step === 5 ? (
            <AccountStep
              draft={draft}
              errors={errors}
              update={update}
              secrets={secrets}
              updateSecrets={(patch) => {
                setSecrets((current) => ({ ...current, ...patch }));
                const cleared = Object.keys(patch) as DraftField[];
                setErrors((current) => {
                  const next = { ...current };
                  for (const key of cleared) delete next[key];
                  return next;
                });
              }}
            />
          ) : (
            <PlanStep draft={draft} errors={errors} update={update} />
          )}
          <div className="coach-reg__actions">
            {step !== 1 && step !== 6 ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => goTo((step - 1) as CoachStep)}
              >
                Back
              </button>
            ) : null}
            <button type="submit" className="button button--primary" disabled={busy}>
              {step === 5 ? 'Create my coach account' : 'Continue'}
            </button>
          </div>
        </form>
      )}
      {step === 1 ? (
        <p>
          Already registered? <Link to="/login">Log in</Link>
        </p>
      ) : null}
    </section>
  );
}
