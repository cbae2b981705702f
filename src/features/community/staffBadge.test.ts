import { describe, expect, it } from 'vitest';
import { personSchema } from './model';

describe('the RWL Team badge is a role, read strictly', () => {
  const person = { user_id: 7, first_name: 'Ria', is_staff: 1 };
  it('reads the staff flag and fails a person without it', () => {
    expect(personSchema.parse(person).is_staff).toBe(1);
    const { is_staff: _missing, ...without } = person;
    expect(personSchema.safeParse(without).success).toBe(false);
    expect(personSchema.safeParse({ ...person, is_staff: 'team' }).success).toBe(false);
  });
});
