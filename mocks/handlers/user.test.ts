import { describe, expect, it } from 'vitest';
import { lastResetCode, SESSION_LIFETIME_MS } from '../auth';
import { db } from '../db';
import { DEMO_ACCOUNTS } from '../db/seed';
import { mockControl } from '../test-hook';
import { call, encrypt, login, loginAs, post, request, solveCaptcha } from './testing';

describe('POST /user/login/outside/', () => {
  it('signs a demo account in with encrypted fields and a solved captcha', async () => {
    const reply = await login('admin', 'Admin@12345');
    expect(reply.errno).toBe(0);
    expect(reply.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(reply.data.firstLogin).toBe(false);
    expect(reply.data.user).toMatchObject({ userId: '10001', useraccount: 'admin', userType: 'internal', adminLevel: 10000 });
    expect(reply.data.user).not.toHaveProperty('password');
  });

  it('reports firstLogin for newbie and userType external for guest', async () => {
    expect((await login('newbie', 'Newbie@12345')).data.firstLogin).toBe(true);
    expect((await login('guest', 'Guest@12345')).data.user.userType).toBe('external');
  });

  it('refuses missing fields', async () => {
    const reply = await post('/dms/user/login/outside/', {
      useraccount: encrypt('admin'),
      password: encrypt(''),
      captchaVerification: 'x',
    });
    expect(reply.errno).not.toBe(0);
    expect(reply.errmsg).toBe('Please enter the complete user name and password');
  });

  it('refuses fields that are not ciphertext of the demo key', async () => {
    const reply = await post('/dms/user/login/outside/', {
      useraccount: btoa('admin'),
      password: btoa('Admin@12345'),
      captchaVerification: await solveCaptcha(),
    });
    expect(reply.errno).not.toBe(0);
    expect(reply.errmsg).toMatch(/decrypt/);
    // Plain text is not even the contract's format (base64 ciphertext): refused before the handler.
    const plain = await request('/dms/user/login/outside/', {
      method: 'POST',
      body: { useraccount: 'admin', password: 'Admin@12345', captchaVerification: 'x' },
    });
    expect(plain.status).toBe(400);
  });

  it('refuses a missing, wrong or reused captcha verification, in the caller language', async () => {
    const body = { useraccount: encrypt('admin'), password: encrypt('Admin@12345') };
    expect((await post('/dms/user/login/outside/', { ...body, captchaVerification: 'forged' })).errmsg).toBe(
      'Captcha verification failed, please try again',
    );
    const zh = await post('/dms/user/login/outside/', { ...body, captchaVerification: '' }, { lang: 'zh' });
    expect(zh.errmsg).toBe('验证码校验失败，请重试');
    const verification = await solveCaptcha();
    expect((await post('/dms/user/login/outside/', { ...body, captchaVerification: verification })).errno).toBe(0);
    expect((await post('/dms/user/login/outside/', { ...body, captchaVerification: verification })).errno).not.toBe(0);
  });

  it('refuses a wrong password or an unknown account with the same message', async () => {
    expect((await login('admin', 'wrong')).errmsg).toBe('The password is incorrect. Please try again');
    expect((await login('nobody', 'Admin@12345')).errmsg).toBe('The password is incorrect. Please try again');
  });

  it('checks the picture code: demanded when required, one try per picture, case aside', async () => {
    const body = async () => ({
      useraccount: encrypt('staff'),
      password: encrypt('Staff@12345'),
      captchaVerification: await solveCaptcha(),
    });
    const picture = async (key: string) => {
      await request(`/dms/user/checkCode/${key}`);
      return mockControl.pictureCode.answer()!;
    };
    // Not demanded: a login without one goes through.
    expect((await post('/dms/user/login/outside/', await body())).errno).toBe(0);
    mockControl.pictureCode.require(true);
    expect((await post('/dms/user/login/outside/', await body())).errmsg).toBe('Please enter the verification code');
    const code = await picture('0.25');
    const wrong = code === 'aaaa' ? 'bbbb' : 'aaaa';
    const refused = await post('/dms/user/login/outside/', { ...(await body()), checkCode: wrong, checkCodeKey: '0.25' }, { lang: 'zh' });
    expect(refused.errmsg).toBe('验证码错误，请重试');
    // The picture is used up by the wrong try: its right code no longer opens.
    expect((await post('/dms/user/login/outside/', { ...(await body()), checkCode: code, checkCodeKey: '0.25' })).errno).not.toBe(0);
    const next = await picture('0.5');
    const reply = await post('/dms/user/login/outside/', { ...(await body()), checkCode: ` ${next.toUpperCase()} `, checkCodeKey: '0.5' });
    expect(reply.errno).toBe(0);
    // Reset forgets the demand.
    await mockControl.reset();
    expect((await post('/dms/user/login/outside/', await body())).errno).toBe(0);
  });

  it('refuses a disabled user', async () => {
    const disabled = db().users.find((u) => u.status === 'disabled')!;
    const reply = await login(disabled.useraccount, disabled.password);
    expect(reply.errno).toBe(403);
    expect(reply.errmsg).toMatch(/disabled/);
  });
});

describe('sessions', () => {
  it('answers not-logged-in without a token, with an unknown token and with an expired one', async () => {
    for (const token of [undefined, 'nope']) {
      const reply = await call('/dms/user/getUserinfo', { token });
      expect(reply).toMatchObject({ errno: 100001, code: 't0002', errmsg: 'Login has expired, please login again' });
    }
    const token = await loginAs('staff');
    db().sessions[token].expiresAt = Date.now() - 1;
    expect((await call('/dms/user/getUserinfo', { token })).errno).toBe(100001);
    expect(db().sessions[token]).toBeUndefined();
  });

  it('renews the 30-minute lifetime on every authorised call', async () => {
    const token = await loginAs('staff');
    db().sessions[token].expiresAt = Date.now() + 1000;
    const reply = await call('/dms/user/getUserinfo', { token });
    expect(reply.data).toMatchObject({ useraccount: 'staff', department: '研发部', departmentEn: 'R&D' });
    expect(db().sessions[token].expiresAt).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 5000);
  });

  it('ends the session on logout (GET and POST)', async () => {
    for (const method of ['GET', 'POST']) {
      const token = await loginAs('staff');
      expect((await call('/dms/user/logout', { method, token })).errno).toBe(0);
      expect((await call('/dms/user/getUserinfo', { token })).errno).toBe(100001);
      expect((await call('/dms/user/logout', { method, token })).errno).toBe(100001);
    }
  });
});

describe('passwords', () => {
  it('changes the password after checking the old one and the rules, then ends the session', async () => {
    const token = await loginAs('staff');
    expect(
      (await post('/dms/user/outside/updPassword/', { oldPassword: encrypt('bad'), newPassword: encrypt('New@Pass1') }, { token })).errmsg,
    ).toBe('The old password is incorrect');
    for (const weak of ['Short@1', 'nouppercase@1', 'NOLOWER@1', 'NoDigits@x', 'NoSpecial12']) {
      const reply = await post(
        '/dms/user/outside/updPassword/',
        { oldPassword: encrypt('Staff@12345'), newPassword: encrypt(weak) },
        { token },
      );
      expect(reply.errno).toBe(400);
    }
    const done = await post(
      '/dms/user/outside/updPassword/',
      { oldPassword: encrypt('Staff@12345'), newPassword: encrypt('New@Pass123') },
      { token },
    );
    expect(done.errno).toBe(0);
    expect((await call('/dms/user/getUserinfo', { token })).errno).toBe(100001);
    expect((await login('staff', 'Staff@12345')).errno).not.toBe(0);
    expect((await login('staff', 'New@Pass123')).errno).toBe(0);
  });

  it('activates a first-login account once', async () => {
    const first = await login('newbie', 'Newbie@12345');
    const token = first.data.token;
    expect((await post('/dms/user/outside/activate/', { newPassword: encrypt('weak') }, { token })).errno).toBe(400);
    expect((await post('/dms/user/outside/activate/', { newPassword: encrypt('Newbie@12345') }, { token })).errno).toBe(400);
    expect((await post('/dms/user/outside/activate/', { newPassword: encrypt('Fresh@Start1') }, { token })).errno).toBe(0);
    const again = await login('newbie', 'Fresh@Start1');
    expect(again.data.firstLogin).toBe(false);
    expect((await post('/dms/user/outside/activate/', { newPassword: encrypt('Other@Pass1') }, { token: again.data.token })).errno).toBe(
      409,
    );
  });

  it('sends a reset code to a known account and resets the password with it', async () => {
    expect((await call('/dms/user/out/sendActiv?userAccount=ghost', { method: 'POST' })).errno).toBe(404);
    const sent = await call<{ email: string }>('/dms/user/out/sendActiv?userAccount=staff', { method: 'POST' });
    expect(sent.errno).toBe(0);
    expect(sent.data.email).toBe('st***@dms.example.com');
    const code = lastResetCode('staff')!;
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await post('/dms/user/out/resetPassword', { userAccount: 'staff', code: '000000x', newPassword: encrypt('Reset@Pass1') })).errno,
    ).toBe(1);
    expect((await post('/dms/user/out/resetPassword', { userAccount: 'staff', code, newPassword: encrypt('Reset@Pass1') })).errno).toBe(0);
    expect((await login('staff', 'Reset@Pass1')).errno).toBe(0);
  });
});

describe('other user calls', () => {
  it('hands over a central login with the seeded loginKey', async () => {
    const reply = await call<{ token: string; user: { useraccount: string } }>(
      `/dms/user/checkToken/staff/${DEMO_ACCOUNTS.staff.loginKey}`,
    );
    expect(reply.errno).toBe(0);
    expect(reply.data.user.useraccount).toBe('staff');
    expect((await call('/dms/user/getUserinfo', { token: reply.data.token })).errno).toBe(0);
    expect((await call('/dms/user/checkToken/staff/demo-login-key-admin')).errno).toBe(1);
  });

  it('serves a picture code as SVG', async () => {
    for (const path of ['/dms/user/checkCode', '/dms/user/checkCode/0.123']) {
      const response = await request(path);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg/);
    }
    expect(db().pictureCodes['0.123']).toMatch(/^[1-9a-zA-Z]{4}$/);
    expect(mockControl.pictureCode.answer()).toBe(db().pictureCodes['0.123']);
  });

  it('finds users by name and judges the system-manager role', async () => {
    const token = await loginAs('staff');
    const found = await call<{ useraccount: string }[]>(`/dms/user/showByName/${encodeURIComponent('王')}`, { token });
    expect(found.data.map((u) => u.useraccount)).toContain('staff');
    expect((await call('/dms/user/role/judgeRole', { method: 'POST', token })).data).toBe(false);
    expect((await call('/dms/user/role/judgeRole', { method: 'POST', token: await loginAs('admin') })).data).toBe(true);
  });
});

describe('GET /authapi/opt/authority/getOptAuthority', () => {
  it('gives entry 123 at level 10000 to the admin only, in the authority envelope', async () => {
    const admin = await (await request('/authapi/opt/authority/getOptAuthority', { token: await loginAs('admin') })).json();
    expect(admin.code).toBe('200');
    expect(admin.data['123'][0].level).toBe(10000);
    const staff = await (await request('/authapi/opt/authority/getOptAuthority', { token: await loginAs('staff') })).json();
    expect(staff.code).toBe('200');
    expect(staff.data['123'] ?? []).toEqual([]);
    expect(staff.data['101'][0].level).toBe(7);
    const anonymous = await (await request('/authapi/opt/authority/getOptAuthority')).json();
    expect(anonymous).toEqual({ code: 't0002', message: 'Login has expired, please login again' });
  });
});
