import { InProcessJobs } from '../../jobs.ts';

export const scheduleBilling = () => new InProcessJobs().run('billing.weekly');
