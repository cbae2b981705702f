import { local, storageKeys } from '@/lib/storage';
import { callApi } from '@/lib/http';

/**
 * Calorie calculator data saved before login (storageKeys.savedCalorieData) is uploaded after
 * login and removed once the server confirms (spec 1 §4). Activity level: sedentary 0,
 * lightly 1, moderately 2, very 3, extra 4 (default 1).
 */
export function normaliseCalorieData(data: Record<string, unknown>): Record<string, unknown> {
  const level = Number(data.activity_level ?? data.activityLevel);
  return {
    ...data,
    activity_level: Number.isInteger(level) && level >= 0 && level <= 4 ? level : 1,
  };
}

let uploading = false;

export async function uploadSavedCalorieData(): Promise<'none' | 'uploaded' | 'failed'> {
  const saved = local.getJson<Record<string, unknown>>(storageKeys.savedCalorieData);
  if (!saved || typeof saved !== 'object' || uploading) return 'none';
  uploading = true;
  try {
    await callApi('calories/save_calculator_data', normaliseCalorieData(saved));
    local.remove(storageKeys.savedCalorieData);
    return 'uploaded';
  } catch {
    return 'failed';
  } finally {
    uploading = false;
  }
}
