import type { DeadJobList } from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 5;
const JOB_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

beforeAll(async () => {
  await loadRolePages();
}, 120_000);

describe('the failed jobs screen', () => {
  it('lists jobs that failed every retry and sends one back to its queue', async () => {
    let dead: DeadJobList = {
      data: [
        {
          id: JOB_ID,
          name: 'billing.weekly',
          error: 'connection terminated unexpectedly',
          retries: 3,
          created_at: '2026-11-20T05:00:00.000Z',
          failed_at: '2026-11-20T05:02:00.000Z',
        },
      ],
      meta: { page: 1, limit: 1, total: 1 },
    };
    const retried: string[] = [];
    signInAs(USER_ID);
    server.use(
      http.get(`/v1/users/${USER_ID}/wallet`, () =>
        HttpResponse.json(walletAnswerFor(USER_ID, { role: 'operator', fname: 'Ngozi', lname: 'Eze' })),
      ),
      http.get('/v1/ops/jobs/dead', () => HttpResponse.json(dead)),
      http.post('/v1/ops/jobs/dead/:jobId/retry', ({ params }) => {
        retried.push(String(params.jobId));
        dead = { data: [], meta: { page: 1, limit: 0, total: 0 } };
        return HttpResponse.json({ id: params.jobId, retried: true });
      }),
    );
    const { user } = renderApp('/ops/jobs');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Failed jobs' })).toBeInTheDocument();
    expect(
      await screen.findByRole('cell', { name: 'connection terminated unexpectedly' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
    expect(retried).toEqual([JOB_ID]);
  });
});
