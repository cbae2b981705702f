import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { communityCommentBody, communityPostBody } from '@/lib/validation/bodies/community';
import { realtime } from '@/lib/realtime';
import { authSession } from '@/lib/auth';
import {
  commentCreatedEventSchema,
  commentSchema,
  communitySchema,
  communityForSaleSchema,
  type CommunityForSale,
  personSchema,
  postCreatedEventSchema,
  postSchema,
  postsPageSchema,
  singlePostSchema,
  toComment,
  verifyInviteSchema,
  withLike,
  type Comment,
  type Community,
  type CommunityPerson,
  type InviteCheck,
  type Post,
  type PostMedia,
  type PostsPage,
  type SinglePost,
} from './model';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['Communities', 'CommunityFeed', 'CommunityPost', 'CommunityScheduled'],
});

export interface PostInput {
  communityId: number;
  postId?: number;
  text: string;
  media: PostMedia[];
  /** ISO time for a scheduled post. */
  scheduledAt?: string;
}

export interface LikeInput {
  communityId: number;
  postId: number;
  commentId?: number;
  liked: boolean;
}

/** Pushes carry the author; the member's own posts and comments are already on screen. */
const isMine = (userId: number) => String(userId) === authSession.memberUserId();

function likeComment(comments: Comment[], commentId: number, liked: boolean): void {
  for (const comment of comments) {
    if (comment.comment_id === commentId) Object.assign(comment, withLike(comment, liked));
    likeComment(comment.replies, commentId, liked);
  }
}

export const communityApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    communities: build.query<Community[], void>({
      query: () => ({ url: 'community', method: 'GET', schema: z.array(communitySchema) }),
      providesTags: ['Communities'],
    }),
    communitiesForSale: build.query<CommunityForSale[], void>({
      query: () => ({
        url: 'community/for_sale',
        method: 'GET',
        schema: z.array(communityForSaleSchema),
      }),
      providesTags: ['Communities'],
    }),
    reorderCommunities: build.mutation<unknown, number[]>({
      query: (order) => ({ url: 'community/community_reorder', method: 'POST', body: { order } }),
      invalidatesTags: ['Communities'],
    }),
    posts: build.infiniteQuery<PostsPage, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) =>
          lastPage.hasNextPage ? lastPage.currentPage + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'community/posts',
        method: 'POST',
        body: { community_id: queryArg, page: pageParam },
        schema: postsPageSchema,
      }),
      transformResponse: (page: Omit<PostsPage, 'incoming'>) => ({ ...page, incoming: [] }),
      providesTags: (_result, _error, communityId) => [{ type: 'CommunityFeed', id: communityId }],
      // Posts and comments others make arrive on the realtime channel: a new post waits in the
      // first page's `incoming` (the "new posts" pill), a comment raises the post's count.
      async onCacheEntryAdded(
        communityId,
        { updateCachedData, cacheDataLoaded, cacheEntryRemoved },
      ) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stops = [
          realtime.on('communityPostCreated', (data) => {
            const parsed = postCreatedEventSchema.safeParse(data);
            if (!parsed.success) return;
            const { post } = parsed.data;
            if (post.community_id !== communityId || isMine(post.author.user_id)) return;
            updateCachedData((draft) => {
              const first = draft.pages[0];
              if (!first) return;
              const known = draft.pages.some((page) =>
                page.posts.some((item) => item.post_id === post.post_id),
              );
              if (!known && !first.incoming.some((item) => item.post_id === post.post_id))
                first.incoming.unshift(post);
            });
          }),
          realtime.on('communityCommentCreated', (data) => {
            const parsed = commentCreatedEventSchema.safeParse(data);
            if (!parsed.success || parsed.data.community_id !== communityId) return;
            if (isMine(parsed.data.comment.author.user_id)) return;
            updateCachedData((draft) => {
              for (const page of draft.pages)
                for (const post of page.posts)
                  if (post.post_id === parsed.data.post_id) post.comment_count += 1;
            });
          }),
        ];
        await cacheEntryRemoved;
        stops.forEach((stop) => stop());
      },
    }),
    singlePost: build.query<SinglePost, { communityId: number; postId: number }>({
      query: ({ communityId, postId }) => ({
        url: 'community/single_post',
        method: 'POST',
        body: { community_id: communityId, post_id: postId },
        schema: singlePostSchema,
      }),
      transformResponse: (value: z.infer<typeof singlePostSchema>): SinglePost => ({
        post: value.post,
        comments: value.comments.map(toComment),
      }),
      providesTags: (_result, _error, { postId }) => [{ type: 'CommunityPost', id: postId }],
      // A comment someone else makes on this post shows at once.
      async onCacheEntryAdded(
        { postId },
        { updateCachedData, cacheDataLoaded, cacheEntryRemoved },
      ) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stop = realtime.on('communityCommentCreated', (data) => {
          const parsed = commentCreatedEventSchema.safeParse(data);
          if (
            !parsed.success ||
            parsed.data.post_id !== postId ||
            isMine(parsed.data.comment.author.user_id)
          )
            return;
          const comment: Comment = { ...parsed.data.comment, replies: [] };
          updateCachedData((draft) => {
            const all = draft.comments.flatMap((item) => [item, ...item.replies]);
            if (all.some((item) => item.comment_id === comment.comment_id)) return;
            const parent = draft.comments.find((item) => item.comment_id === comment.parent_id);
            if (parent) parent.replies.push(comment);
            else draft.comments.push(comment);
            draft.post.comment_count += 1;
          });
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    savePost: build.mutation<Post, PostInput>({
      query: ({ communityId, postId, text, media, scheduledAt }) => ({
        url: 'community/post',
        method: 'POST',
        body: {
          community_id: communityId,
          post_id: postId ?? 0,
          text,
          media,
          schedule_date: scheduledAt ?? '',
        },
        bodySchema: communityPostBody,
        schema: postSchema,
      }),
      invalidatesTags: (_result, error, { communityId, postId, scheduledAt }) =>
        error
          ? []
          : [
              scheduledAt
                ? { type: 'CommunityScheduled', id: communityId }
                : { type: 'CommunityFeed', id: communityId },
              ...(postId ? [{ type: 'CommunityPost' as const, id: postId }] : []),
            ],
    }),
    comment: build.mutation<
      Comment,
      { communityId: number; postId: number; parentId?: number; text: string }
    >({
      query: ({ communityId, postId, parentId, text }) => ({
        url: 'community/comment',
        method: 'POST',
        body: { community_id: communityId, post_id: postId, parent_id: parentId ?? 0, text },
        bodySchema: communityCommentBody,
        schema: commentSchema,
      }),
      transformResponse: toComment,
      async onQueryStarted({ communityId, postId }, { dispatch, queryFulfilled }) {
        try {
          const { data: comment } = await queryFulfilled;
          dispatch(
            communityApi.util.updateQueryData('singlePost', { communityId, postId }, (draft) => {
              const parent = draft.comments.find((item) => item.comment_id === comment.parent_id);
              if (parent) parent.replies.push(comment);
              else draft.comments.push(comment);
              draft.post.comment_count += 1;
            }),
          );
          dispatch(
            communityApi.util.updateQueryData('posts', communityId, (draft) => {
              for (const page of draft.pages)
                for (const post of page.posts) if (post.post_id === postId) post.comment_count += 1;
            }),
          );
        } catch {
          // The page shows the server's message.
        }
      },
    }),
    like: build.mutation<unknown, LikeInput>({
      query: ({ communityId, postId, commentId, liked }) => ({
        url: 'community/like',
        method: 'POST',
        body: {
          community_id: communityId,
          post_id: postId,
          comment_id: commentId ?? 0,
          like: liked ? 1 : 0,
        },
      }),
      // The count changes at once; a failed call puts it back (patchResult.undo for the post,
      // its comments and searches; by id in the feed).
      async onQueryStarted(
        { communityId, postId, commentId, liked },
        { dispatch, getState, queryFulfilled },
      ) {
        const likePost = (post: Post, to = liked) => {
          if (post.post_id === postId) Object.assign(post, withLike(post, to));
        };
        const searches = communityApi.util
          .selectCachedArgsForQuery(getState(), 'searchPosts')
          .filter((args) => args.communityId === communityId);
        const likeInFeed = (to = liked) =>
          dispatch(
            communityApi.util.updateQueryData('posts', communityId, (draft) => {
              for (const page of draft.pages) for (const post of page.posts) likePost(post, to);
            }),
          );
        // A page of the feed already on its way was read before this like: when it lands it
        // replaces the pages with that older copy, so the like is applied again over it.
        let failed = false;
        const pageOnItsWay = commentId
          ? undefined
          : dispatch(communityApi.util.getRunningQueryThunk('posts', communityId));
        void pageOnItsWay?.then(() => {
          if (!failed) likeInFeed();
        });
        // The feed is put back by the post's id, not by undoing its patch: its pages may have
        // been replaced in between (see above), and an index-based undo would hit another post.
        if (!commentId) likeInFeed();
        const patches = commentId
          ? [
              dispatch(
                communityApi.util.updateQueryData('singlePost', { communityId, postId }, (draft) =>
                  likeComment(draft.comments, commentId, liked),
                ),
              ),
            ]
          : [
              ...searches.map((args) =>
                dispatch(
                  communityApi.util.updateQueryData('searchPosts', args, (draft) => {
                    draft.forEach((post) => likePost(post));
                  }),
                ),
              ),
              dispatch(
                communityApi.util.updateQueryData(
                  'singlePost',
                  { communityId, postId },
                  (draft) => {
                    Object.assign(draft.post, withLike(draft.post, liked));
                  },
                ),
              ),
            ];
        try {
          await queryFulfilled;
        } catch {
          failed = true;
          patches.forEach((patch) => patch.undo());
          if (!commentId) likeInFeed(!liked);
        }
      },
    }),
    deletePost: build.mutation<unknown, { communityId: number; postId: number }>({
      query: ({ communityId, postId }) => ({
        url: 'community/post_delete',
        method: 'POST',
        body: { community_id: communityId, post_id: postId },
      }),
      invalidatesTags: (_result, error, { communityId }) =>
        error
          ? []
          : [
              { type: 'CommunityFeed', id: communityId },
              { type: 'CommunityScheduled', id: communityId },
            ],
    }),
    deleteComment: build.mutation<
      unknown,
      { communityId: number; postId: number; commentId: number }
    >({
      query: ({ communityId, postId, commentId }) => ({
        url: 'community/comment_delete',
        method: 'POST',
        body: { community_id: communityId, post_id: postId, comment_id: commentId },
      }),
      invalidatesTags: (_result, error, { communityId, postId }) =>
        error
          ? []
          : [
              { type: 'CommunityPost', id: postId },
              { type: 'CommunityFeed', id: communityId },
            ],
    }),
    hidePost: build.mutation<unknown, { communityId: number; postId: number }>({
      query: ({ communityId, postId }) => ({
        url: 'community/hide_post',
        method: 'POST',
        body: { community_id: communityId, post_id: postId },
      }),
      invalidatesTags: (_result, error, { communityId }) =>
        error ? [] : [{ type: 'CommunityFeed', id: communityId }],
    }),
    hideUser: build.mutation<unknown, { communityId: number; userId: number }>({
      query: ({ communityId, userId }) => ({
        url: 'community/hide_user_community',
        method: 'POST',
        body: { community_id: communityId, user_id: userId },
      }),
      invalidatesTags: (_result, error, { communityId }) =>
        error ? [] : [{ type: 'CommunityFeed', id: communityId }],
    }),
    searchPosts: build.query<Post[], { communityId: number; search: string }>({
      query: ({ communityId, search }) => ({
        url: 'community/search_username_or_hashtag',
        method: 'POST',
        body: { community_id: communityId, search },
        schema: z.array(postSchema),
      }),
      providesTags: (_result, _error, { communityId }) => [
        { type: 'CommunityFeed', id: communityId },
      ],
    }),
    whoLiked: build.query<CommunityPerson[], { communityId: number; postId: number }>({
      query: ({ communityId, postId }) => ({
        url: 'community/list_who_liked',
        method: 'POST',
        body: { community_id: communityId, post_id: postId },
        schema: z.array(personSchema),
      }),
    }),
    scheduledPosts: build.query<Post[], number>({
      query: (communityId) => ({
        url: 'community/scheduled_posts_list',
        method: 'POST',
        body: { community_id: communityId },
        schema: z.array(postSchema),
      }),
      providesTags: (_result, _error, communityId) => [
        { type: 'CommunityScheduled', id: communityId },
      ],
    }),
    verifyInvite: build.mutation<InviteCheck, string>({
      query: (code) => ({
        url: 'community/verify_community_group_string',
        method: 'POST',
        body: { string: code },
        schema: verifyInviteSchema,
      }),
    }),
    joinCommunity: build.mutation<unknown, number>({
      query: (communityId) => ({
        url: 'community/give_community_direct_access',
        method: 'POST',
        body: { community_id: communityId },
      }),
      invalidatesTags: ['Communities'],
    }),
  }),
});

export const {
  useCommunitiesQuery,
  useCommunitiesForSaleQuery,
  useReorderCommunitiesMutation,
  usePostsInfiniteQuery,
  useSinglePostQuery,
  useSavePostMutation,
  useCommentMutation,
  useLikeMutation,
  useDeletePostMutation,
  useDeleteCommentMutation,
  useHidePostMutation,
  useHideUserMutation,
  useSearchPostsQuery,
  useWhoLikedQuery,
  useScheduledPostsQuery,
  useVerifyInviteMutation,
  useJoinCommunityMutation,
} = communityApi;

/** Shows the posts that arrived since the feed loaded (the "new posts" pill). */
export function showIncomingPosts(communityId: number) {
  return communityApi.util.updateQueryData('posts', communityId, (draft) => {
    const first = draft.pages[0];
    if (!first || first.incoming.length === 0) return;
    first.posts.unshift(...first.incoming);
    first.incoming = [];
  });
}
