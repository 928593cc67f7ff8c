import { describe, expect, it } from 'vitest';
import { partnerKeys, partnerToken } from '../../../test/dashboard-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('partner sign-in without partner settings', () => {
  it('answers 404 and keeps the app unframeable', async () => {
    const token = await partnerToken({ key: partnerKeys().privateKey });
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/partner/session', payload: { token } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Partner login is not available here.');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
