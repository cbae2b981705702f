import { beforeEach, describe, expect, it } from 'vitest';
import { authSession } from '@/lib/auth';
import { textDrafts } from './textDrafts';

describe('text drafts', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    authSession.saveMember('member.drafts', 102);
  });

  it('keeps a place’s unsent text for the tab, and forgets it once it is empty', () => {
    textDrafts.set('post:1', 'Half a post');
    textDrafts.set('chat:301', 'See you at');
    expect(textDrafts.get('post:1')).toBe('Half a post');
    expect(textDrafts.get('chat:301')).toBe('See you at');
    textDrafts.set('post:1', '');
    expect(textDrafts.get('post:1')).toBe('');
    expect(window.sessionStorage.getItem('text_drafts')).not.toContain('Half a post');
  });

  it('keeps a field emptied on purpose as an empty draft until it is forgotten', () => {
    expect(textDrafts.find('plannernotes:2026-11-27')).toBeUndefined();
    textDrafts.keep('plannernotes:2026-11-27', '');
    expect(textDrafts.find('plannernotes:2026-11-27')).toBe('');
    textDrafts.set('plannernotes:2026-11-27', '');
    expect(textDrafts.find('plannernotes:2026-11-27')).toBeUndefined();
  });

  it('shows a member only their own drafts, and logout clears them', () => {
    textDrafts.set('comment:9003:0', 'Mine');
    authSession.saveMember('member.other', 101);
    expect(textDrafts.get('comment:9003:0')).toBe('');
    authSession.saveMember('member.drafts', 102);
    expect(textDrafts.get('comment:9003:0')).toBe('Mine');
    textDrafts.clear();
    expect(textDrafts.get('comment:9003:0')).toBe('');
  });

  it('keeps the 20 latest places; an unreadable store reads as none', () => {
    for (let place = 1; place <= 25; place += 1) textDrafts.set(`chat:${place}`, `text ${place}`);
    expect(textDrafts.get('chat:5')).toBe('');
    expect(textDrafts.get('chat:6')).toBe('text 6');
    expect(textDrafts.get('chat:25')).toBe('text 25');
    window.sessionStorage.setItem('text_drafts', '{not json');
    expect(textDrafts.get('chat:25')).toBe('');
    textDrafts.set('chat:1', 'again');
    expect(textDrafts.get('chat:1')).toBe('again');
  });
});
