import * as z from 'zod/mini';
import { strictNumber } from '@/lib/api/schemas';

export const hypnoFolderSchema = z.object({
  folder_id: strictNumber,
  title: z.string(),
  description: z.catch(z.string(), ''),
  access: strictNumber,
  tracks: z.catch(
    z.array(
      z.object({
        id: z.coerce.number(),
        title: z.string(),
        minutes: z.coerce.number(),
        url: z.catch(z.string(), ''),
      }),
    ),
    [],
  ),
});

export type HypnoFolder = z.infer<typeof hypnoFolderSchema>;

export const NO_FOLDER_ACCESS = "You don't have access this folder.";
