/**
 * Community posts and comments (community/post, community/comment): one of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { whole, ANY_ID } from './rules';

export const POST_MAX_LENGTH = 2000;
export const COMMENT_MAX_LENGTH = 1000;
export const MAX_POST_FILES = 4;
export const EMPTY_POST_MESSAGE = 'Please write something or add a photo or video.';
export const EMPTY_COMMENT_MESSAGE = 'Please write a comment.';
export const SCHEDULE_PAST_MESSAGE = 'Please choose a time in the future.';
export const POST_MEDIA_MESSAGE = `Please add at most ${MAX_POST_FILES} photos or videos.`;

/** The community's own too-long message (the form says it beside the box, the server alike). */
export function communityTooLongMessage(max: number): string {
  return `Please use at most ${max} characters.`;
}

const postMedia = z
  .array(
    z.object({
      url: z.string(POST_MEDIA_MESSAGE).check(z.minLength(1, POST_MEDIA_MESSAGE)),
      video: z.optional(z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])),
    }),
    POST_MEDIA_MESSAGE,
  )
  .check(z.maxLength(MAX_POST_FILES, POST_MEDIA_MESSAGE));

/** A post (new, edited or scheduled): text or media, and a schedule in the future. */
export const communityPostBody = z
  .object({
    community_id: whole(1, ANY_ID, "You don't have access this community."),
    post_id: z.optional(whole(0, ANY_ID, 'This post could not be found.')),
    text: z
      .string(EMPTY_POST_MESSAGE)
      .check(z.maxLength(POST_MAX_LENGTH, communityTooLongMessage(POST_MAX_LENGTH))),
    media: z.optional(z.union([postMedia, z.literal('')], POST_MEDIA_MESSAGE)),
    schedule_date: z.optional(
      z.string(SCHEDULE_PAST_MESSAGE).check(
        z.refine((value) => {
          if (!value) return true;
          const time = new Date(value).getTime();
          return !Number.isNaN(time) && time > Date.now();
        }, SCHEDULE_PAST_MESSAGE),
      ),
    ),
  })
  .check(
    z.refine(
      (post) => post.text.trim() !== '' || (Array.isArray(post.media) && post.media.length > 0),
      EMPTY_POST_MESSAGE,
    ),
  );

/** A comment or a reply: not blank, at most 1000 characters. */
export const communityCommentBody = z.object({
  post_id: whole(1, ANY_ID, 'This post could not be found.'),
  parent_id: z.optional(whole(0, ANY_ID, 'This comment could not be found.')),
  text: z.string(EMPTY_COMMENT_MESSAGE).check(
    z.refine((value) => value.trim() !== '', EMPTY_COMMENT_MESSAGE),
    z.maxLength(COMMENT_MAX_LENGTH, communityTooLongMessage(COMMENT_MAX_LENGTH)),
  ),
});
