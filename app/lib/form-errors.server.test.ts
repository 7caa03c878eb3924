import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../server/kernel';
import { formFailure, keptValues } from './form-errors.server';

describe('keptValues', () => {
  it('keeps what was typed, lists as lists, and never a password, the bot check or a file', () => {
    const form = new FormData();
    form.append('email', 'ada@example.com');
    form.append('password', 'secret one');
    form.append('password_confirmation', 'secret one');
    form.append('current_password', 'old secret');
    form.append('altcha', 'solution');
    form.append('features', 'Garden');
    form.append('features', 'Lake');
    form.append('private_files', new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    form.append('first_name', '');
    expect(keptValues(form)).toEqual({ email: 'ada@example.com', features: ['Garden', 'Lake'], first_name: '' });
  });
});

describe('formFailure', () => {
  it('sends the kept values back with the errors when given the form', () => {
    const failure = formFailure(new InvalidInputError({ email: ['Email is not valid'] }), { values: { email: 'ada@', password: 'x' } });
    expect(failure.init?.status).toBe(400);
    expect(failure.data).toEqual({ errors: { email: 'Email is not valid' }, values: { email: 'ada@' } });
    expect(formFailure(new InvalidInputError({ email: ['Email is required'] })).data).toEqual({ errors: { email: 'Email is required' } });
  });
});
