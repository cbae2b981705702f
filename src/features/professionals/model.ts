import * as z from 'zod/mini';
import { cosmeticText, strictId, strictNumber } from '@/lib/api/schemas';
import { formatPrice } from '@/lib/format/money';

/**
 * A fitness professional as both the coaching area (/rwlpros) and the coaches area
 * (/rwl-coaches) read them (spec 3 §7 "Coaching", fitpro/): ids, money, the online flag and the
 * position are strict; labels are cosmetic.
 */

/** A fitness professional in a list. */
export const proCardSchema = z.object({
  fitpro_id: strictId,
  name: cosmeticText(),
  speciality: cosmeticText(),
  place: cosmeticText(),
  /** 1 when the professional teaches online. */
  online: strictNumber,
  photo: cosmeticText(),
  summary: cosmeticText(),
  latitude: strictNumber,
  longitude: strictNumber,
});
export type ProCard = z.infer<typeof proCardSchema>;

/** A class plan (a programme in the coaches area): a number of live classes for one price. */
export const classPlanSchema = z.object({
  class_plan_id: strictId,
  title: cosmeticText(),
  price: strictNumber,
  classes: strictNumber,
  description: cosmeticText(),
});
export type ClassPlan = z.infer<typeof classPlanSchema>;

/** A one-to-one session with the professional. */
export const oneToOneSchema = z.object({
  session_id: strictId,
  title: cosmeticText(),
  price: strictNumber,
  minutes: strictNumber,
});
export type OneToOne = z.infer<typeof oneToOneSchema>;

/** fitpro/user_details: the profile, with its class plans and one-to-one sessions. */
export const proProfileSchema = z.object({
  ...proCardSchema.shape,
  /** Server HTML: shown only through ui/SanitizedHtml. */
  bio: cosmeticText(),
  class_plans: z.array(classPlanSchema),
  sessions: z.array(oneToOneSchema),
});
export type ProProfile = z.infer<typeof proProfileSchema>;

/** A class plan's or session's price: "£20.00", or "Free". */
export function priceLabel(amount: number): string {
  return amount <= 0 ? 'Free' : formatPrice(amount);
}

/** Whether the professional teaches online, as their profile says it. */
export function onlineLabel(online: number): string {
  return online === 1 ? 'Yes, classes online' : 'In person only';
}
