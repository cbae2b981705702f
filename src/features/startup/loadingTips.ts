import * as z from 'zod/mini';
import { session, storageKeys } from '@/lib/storage';

/** Registration loading tips (spec 1 §2, §7): category, tip id and text; cached per session when is_reg is 1. */
export const loadingTipSchema = z.object({
  category: z.catch(z.string(), ''),
  tip_id: z.coerce.number(),
  tip: z.string(),
});
export type LoadingTip = z.infer<typeof loadingTipSchema>;

/** utm_ parameters of a query string. */
export function utmParams(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const result: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key.startsWith('utm_')) result[key] = value;
  });
  return result;
}

function cached(): LoadingTip[] | null {
  const text = session.get(storageKeys.regLoadingTips);
  if (!text) return null;
  try {
    const parsed = z.array(loadingTipSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The tips for the registration loading screen; other areas call this. */
export async function getRegistrationLoadingTips(
  isReg: number,
  search = window.location.search,
): Promise<LoadingTip[]> {
  if (isReg === 1) {
    const hit = cached();
    if (hit) return hit;
  }
  const { callApi, readData } = await import('@/lib/http');
  const { data } = await callApi(
    'registration/loading_tips',
    { is_reg: isReg, ...utmParams(search) },
    { auth: 'none' },
  );
  const tips = readData(z.array(loadingTipSchema), data);
  if (isReg === 1) session.set(storageKeys.regLoadingTips, JSON.stringify(tips));
  return tips;
}
