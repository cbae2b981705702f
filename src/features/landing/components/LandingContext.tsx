import { createContext, useContext } from 'react';
import type { ProductInfo, Trainer } from '../model';

export interface LandingActions {
  slug: string;
  pathname: string;
  /** The ten narrow pages show no CTA or video buttons (spec 1 §9). */
  narrow: boolean;
  openLeadForm: () => void;
  openVideo: (trainer: Trainer) => void;
  openAudio: (audio: NonNullable<ProductInfo['audio']>) => void;
}

export const LandingContext = createContext<LandingActions>({
  slug: '',
  pathname: '/',
  narrow: false,
  openLeadForm: () => undefined,
  openVideo: () => undefined,
  openAudio: () => undefined,
});

export function useLanding(): LandingActions {
  return useContext(LandingContext);
}
