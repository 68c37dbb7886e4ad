import type { JobRequest } from '@shop/contracts/jobs';

/** Where the outbox relay puts background work: BullMQ in split mode, this process otherwise. */
export interface JobSink {
  /** Adds the job unless a job with the same jobId is already known. */
  add(job: JobRequest): Promise<void>;
  close(): Promise<void>;
}
