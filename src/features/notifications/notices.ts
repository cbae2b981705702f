import { createExternalStore, useExternalStore } from '@/lib/externalStore';
import type { AppNotification } from './model';

/**
 * Realtime notification messages of spec 1 §3: nTy 2 is a toast, nTy 3 a message modal.
 * Fields: mTy, msg, senderData, media, thumbnail_image, headerText, buttonType, buttonText,
 * buttonId, is_ctabtn, createdAt.
 */
export interface Notice {
  id: number;
  nTy: 2 | 3;
  text: string;
  headerText: string;
  media: string;
  sender: {
    first_name: string;
    last_name: string;
    image: string;
    is_staff: number;
    badge_type: string;
  };
  cta: { text: string; type: string; id: string } | null;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

let nextId = 1;

/** Reads a pushed message; null unless it is a toast (2) or a message modal (3). */
export function parseNotice(data: unknown): Notice | null {
  const root = record(data);
  const nTy = Number(root.nTy ?? record(root.msg).nTy);
  if (nTy !== 2 && nTy !== 3) return null;
  const message = typeof root.msg === 'object' && root.msg !== null ? record(root.msg) : root;
  const sender = record(root.senderData ?? message.senderData);
  const ctaOn = Number(message.is_ctabtn ?? root.is_ctabtn ?? 0) === 1;
  const buttonText = text(message.buttonText ?? root.buttonText);
  return {
    id: nextId++,
    nTy,
    text: text(message.msg),
    headerText: text(message.headerText ?? root.headerText),
    media: text(message.media ?? message.thumbnail_image ?? root.media),
    sender: {
      first_name: text(sender.first_name),
      last_name: text(sender.last_name),
      image: text(sender.image),
      is_staff: Number(sender.is_staff ?? 0),
      badge_type: text(sender.badge_type),
    },
    cta:
      ctaOn && buttonText
        ? {
            text: buttonText,
            type: text(message.buttonType ?? root.buttonType),
            id: text(message.buttonId ?? root.buttonId),
          }
        : null,
  };
}

/** A CTA button opens its screen like a notification with that screen name and id. */
export function ctaAsNotification(cta: NonNullable<Notice['cta']>): AppNotification {
  const isUrl = cta.type.toLowerCase() === 'url';
  return {
    notification_id: 0,
    title: cta.text,
    sub_title: '',
    type: '',
    type_id: '',
    screen: cta.type,
    screen_id: isUrl ? '' : cta.id,
    post_community_id: '',
    media: '',
    url: isUrl ? cta.id : '',
    updated_date: '',
    user_image: '',
    first_name: '',
    last_name: '',
    is_staff: 0,
    magazine_id: cta.type.toLowerCase() === 'magazine' ? cta.id : '',
  };
}

export const NOTICE_TOAST_MS = 5000;

const notices = createExternalStore<Notice[]>([]);

export const noticeQueue = {
  show(notice: Notice): void {
    notices.update((open) => [...open, notice]);
    if (notice.nTy === 2) setTimeout(() => noticeQueue.dismiss(notice.id), NOTICE_TOAST_MS);
  },
  dismiss(id: number): void {
    if (!notices.get().some((notice) => notice.id === id)) return;
    notices.update((open) => open.filter((notice) => notice.id !== id));
  },
  all(): Notice[] {
    return notices.get();
  },
  subscribe: notices.subscribe,
};

export function useNotices(): Notice[] {
  return useExternalStore(notices);
}
