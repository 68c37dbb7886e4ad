import type { JobRequest } from '@shop/contracts/jobs';

/** Where the outbox relay puts background work: BullMQ in split mode, this process otherwise. */
export interface JobSink {
  /** Adds the job unless a job with the same jobId is already known. */
  add(job: JobRequest): Promise<void>;
  /**
   * Adds the jobs in their order, each unless its jobId is already known (so a batch offered
   * again adds nothing twice). Rejects when any of them may not have been added.
   */
  addMany(jobs: readonly JobRequest[]): Promise<void>;
  close(): Promise<void>;
}
