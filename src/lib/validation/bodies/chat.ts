/**
 * A chat message (the realtime sendMessage event): one of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { MEDIA_TYPE_ERROR, isAllowedMedia } from '../media';
import { MAX_LENGTH } from '../limits';

export const MAX_MESSAGE_LENGTH = MAX_LENGTH.message;
export const CHAT_MESSAGES = {
  type: 'This message type cannot be sent.',
  tooLong: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`,
  noFile: 'Please choose a file to send.',
  empty: 'Please type a message.',
} as const;

/** Text (1), media (2), link (3) or a shared item (6); media needs a file of an allowed type. */
export const chatMessageBody = z
  .object({
    mTy: z.optional(
      z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(6)], CHAT_MESSAGES.type),
    ),
    msg: z.optional(
      z.string(CHAT_MESSAGES.empty).check(z.maxLength(MAX_MESSAGE_LENGTH, CHAT_MESSAGES.tooLong)),
    ),
    media: z.optional(z.string(CHAT_MESSAGES.noFile)),
    fileName: z.optional(z.string(MEDIA_TYPE_ERROR)),
  })
  .check(
    z.superRefine((message, context) => {
      if ((message.mTy ?? 1) === 2) {
        const media = message.media ?? '';
        if (!media) context.addIssue({ code: 'custom', message: CHAT_MESSAGES.noFile });
        else if (!isAllowedMedia((message.fileName || media).split('?')[0] ?? ''))
          context.addIssue({ code: 'custom', message: MEDIA_TYPE_ERROR });
      } else if (!(message.msg ?? '').trim()) {
        context.addIssue({ code: 'custom', message: CHAT_MESSAGES.empty });
      }
    }),
  );
