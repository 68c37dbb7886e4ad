export type { JobSink } from './queue/job-sink';
