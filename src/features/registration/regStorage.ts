import { local, storageKeys } from '@/lib/storage';
import { readStoredStep, type RegistrationData } from './model';

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
};
