import { realtime, newClientId } from '@/lib/realtime';
import { isAllowedMedia, isVideoFile, MEDIA_TYPE_ERROR } from '@/lib/validation';
import { bodyProblem } from '@/lib/validation/bodies/rules';
import { chatMessageBody } from '@/lib/validation/bodies/chat';
import { authSession } from '@/lib/auth';
import { session, storageKeys } from '@/lib/storage';
import type { AppDispatch, RootState } from '@/app/store';
import { uploadChatMedia } from './api';
import { type ChatFilter, type ChatTab, type SendMessagePayload } from './model';
import {
  chatStateReset,
  filterChosen,
  pendingAdded,
  pendingRemoved,
  pendingRestored,
  pendingUpdated,
  rememberedTab,
  searchChosen,
  selectChat,
  tabChosen,
  type PendingMessage,
} from './slice';
import { failureMessage } from '@/lib/failureMessage';

/**
 * Chat client actions: the outbox of messages being sent (shown at once as pending, kept in the
 * realtime outbox until the server confirms them) and the choice of list. The server data and
 * the channel's pushes are in chatApi.ts. Nothing here keeps state of its own.
 */

export type ChatThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;

function pendingFromPayload(
  payload: SendMessagePayload,
  status: PendingMessage['status'] = 'pending',
): PendingMessage {
  return {
    cid: payload.cid,
    chId: payload.chId ?? '',
    receiverId: payload.receiverId ?? '',
    gId: payload.gId ?? '',
    mTy: payload.mTy,
    msg: payload.msg,
    media: payload.media ?? '',
    video: payload.video ?? 0,
    fileName: payload.fileName ?? '',
    sentAt: payload.sentAt,
    status,
  };
}

/** Messages still in the realtime outbox (kept in local storage) show again as pending after a reload. */
function pendingInOutbox(): PendingMessage[] {
  return realtime
    .pending()
    .filter(
      (item) =>
        item.en === 'sendMessage' && item.durable && item.data && typeof item.data === 'object',
    )
    .map((item) => pendingFromPayload({ ...(item.data as SendMessagePayload), cid: item.cid }));
}

/** Makes sure the chat state belongs to the member logged in now. */
export const syncChatOwner = (): ChatThunk => (dispatch, getState) => {
  const userId = authSession.memberUserId() ?? '';
  if (selectChat(getState()).userId === userId) return;
  dispatch(chatStateReset({ userId, tab: rememberedTab() }));
  dispatch(pendingRestored(pendingInOutbox()));
};

// ---------------------------------------------------------------------------------------------
// The list shown

/** Coming to the chat list: the tab remembered for the session (default Group Chats). */
export const enterChatList = (): ChatThunk => (dispatch, getState) => {
  dispatch(syncChatOwner());
  const tab = rememberedTab();
  if (selectChat(getState()).list.tab !== tab) dispatch(tabChosen(tab));
};

/** Switching tab clears search and filter; the tab is remembered for the session. */
export const chooseTab =
  (tab: ChatTab): ChatThunk =>
  (dispatch) => {
    session.set(storageKeys.chatTab, String(tab));
    dispatch(tabChosen(tab));
  };

/** Staff filter: 0 reset, 1 unread, 2 follow up, 3 urgent. */
export const chooseFilter =
  (filter: ChatFilter): ChatThunk =>
  (dispatch, getState) => {
    if (selectChat(getState()).list.filter !== filter) dispatch(filterChosen(filter));
  };

/** Trimmed search text; empty text turns search off and restores the list. */
export const chooseSearch =
  (text: string): ChatThunk =>
  (dispatch, getState) => {
    const value = text.trim();
    if (selectChat(getState()).list.search !== value) dispatch(searchChosen(value));
  };

// ---------------------------------------------------------------------------------------------
// Sending

export interface ConversationAddress {
  chId: string;
  receiverId: string;
  gId: string;
}

function addressFields(
  address: ConversationAddress,
): Pick<SendMessagePayload, 'chId' | 'receiverId' | 'gId'> {
  return {
    ...(address.chId ? { chId: address.chId } : {}),
    ...(address.receiverId ? { receiverId: address.receiverId } : {}),
    ...(address.gId ? { gId: address.gId } : {}),
  };
}

/**
 * Sends a text message: it shows at once as pending, waits in the durable outbox (local
 * storage) until the server's reply with its cid, and is re-sent after a reconnect or reload.
 * The server ignores a cid it has already handled, so it is never stored twice.
 */
export const sendTextMessage =
  (address: ConversationAddress, text: string): ChatThunk<boolean> =>
  (dispatch) => {
    const msg = text.replace(/^\s+|\s+$/g, '');
    const cid = newClientId();
    const payload: SendMessagePayload = {
      cid,
      ...addressFields(address),
      mTy: 1,
      msg,
      sentAt: new Date().toISOString(),
    };
    // The server's rule for a message (not blank, at most 5000 characters): nothing else is sent.
    if (bodyProblem(chatMessageBody, payload) !== null) return false;
    dispatch(pendingAdded(pendingFromPayload(payload)));
    realtime.emit('sendMessage', payload, { durable: true, cid });
    return true;
  };

/**
 * Files kept in memory while they upload, so a failed upload can be tried again. The page that
 * sends them owns the map (a ref): nothing is kept here.
 */
export type FilesInFlight = Map<string, File>;

async function uploadAndSend(
  dispatch: AppDispatch,
  filesInFlight: FilesInFlight,
  cid: string,
  file: File,
  base: SendMessagePayload,
): Promise<void> {
  try {
    const uploaded = await uploadChatMedia(file);
    const payload: SendMessagePayload = {
      ...base,
      media: uploaded.url,
      video: uploaded.video || (isVideoFile(file.name) ? 1 : 0),
      thumbnail_image: uploaded.thumbnail_image,
      fileName: file.name,
    };
    filesInFlight.delete(cid);
    dispatch(
      pendingUpdated({
        cid,
        changes: {
          status: 'pending',
          media: uploaded.url,
          video: payload.video ?? 0,
          error: undefined,
        },
      }),
    );
    realtime.emit('sendMessage', payload, { durable: true, cid });
  } catch (error) {
    dispatch(
      pendingUpdated({
        cid,
        changes: {
          status: 'failed',
          error: `The file could not be uploaded. ${failureMessage(error)}`,
        },
      }),
    );
  }
}

/** Sends a picture or a video: .jpg .jpeg .gif .png .mp4 .mov only. */
export const sendMediaMessage =
  (
    address: ConversationAddress,
    file: File,
    filesInFlight: FilesInFlight,
    caption = '',
  ): ChatThunk<{ ok: boolean; error?: string }> =>
  (dispatch) => {
    if (!isAllowedMedia(file.name)) return { ok: false, error: MEDIA_TYPE_ERROR };
    const cid = newClientId();
    const base: SendMessagePayload = {
      cid,
      ...addressFields(address),
      mTy: 2,
      msg: caption.trim(),
      video: isVideoFile(file.name) ? 1 : 0,
      fileName: file.name,
      sentAt: new Date().toISOString(),
    };
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    dispatch(pendingAdded({ ...pendingFromPayload(base, 'uploading'), media: preview }));
    filesInFlight.set(cid, file);
    void uploadAndSend(dispatch, filesInFlight, cid, file, base);
    return { ok: true };
  };

/** Tries a failed message again (a new cid: the server has already answered the old one). */
export const retryMessage =
  (cid: string, filesInFlight: FilesInFlight): ChatThunk =>
  (dispatch, getState) => {
    const item = selectChat(getState()).pending.find((candidate) => candidate.cid === cid);
    if (!item || item.status !== 'failed') return;
    const address = { chId: item.chId, receiverId: item.receiverId, gId: item.gId };
    const file = filesInFlight.get(cid);
    dispatch(pendingRemoved(cid));
    if (file) {
      filesInFlight.delete(cid);
      dispatch(sendMediaMessage(address, file, filesInFlight, item.msg));
    } else if (item.mTy === 2 && item.media && !item.media.startsWith('blob:')) {
      const newCid = newClientId();
      const payload: SendMessagePayload = {
        cid: newCid,
        ...addressFields(address),
        mTy: 2,
        msg: item.msg,
        media: item.media,
        video: item.video,
        fileName: item.fileName,
        sentAt: new Date().toISOString(),
      };
      dispatch(pendingAdded(pendingFromPayload(payload)));
      realtime.emit('sendMessage', payload, { durable: true, cid: newCid });
    } else if (item.msg) {
      dispatch(sendTextMessage(address, item.msg));
    }
  };

export const discardMessage =
  (cid: string, filesInFlight: FilesInFlight): ChatThunk =>
  (dispatch) => {
    filesInFlight.delete(cid);
    dispatch(pendingRemoved(cid));
  };
