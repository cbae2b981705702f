import { local, session, storageKeys } from '@/lib/storage';
import { readStoredStep, type RegisterForm, type RegistrationData } from './model';

/** The /reg1 form as kept for a reload: everything but the two passwords. */
export type Reg1Draft = Omit<RegisterForm, 'password' | 'confirm_password'>;

/** The plan and coupon chosen on the paywall, for the registration that chose them. */
export interface PaywallChoice {
  planId: number;
  subPlanId: number;
  couponCode: string;
  /** The visitor chose to skip the free trial (a sub-plan with for_skip_trial). */
  skipTrial?: boolean;
}

function readChoice(text: string | null, token: string | null): PaywallChoice | null {
  if (!text || !token) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (!stored || typeof stored !== 'object') return null;
    const { registration, planId, subPlanId, couponCode, skipTrial } = stored as Record<
      string,
      unknown
    >;
    if (
      registration !== token ||
      typeof planId !== 'number' ||
      typeof subPlanId !== 'number' ||
      typeof couponCode !== 'string'
    )
      return null;
    return { planId, subPlanId, couponCode, skipTrial: skipTrial === true };
  } catch {
    return null;
  }
}

/** What the registering visitor carries between /reg1, the paywall and the steps (local storage). */
export const regStorage = {
  data(): RegistrationData | null {
    return local.getJson<RegistrationData>(storageKeys.registrationData);
  },
  saveData(data: RegistrationData): void {
    local.setJson(storageKeys.registrationData, data);
  },
  /** The last completed registration step, or null. */
  step(): number | null {
    return readStoredStep(local.get(storageKeys.registrationStep));
  },
  saveStep(step: number): void {
    local.set(storageKeys.registrationStep, String(step));
  },
  /**
   * The plan and coupon the visitor chose on the paywall, kept for this tab (session storage) so a
   * reload keeps them; only for the registration that chose them, cleared once paid.
   */
  paywallChoice(): PaywallChoice | null {
    return readChoice(
      session.get(storageKeys.regPaywallChoice),
      local.get(storageKeys.registrationToken),
    );
  },
  savePaywallChoice(choice: PaywallChoice): void {
    const registration = local.get(storageKeys.registrationToken);
    if (registration)
      session.set(storageKeys.regPaywallChoice, JSON.stringify({ registration, ...choice }));
  },
  clearPaywallChoice(): void {
    session.remove(storageKeys.regPaywallChoice);
  },
  /** The /reg1 form being filled (this tab): a reload or a step back keeps it; never the passwords. */
  reg1Draft(): Reg1Draft | null {
    const text = session.get(storageKeys.reg1Draft);
    if (!text) return null;
    try {
      const stored: unknown = JSON.parse(text);
      if (!stored || typeof stored !== 'object') return null;
      const draft = stored as Reg1Draft;
      return typeof draft.about === 'object' && typeof draft.student === 'object' ? draft : null;
    } catch {
      return null;
    }
  },
  saveReg1Draft(form: RegisterForm): void {
    const { password: _password, confirm_password: _confirm, ...draft } = form;
    session.set(storageKeys.reg1Draft, JSON.stringify(draft));
  },
  clearReg1Draft(): void {
    session.remove(storageKeys.reg1Draft);
  },
};
