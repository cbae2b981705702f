import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { MAX_LENGTH } from '@/lib/validation';
import { popups } from '@/ui/popupStore';
import {
  pathAfterRegister,
  couponNeedsCheck,
  initialRegisterForm,
  invitesHaveErrors,
  readRegisterQuery,
  registerPayload,
  validateEmailField,
  validateInvites,
  validateRegisterForm,
  validateUserName,
  INVALID_COUPON_MESSAGE,
  VALID_COUPON_MESSAGE,
  type RegisterErrors,
  type RegisterField,
  type RegisterForm,
} from '../model';
import { DEFAULT_COUNTRY } from '../countries';
import { checkCoupon, checkEmail, checkUserName, registerAccount } from '../regService';
import { regStorage } from '../regStorage';
import {
  ABOUT_MESSAGES,
  isStudentPlan,
  validateAboutYou,
  type AboutErrors,
  type AboutField,
} from '../aboutYou';
import { AboutYouFields } from '../components/AboutYouFields';
import { PhoneField } from '../components/PhoneField';
import { InviteRows } from '../components/InviteRows';
import '../registration.css';
import { SocialSignIn } from '@/features/auth';
import { failureMessage } from '@/lib/failureMessage';

const AdPlanSummary = lazy(() => import('../components/AdPlanSummaryLoader'));

const FIELD_ORDER: RegisterField[] = [
  'first_name',
  'last_name',
  'email',
  'userName',
  'phone',
  'password',
  'confirm_password',
  'coupon_code',
  'agree',
];

type TextRegisterField =
  'first_name' | 'last_name' | 'email' | 'userName' | 'password' | 'confirm_password';

/** Each text field's label and input attributes. */
const INPUTS: Record<TextRegisterField, TextFieldProps> = {
  first_name: {
    label: 'First name',
    name: 'first_name',
    maxLength: MAX_LENGTH.name,
    autoComplete: 'given-name',
  },
  last_name: {
    label: 'Last name',
    name: 'last_name',
    maxLength: MAX_LENGTH.name,
    autoComplete: 'family-name',
  },
  email: {
    label: 'Email',
    type: 'email',
    name: 'email',
    maxLength: MAX_LENGTH.email,
    autoComplete: 'email',
  },
  userName: {
    label: 'User name',
    name: 'username',
    maxLength: MAX_LENGTH.userName,
    autoComplete: 'username',
  },
  password: {
    label: 'Password',
    type: 'password',
    name: 'password',
    maxLength: MAX_LENGTH.password,
    autoComplete: 'new-password',
  },
  confirm_password: {
    label: 'Confirm password',
    type: 'password',
    name: 'confirm_password',
    maxLength: MAX_LENGTH.password,
    autoComplete: 'new-password',
  },
};

/** The two fields checked with the server when they are left: how, and where the answer is kept. */
const TAKEN_CHECKS = {
  email: {
    validate: validateEmailField,
    check: checkEmail,
    state: 'emailCheck',
    taken: 'emailTakenMessage',
    hint: 'Checking email…',
  },
  userName: {
    validate: validateUserName,
    check: checkUserName,
    state: 'userNameCheck',
    taken: 'userNameTakenMessage',
    hint: 'Checking user name…',
  },
} as const;

type CheckedField = keyof typeof TAKEN_CHECKS;

/** The two optional consents, each a checkbox. */
const CONSENTS = [
  {
    field: 'is_gdpr',
    id: 'reg-gdpr',
    label: 'I consent to RWL storing my details to run my membership (GDPR)',
  },
  { field: 'receive_email', id: 'reg-receive-email', label: 'Send me news & offers via email' },
] as const;

const ABOUT_ORDER: AboutField[] = [
  'gender',
  'dob',
  'address_line_1',
  'address_line_2',
  'city',
  'country',
  'postcode',
  'study_at',
  'study_start_year',
  'student_proof',
];

/** The form of this ad: the tab's draft of it when there is one (a reload, a step back), else empty. */
function startingForm(query: ReturnType<typeof readRegisterQuery>): RegisterForm {
  const empty = initialRegisterForm(query, DEFAULT_COUNTRY.dial_code, DEFAULT_COUNTRY.code);
  const draft = regStorage.reg1Draft();
  if (!draft || draft.planid !== empty.planid || draft.subplanid !== empty.subplanid) return empty;
  const pending = (state: string) => (state === 'checking' ? 'idle' : state);
  return {
    ...empty,
    ...draft,
    about: { ...empty.about, ...draft.about },
    student: { ...empty.student, ...draft.student },
    emailCheck: pending(draft.emailCheck) as RegisterForm['emailCheck'],
    userNameCheck: pending(draft.userNameCheck) as RegisterForm['userNameCheck'],
    coupon: draft.coupon === 'validating' ? 'none' : draft.coupon,
    // The passwords are never kept: a reload on the second step asks for them again first.
    step: 1,
  };
}

const INVALID_COUPON_TEXT = INVALID_COUPON_MESSAGE.replace(/\s+remove code >>$/, '');

/** /reg1 (and /reg2): the registration form a visitor from an ad fills before the paywall. */
export default function Reg1Page() {
  // Paid already (Back from the registration steps): straight on, never a second account.
  const [paidNext] = useState(() => authSession.registrationPaidNext());
  if (paidNext && paidNext.startsWith('/') && !paidNext.startsWith('//'))
    return <Navigate to={paidNext} replace />;
  return <Reg1Form />;
}

function Reg1Form() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => readRegisterQuery(location.search), [location.search]);
  const [form, setForm] = useState<RegisterForm>(() => startingForm(query));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [aboutErrors, setAboutErrors] = useState<AboutErrors>({});
  const [uploading, setUploading] = useState(false);
  const aboutRefs = useRef<
    Partial<Record<AboutField, HTMLInputElement | HTMLSelectElement | null>>
  >({});
  const student = isStudentPlan(form.planid);

  // Every change is kept for this tab (never the passwords): a reload or a step back loses nothing.
  useEffect(() => {
    regStorage.saveReg1Draft(form);
  }, [form]);
  const [busy, setBusy] = useState(false);
  const [invitesOpen, setInvitesOpen] = useState(false);
  const refs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});
  const couponRequest = useRef(0);

  useEffect(() => {
    document.title = 'Register | RWL';
  }, []);

  function update(patch: Partial<RegisterForm>, clear?: RegisterField) {
    setForm((current) => ({ ...current, ...patch }));
    if (clear) setErrors((current) => ({ ...current, [clear]: undefined }));
  }

  async function validateCoupon(code: string) {
    if (!couponNeedsCheck(code) || !form.planid || !form.subplanid) {
      update({ coupon: 'none', coupon_details: null });
      return;
    }
    const request = ++couponRequest.current;
    update({ coupon: 'validating' });
    try {
      const details = await checkCoupon(form.planid, form.subplanid, code);
      if (request !== couponRequest.current) return;
      update({ coupon: details ? 'valid' : 'invalid', coupon_details: details });
    } catch (error) {
      if (request !== couponRequest.current) return;
      update({ coupon: 'none', coupon_details: null });
      void popups.alert(failureMessage(error));
    }
  }

  // A coupon carried from the ad is checked at once.
  useEffect(() => {
    // The same check a typed coupon gets, which shows "validating" as it starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (query.couponcode) void validateCoupon(query.couponcode);
    // Only the coupon of the landing query is checked on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.couponcode]);

  /** Asks the server whether a well-formed email or user name is taken; a taken one gets the server's message. */
  async function runTakenCheck(field: CheckedField, value: string) {
    const { validate, check, state, taken } = TAKEN_CHECKS[field];
    if (validate(value)) return 'idle' as const;
    update({ [state]: 'checking' });
    try {
      const result = await check(value);
      const answer = result.taken ? ('taken' as const) : ('free' as const);
      update({ [state]: answer, [taken]: result.taken ? result.message : '' });
      if (result.taken) setErrors((current) => ({ ...current, [field]: result.message }));
      return answer;
    } catch (error) {
      update({ [state]: 'idle' });
      void popups.alert(failureMessage(error));
      return 'idle' as const;
    }
  }

  /** A checked field, once left: its own message if it is malformed, else the server's check (once). */
  function leaveChecked(field: CheckedField) {
    const value = form[field];
    const message = value.trim() ? TAKEN_CHECKS[field].validate(value) : undefined;
    if (message) setErrors((current) => ({ ...current, [field]: message }));
    else if (value.trim() && form[TAKEN_CHECKS[field].state] === 'idle')
      void runTakenCheck(field, value);
  }

  function focusFirst(found: RegisterErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  }

  /** The first step's Continue: its own checks and the server's email and user name checks. */
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // A filled honeytrap is a bot: refuse silently, nothing is sent.
    if (form.honeytrap) return;
    const found = validateRegisterForm(form);
    const invites = validateInvites(form.invites);
    setErrors(found);
    setForm((current) => ({ ...current, invites }));
    if (invitesHaveErrors(invites)) setInvitesOpen(true);
    if (Object.keys(found).length || invitesHaveErrors(invites)) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const [emailState, userNameState] = await Promise.all([
        form.emailCheck === 'free'
          ? Promise.resolve('free' as const)
          : runTakenCheck('email', form.email),
        form.userNameCheck === 'free'
          ? Promise.resolve('free' as const)
          : runTakenCheck('userName', form.userName),
      ]);
      setBusy(false);
      if (emailState === 'taken' || userNameState === 'taken') {
        refs.current[emailState === 'taken' ? 'email' : 'userName']?.focus();
        return;
      }
      update({ step: 2 });
      window.scrollTo?.(0, 0);
    } catch (error) {
      setBusy(false);
      await popups.alert(failureMessage(error));
    }
  }

  /** The second step's Register: its checks, then the account. */
  async function register(event: FormEvent) {
    event.preventDefault();
    if (busy || form.honeytrap) return;
    const found = validateAboutYou(form.about, student ? form.student : null);
    if (uploading) found.student_proof = ABOUT_MESSAGES.proofUploading;
    setAboutErrors(found);
    const first = ABOUT_ORDER.find((field) => found[field]);
    if (first) {
      aboutRefs.current[first]?.focus();
      return;
    }
    setBusy(true);
    try {
      const registered = await registerAccount(registerPayload(form, query));
      const data = {
        userId: registered.userId,
        planid: form.planid,
        subplanid: form.subplanid,
        couponcode: form.coupon === 'valid' ? form.coupon_code.trim() : '',
        utm_page: query.utm_page,
        utm_av: query.utm_av,
        oneoffpayment: query.oneoffpayment,
        landingPage: query.utm_page,
      };
      regStorage.saveData(data);
      regStorage.clearReg1Draft();
      navigate(pathAfterRegister(registered.prePurchase, data));
    } catch (error) {
      setBusy(false);
      await popups.alert(failureMessage(error));
    }
  }

  // One stable callback ref per field (made once), so focusing a field never reads refs in render.
  const fieldRef = useMemo(() => {
    const callbacks = {} as Record<RegisterField, (element: HTMLInputElement | null) => void>;
    return (field: RegisterField) =>
      (callbacks[field] ??= (element) => {
        refs.current[field] = element;
      });
  }, []);

  const aboutRef = useMemo(() => {
    const callbacks = {} as Record<
      AboutField,
      (element: HTMLInputElement | HTMLSelectElement | null) => void
    >;
    return (field: AboutField) =>
      (callbacks[field] ??= (element) => {
        aboutRefs.current[field] = element;
      });
  }, []);

  function clearAbout(field: AboutField) {
    setAboutErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** A text field bound to the form: its ref, value and message; typing clears the message (and resets `reset`). */
  const bind = (field: TextRegisterField, reset?: Partial<RegisterForm>) => ({
    ...INPUTS[field],
    ref: fieldRef(field),
    value: form[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      update({ [field]: event.target.value, ...reset }, field),
  });

  /** A field checked with the server: typing forgets the last answer, leaving asks again. */
  const bindChecked = (field: CheckedField) => ({
    ...bind(field, { [TAKEN_CHECKS[field].state]: 'idle', [TAKEN_CHECKS[field].taken]: '' }),
    hint: form[TAKEN_CHECKS[field].state] === 'checking' ? TAKEN_CHECKS[field].hint : undefined,
    onBlur: () => leaveChecked(field),
  });

  return (
    <section className="page page--narrow reg-page">
      <h1 className="reg-page__title">{form.title}</h1>
      <Suspense fallback={<PlanPlaceholder />}>
        <AdPlanSummary
          planid={query.planid}
          subplanid={query.subplanid}
          couponcode={query.couponcode}
          couponPrice={
            form.coupon === 'valid' && form.coupon_details
              ? Number(form.coupon_details.final_amount)
              : null
          }
        />
      </Suspense>
      <p className="lead">Create your account, then choose how you pay. It takes a minute.</p>
      <form
        className="form-card"
        onSubmit={submit}
        noValidate
        aria-label="Register"
        hidden={form.step === 2}
      >
        <p className="reg-page__step">Step 1 of 2</p>
        <div className="reg-page__names">
          <TextField {...bind('first_name')} />
          <TextField {...bind('last_name')} />
        </div>
        <TextField {...bindChecked('email')} />
        <TextField {...bindChecked('userName')} />
        <PhoneField
          ref={fieldRef('phone')}
          countryCode={form.country_code}
          phone={form.phone}
          error={errors.phone}
          onCountryChange={(code, dialCode) => update({ country_code: code, dial_code: dialCode })}
          onPhoneChange={(phone) => update({ phone }, 'phone')}
        />
        <TextField {...bind('password')} />
        <TextField {...bind('confirm_password')} />

        {form.planid && form.subplanid ? (
          <div className={`field coupon-field${form.coupon === 'invalid' ? ' field--error' : ''}`}>
            <label htmlFor="reg-coupon">Coupon code</label>
            <input
              ref={fieldRef('coupon_code')}
              id="reg-coupon"
              name="coupon_code"
              maxLength={MAX_LENGTH.code}
              autoComplete="off"
              value={form.coupon_code}
              aria-invalid={form.coupon === 'invalid' ? true : undefined}
              aria-describedby="reg-coupon-status"
              onFocus={() => {
                if (form.coupon === 'invalid') update({ coupon: 'none' }, 'coupon_code');
              }}
              onChange={(event) => {
                const value = event.target.value;
                if (value.trim().toLowerCase() === 'clear')
                  update({ coupon_code: '', coupon: 'none', coupon_details: null }, 'coupon_code');
                else
                  update(
                    { coupon_code: value, coupon: 'none', coupon_details: null },
                    'coupon_code',
                  );
              }}
              onBlur={() => void validateCoupon(form.coupon_code)}
            />
            <span id="reg-coupon-status" className="coupon-field__status" aria-live="polite">
              {form.coupon === 'validating' ? (
                <span className="field__hint">Checking coupon…</span>
              ) : null}
              {form.coupon === 'valid' ? (
                <span className="coupon-field__valid">
                  {VALID_COUPON_MESSAGE}
                  {form.coupon_details?.final_amount
                    ? ` (you pay ${form.coupon_details.currency_symbol}${form.coupon_details.final_amount})`
                    : ''}
                </span>
              ) : null}
              {form.coupon === 'invalid' ? (
                <span className="field__error" role="alert">
                  {INVALID_COUPON_TEXT}{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      update(
                        { coupon_code: '', coupon: 'none', coupon_details: null },
                        'coupon_code',
                      )
                    }
                  >
                    remove code &gt;&gt;
                  </button>
                </span>
              ) : null}
            </span>
          </div>
        ) : null}

        <details
          className="reg-page__invites"
          open={invitesOpen}
          onToggle={(event) => setInvitesOpen(event.currentTarget.open)}
        >
          <summary>Invite up to three friends (optional)</summary>
          <InviteRows
            rows={form.invites}
            onChange={(index, field, value) =>
              setForm((current) => ({
                ...current,
                invites: current.invites.map((row, position) =>
                  position === index
                    ? { ...row, [field]: value, errors: { ...row.errors, [field]: undefined } }
                    : row,
                ),
              }))
            }
          />
        </details>

        {/* The honeytrap: hidden from people and from assistive technology; only bots fill it. */}
        <div className="reg-honeytrap" aria-hidden="true">
          <label htmlFor="reg-website">Website</label>
          <input
            id="reg-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            maxLength={MAX_LENGTH.shortText}
            value={form.honeytrap}
            onChange={(event) => update({ honeytrap: event.target.value })}
          />
        </div>

        {CONSENTS.map(({ field, id, label }) => (
          <div key={field} className="check-field">
            <input
              id={id}
              type="checkbox"
              checked={form[field]}
              onChange={(event) => update({ [field]: event.target.checked })}
            />
            <label htmlFor={id}>{label}</label>
          </div>
        ))}
        <div className={`check-field${errors.agree ? ' check-field--error' : ''}`}>
          <input
            ref={fieldRef('agree')}
            id="reg-agree"
            type="checkbox"
            checked={form.agree}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? 'reg-agree-message' : undefined}
            onChange={(event) => update({ agree: event.target.checked }, 'agree')}
          />
          <label htmlFor="reg-agree">
            I agree to the <Link to="/termsandcondition">Terms and conditions</Link> and the{' '}
            <Link to="/privacypolicy">Privacy policy</Link>
          </label>
        </div>
        {errors.agree ? (
          <p id="reg-agree-message" className="field__error" role="alert">
            {errors.agree}
          </p>
        ) : null}

        <button
          type="submit"
          className="button button--primary button--block button--large"
          disabled={busy}
        >
          {busy ? 'Checking…' : 'Continue'}
        </button>
      </form>
      {form.step === 2 ? null : <SocialSignIn />}
      {form.step === 2 ? (
        <form className="form-card" onSubmit={register} noValidate aria-label="Register">
          <p className="reg-page__step">Step 2 of 2</p>
          <AboutYouFields
            about={form.about}
            student={student ? form.student : null}
            errors={aboutErrors}
            fieldRef={aboutRef}
            onAbout={(patch, field) => {
              setForm((current) => ({ ...current, about: { ...current.about, ...patch } }));
              clearAbout(field);
            }}
            onStudent={(patch, field) => {
              setForm((current) => ({ ...current, student: { ...current.student, ...patch } }));
              clearAbout(field);
            }}
            onUploadingChange={(value) => {
              setUploading(value);
              if (!value) clearAbout('student_proof');
            }}
          />
          <div className="reg-step__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                update({ step: 1 });
                window.scrollTo?.(0, 0);
              }}
            >
              Back
            </button>
            <button type="submit" className="button button--primary button--large" disabled={busy}>
              {busy ? 'Creating your account…' : 'Register'}
            </button>
          </div>
        </form>
      ) : null}
      <p className="auth-page__switch">
        Already a member? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}

/** The plan summary's place while its code loads (same size, so nothing shifts). */
function PlanPlaceholder() {
  return (
    <aside className="form-card reg-plan reg-plan--loading" aria-label="Your plan" aria-busy="true">
      <p className="reg-plan__name">Loading your plan…</p>
    </aside>
  );
}
