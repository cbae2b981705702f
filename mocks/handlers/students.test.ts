import { describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { reviewStudent } from './registration';

const BASE = 'http://localhost:3000/mock-api/';

async function post(path: string, body: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; message: string; data: unknown[] };
}

/** A proof as auth/upload keeps it (the upload itself is checked in e2e/students.spec.ts). */
function uploaded(fileId: string): string {
  db.update((data) => {
    data.registrationUploads.push({
      file_id: fileId,
      type: 'student_proof',
      name: 'card.png',
      url: 'data:image/png;base64,AA==',
      used_by: null,
      at: new Date().toISOString(),
    });
  });
  return fileId;
}

const account = {
  first_name: 'Sam',
  last_name: 'Study',
  email: 'sam.study@example.com',
  username: 'sam_study',
  password: 'Password1!',
  confirm_password: 'Password1!',
  gender: 'male',
  dob: '2004-02-10',
  menopause: 0,
  address_line_1: '2 College Road',
  city: 'Leeds',
  country: 'GB',
  postcode: 'LS2 9JT',
};

describe('the mock server: the register form second step and students', () => {
  it('refuses a bad UK postcode, a member under 16 and a missing address, in the form words', async () => {
    expect(await post('auth/register', { ...account, postcode: '12345' })).toMatchObject({
      status: 0,
      message: 'Please enter a valid UK postcode.',
    });
    expect(
      await post('auth/register', { ...account, dob: `${new Date().getFullYear() - 10}-01-01` }),
    ).toMatchObject({
      status: 0,
      message: 'You must be at least 16 to join.',
    });
    expect(await post('auth/register', { ...account, address_line_1: ' ' })).toMatchObject({
      status: 0,
      message: 'Please enter the first line of your address.',
    });
    expect(db.get().users.some((user) => user.email === account.email)).toBe(false);
  });

  it('a student registration needs an unused proof, and is pending until a reviewer decides', async () => {
    const student = {
      ...account,
      planid: 13,
      subplanid: 37,
      study_at: 'Leeds Uni',
      study_start_year: new Date().getFullYear(),
    };
    expect(
      await post('auth/register', { ...student, student_proof: 'proof.unknown' }),
    ).toMatchObject({
      status: 0,
      message: 'Please upload a photo of your student card or enrolment letter.',
    });
    const fileId = uploaded('proof.test');
    expect(await post('auth/register', { ...student, student_proof: fileId })).toMatchObject({
      status: 1,
    });
    expect(db.get().users.find((user) => user.email === account.email)).toMatchObject({
      is_student: 1,
      student_status: 'pending',
      student_proof: fileId,
    });
    // One proof, one account.
    expect(
      await post('auth/register', {
        ...student,
        email: 'other@example.com',
        username: 'other_s',
        student_proof: fileId,
      }),
    ).toMatchObject({ status: 0 });

    expect(reviewStudent(account.email, 'verified')).toBe(true);
    expect(db.get().users.find((user) => user.email === account.email)).toMatchObject({
      student_status: 'verified',
    });
    expect(reviewStudent('free@example.com', 'verified')).toBe(false);
  });
});
