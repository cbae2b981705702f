import * as z from 'zod/mini';
import { cosmeticOr, cosmeticText, strictNumber } from '@/lib/api/schemas';

export const hypnoFolderSchema = z.object({
  folder_id: strictNumber,
  title: z.string(),
  description: cosmeticText(''),
  access: strictNumber,
  tracks: cosmeticOr(
    z.array(
      z.object({
        id: z.coerce.number(),
        title: z.string(),
        minutes: z.coerce.number(),
        url: cosmeticText(''),
      }),
    ),
    [],
  ),
});

export type HypnoFolder = z.infer<typeof hypnoFolderSchema>;

export const NO_FOLDER_ACCESS = "You don't have access this folder.";
