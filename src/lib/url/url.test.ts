import { describe, expect, it } from 'vitest';
import { isAppPath, safeExternalUrl, safeReturnPath, safeUrl } from '.';

describe('safeUrl', () => {
  it('allows only http(s) addresses and paths of this app', () => {
    expect(safeUrl('https://rwl.app/faq')).toBe('https://rwl.app/faq');
    expect(safeUrl('http://rwl.app/faq')).toBe('http://rwl.app/faq');
    expect(safeUrl('/home/recipes/1')).toBe('/home/recipes/1');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JavaScript:alert(localStorage.authorization)')).toBeNull();
    expect(safeUrl('java\tscript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,hi')).toBeNull();
    expect(safeUrl('vbscript:msgbox')).toBeNull();
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl('/\\evil.example')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });

  it('external addresses must be absolute http(s)', () => {
    expect(safeExternalUrl('https://zoom.us/j/1')).toBe('https://zoom.us/j/1');
    expect(safeExternalUrl('/home')).toBeNull();
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('follows only paths of this app, else the member home', () => {
    expect(safeReturnPath('/home/profile?tab=1')).toBe('/home/profile?tab=1');
    expect(safeReturnPath('%2Fhome%2Fprofile')).toBe('/home/profile');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/\\evil.example/phish')).toBe('/home');
    expect(safeReturnPath('%2F%5Cevil.example%2Fphish')).toBe('/home');
    expect(safeReturnPath('//evil.example')).toBe('/home');
    expect(safeReturnPath('https://evil.example')).toBe('/home');
    expect(safeReturnPath('javascript:alert(1)')).toBe('/home');
    expect(safeReturnPath('/\t/evil.example')).toBe('/home');
    expect(safeReturnPath('%E0%A4%A')).toBe('/home');
    expect(safeReturnPath(null)).toBe('/home');
    expect(safeReturnPath('', '/login')).toBe('/login');
  });

  it('an app path is "/" then neither "/" nor "\\"', () => {
    expect(isAppPath('/a')).toBe(true);
    expect(isAppPath('//a')).toBe(false);
    expect(isAppPath('/\\a')).toBe(false);
    expect(isAppPath('a')).toBe(false);
  });
});
