import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxEmails, userSecurityAnswers } from '../../db/schema/index.ts';
import { signIn, TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, TEST_PASSWORD } from '../../test/factories.ts';
import { expireResetCodes, lastEmailTo, resetCodeIn } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const login = (userName: string, password: string) =>
  new TestClient(t.app).post('/api/login', { user_name: userName, password });

describe('POST /api/password_change (spec 3 §7)', () => {
  it('changes the password; the old one stops working and other sessions end', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, staff.userName);
    const elsewhere = await signIn(t.app, staff.userName);
    const response = await client.post('/api/password_change', {
      current_password: TEST_PASSWORD,
      new_password: 'A-much-better-one-42',
    });
    expect(response.statusCode).toBe(200);
    expect((await login(staff.userName, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(staff.userName, 'A-much-better-one-42')).statusCode).toBe(200);
    expect((await client.get('/api/login_context')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/login_context')).statusCode).toBe(401);
  });

  it('names current_password when it is wrong, new_password when too short', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, staff.userName);
    const wrong = await client.post('/api/password_change', {
      current_password: 'not-it-at-all',
      new_password: 'A-much-better-one-42',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0]).toEqual({
      property: 'current_password',
      message: 'The current password is not correct.',
    });
    const short = await client.post('/api/password_change', {
      current_password: TEST_PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].property).toBe('new_password');
  });

  it('needs a signed-in user', async () => {
    const response = await new TestClient(t.app).post('/api/password_change', {
      current_password: 'x',
      new_password: 'y',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('security questions (spec 3 §7)', () => {
  const answers = [
    { question_id: 1, answer: 'Rex' },
    { question_id: 2, answer: 'Denver' },
    { question_id: 5, answer: 'Lincoln Elementary' },
  ];

  it('lists the fixed questions and saves three hashed answers after the password', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, staff.userName);
    const before = (await client.get('/api/hub/security_questions')).json();
    expect(before.required_count).toBe(3);
    expect(before.questions.every((q: { answered: boolean }) => !q.answered)).toBe(true);
    const saved = await client.post('/api/save_security_questions', {
      questions: answers,
      password: TEST_PASSWORD,
    });
    expect(saved.statusCode).toBe(200);
    const after = (await client.get('/api/hub/security_questions')).json();
    expect(
      after.questions.filter((q: { answered: boolean }) => q.answered).map((q: { id: number }) => q.id),
    ).toEqual([1, 2, 5]);
    const stored = await t.handle.db
      .select()
      .from(userSecurityAnswers)
      .where(eq(userSecurityAnswers.userId, staff.id));
    expect(stored.every((row) => row.answerHash.startsWith('$argon2id$'))).toBe(true);
  });

  it('names the field: wrong password, a question twice, an empty answer', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, staff.userName);
    const wrong = await client.post('/api/save_security_questions', { questions: answers, password: 'nope' });
    expect(wrong.json().error.details[0].property).toBe('password');
    const twice = await client.post('/api/save_security_questions', {
      questions: [answers[0], answers[0], answers[1]],
      password: TEST_PASSWORD,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0].property).toBe('questions.1.question_id');
    const empty = await client.post('/api/save_security_questions', {
      questions: [{ question_id: 1, answer: '  ' }, answers[1], answers[2]],
      password: TEST_PASSWORD,
    });
    expect(empty.json().error.details[0].property).toBe('questions.0.answer');
  });
});

describe('password reset by e-mail', () => {
  it('a reset link sets a new password once; every session ends', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db);
    const staffSession = await signIn(t.app, staff.userName);
    const ownerClient = await signIn(t.app, owner.userName);
    await ownerClient.put(`/api/hub/user/${staff.id}/reset_password`);
    const email = await lastEmailTo(t.handle.db, staff.email);
    const code = resetCodeIn(email!.textBody);
    const anonymous = new TestClient(t.app);
    const reset = await anonymous.post(`/api/password_reset/${code}`, {
      new_password: 'Fresh-password-2030',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(staff.userName, 'Fresh-password-2030')).statusCode).toBe(200);
    expect((await staffSession.get('/api/login_context')).statusCode).toBe(401);
    const again = await anonymous.post(`/api/password_reset/${code}`, {
      new_password: 'Another-password-2030',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details[0].property).toBe('code');
  });

  it('refuses an expired link and names a weak new password', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, staff.userName);
    expect((await client.post('/api/password_reset_email')).statusCode).toBe(200);
    const code = resetCodeIn((await lastEmailTo(t.handle.db, staff.email))!.textBody);
    const weak = await new TestClient(t.app).post(`/api/password_reset/${code}`, { new_password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details[0].property).toBe('new_password');
    await expireResetCodes(t.handle.db, staff.id);
    const expired = await new TestClient(t.app).post(`/api/password_reset/${code}`, {
      new_password: 'Fresh-password-2030',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details[0].property).toBe('code');
  });

  it('a newer link ends the earlier ones: only the newest e-mail sets the password', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, staff.userName);
    expect((await client.post('/api/password_reset_email')).statusCode).toBe(200);
    const first = resetCodeIn((await lastEmailTo(t.handle.db, staff.email))!.textBody);
    expect((await client.post('/api/password_reset_email')).statusCode).toBe(200);
    const second = resetCodeIn((await lastEmailTo(t.handle.db, staff.email))!.textBody);
    expect(second).not.toBe(first);
    const anonymous = new TestClient(t.app);
    const stale = await anonymous.post(`/api/password_reset/${first}`, {
      new_password: 'Fresh-password-2030',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.details[0].property).toBe('code');
    const fresh = await anonymous.post(`/api/password_reset/${second}`, {
      new_password: 'Fresh-password-2030',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("'Forgot your password?' answers the same whatever the user name", async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const known = await new TestClient(t.app).post('/api/password_reset_request', {
      user_name: staff.userName,
    });
    const unknown = await new TestClient(t.app).post('/api/password_reset_request', {
      user_name: 'nobody@example.test',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await t.app.background.idle();
    expect((await lastEmailTo(t.handle.db, staff.email))?.kind).toBe('password_reset');
    const empty = await new TestClient(t.app).post('/api/password_reset_request', { user_name: '' });
    expect(empty.json().error.details[0].property).toBe('user_name');
  });
});

describe('the public reset request (issue 13 §7: the same work for any user name)', () => {
  it('answers a real and an unknown user name alike, each handing one piece of work to after the answer', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const deferred: (() => Promise<void>)[] = [];
    const run = vi.spyOn(t.app.background, 'run').mockImplementation((work) => {
      deferred.push(work);
    });
    try {
      const known = await new TestClient(t.app).post('/api/password_reset_request', {
        user_name: staff.userName,
      });
      const unknown = await new TestClient(t.app).post('/api/password_reset_request', {
        user_name: `nobody-${staff.id}@example.test`,
      });
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
      // The answer itself looked nothing up: no e-mail until the deferred work runs.
      expect(run).toHaveBeenCalledTimes(2);
      expect(await lastEmailTo(t.handle.db, staff.email)).toBeUndefined();
    } finally {
      run.mockRestore();
    }
    for (const work of deferred) await work();
    expect((await lastEmailTo(t.handle.db, staff.email))?.kind).toBe('password_reset');
  });
});

describe('the public reset request (quiet limit)', () => {
  it('sends at most three reset e-mails per user in 15 minutes, answering the same', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await new TestClient(t.app).post('/api/password_reset_request', {
        user_name: staff.userName,
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    await t.app.background.idle();
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, staff.email), eq(outboxEmails.kind, 'password_reset')));
    expect(row?.n).toBe(3);
  });
});

describe('links in e-mails (PUBLIC_URL, docs/operations.md)', () => {
  it('point at PUBLIC_URL whatever Host the request names', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://app.paybook.example/' });
    const { staff } = await createMerchantWithStaff(configured.handle.db);
    const response = await configured.app.inject({
      method: 'POST',
      url: '/api/password_reset_request',
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      payload: { user_name: staff.userName },
    });
    expect(response.statusCode).toBe(200);
    await configured.app.background.idle();
    const email = await lastEmailTo(configured.handle.db, staff.email);
    expect(email?.textBody).toContain('https://app.paybook.example/reset-password/');
    expect(email?.textBody).not.toContain('evil.example');
  });
});
